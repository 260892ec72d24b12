import { expect, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './e2eEnv';

export async function logIn(page: Page, email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Logs in as the test admin and waits for home. */
export async function logInAsAdmin(page: Page) {
  await logIn(page);
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
}

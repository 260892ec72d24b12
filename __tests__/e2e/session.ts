import { expect, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './e2eEnv';

/**
 * Logs in by the form. The app's login card replaces the pre-painted one as it starts, which can take what
 * was typed into the old one: the fields are filled until both hold their values, then submitted.
 */
export async function logIn(page: Page, email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  await page.goto('/login');
  await expect(async () => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await expect(page.getByLabel('Email')).toHaveValue(email, { timeout: 1_000 });
    await expect(page.getByLabel('Password')).toHaveValue(password, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Logs in as the test admin and waits for home. */
export async function logInAsAdmin(page: Page) {
  await logIn(page);
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
}

/**
 * Logs out through the user menu. A click on the menu while it is still opening can be lost, so the menu
 * is opened and its last item (Log out) clicked again until the login page shows.
 */
export async function logOut(page: Page) {
  await expect(async () => {
    if (/\/login$/.test(page.url())) return;
    const item = page
      .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
      .getByRole('menuitem')
      .last();
    if (!(await item.isVisible())) await page.locator('.navbar__user').click({ timeout: 3_000 });
    await item.click({ timeout: 3_000 });
    await expect(page).toHaveURL(/\/login$/, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** Switches the interface language with the header's (or the login page's) language button. */
export async function switchLanguage(page: Page, to: 'ar' | 'en') {
  await page.getByRole('button', { name: to === 'ar' ? 'العربية' : 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', to === 'ar' ? 'rtl' : 'ltr');
}

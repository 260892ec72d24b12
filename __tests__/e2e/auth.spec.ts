import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './e2eEnv';
import { logIn, logOut } from './session';

test('an admin logs in, survives a reload, and logs out', async ({ page }) => {
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });

  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page).toHaveTitle('Log in · Realty Admin');

  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'Logged in successfully' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  // The tab names the page and the company (or the product, for a company without a name).
  await expect(page).toHaveTitle(/^Home · .+/);

  const stored = await page.evaluate(() => ({
    token: window.localStorage.getItem('REALTY_ADMIN_TOKEN'),
    user: window.localStorage.getItem('REALTY_ADMIN_USER'),
  }));
  expect(stored.token).toBeTruthy();
  expect(JSON.parse(stored.user ?? '{}')).toMatchObject({
    email: ADMIN_EMAIL,
    role_type: 'super-admin',
  });

  await page.reload();
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Through the user menu; a click while the menu is still opening can be lost (session.ts).
  await logOut(page);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Logged out successfully' }),
  ).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('REALTY_ADMIN_TOKEN'))).toBeNull();

  // The revoked token no longer opens the API.
  const response = await page.request.get('/api/admin/me', {
    headers: { Authorization: `Bearer ${stored.token}` },
  });
  expect(response.status()).toBe(401);
  expect(cspViolations).toEqual([]);
});

test('a wrong password shows the error toast and keeps the user on /login', async ({ page }) => {
  await logIn(page, ADMIN_EMAIL, 'definitely-not-the-password');
  await expect(
    page.getByRole('alert').filter({ hasText: 'These credentials do not match our records.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the login page works in Arabic, right to left', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'مرحبًا بعودتك' })).toBeVisible();
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByText('البريد الإلكتروني مطلوب')).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'مرحبًا بعودتك' })).toBeVisible();
  await page.screenshot({ path: 'test-results/login-ar.png', fullPage: true });
});

test('the login page fits a 320 px phone in English and in Arabic, the static card as well as the app', async ({
  page,
}) => {
  const fits = async () => {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(320);
    const card = await page.locator('.login-card').last().boundingBox();
    expect(card!.x).toBeGreaterThanOrEqual(0);
    expect(card!.x + card!.width).toBeLessThanOrEqual(320);
  };
  await page.setViewportSize({ width: 320, height: 640 });
  // The static card index.html paints before the scripts, then the app's.
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.locator('.login-card').first()).toBeVisible();
  await fits();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await fits();
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.getByRole('heading', { name: 'مرحبًا بعودتك' })).toBeVisible();
  await fits();
  await page.screenshot({ path: 'test-results/login-ar-320.png' });
});

/**
 * An expired session (docs/product.md#login-and-logout): the server revokes the token while the page is open,
 * the next call is a 401, the login page says why, and logging in returns to the page and its query. A
 * deliberate logout says nothing of it and goes home after the next login. Once in English, once in Arabic.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './e2eEnv';
import { logOut } from './session';

const TEXTS = {
  en: {
    email: 'Email',
    password: 'Password',
    submit: 'Log in',
    welcome: 'Welcome back',
    expired: 'Your session has expired, please log in again',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    welcome: 'مرحبًا بعودتك',
    expired: 'انتهت صلاحية جلستك، يرجى تسجيل الدخول مرة أخرى',
  },
} as const;

async function logInAs(page: Page, texts: (typeof TEXTS)['en' | 'ar']) {
  await page.getByLabel(texts.email, { exact: true }).fill(ADMIN_EMAIL);
  await page.getByLabel(texts.password, { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: texts.submit }).click();
}

/** Ends the page's session on the server, as an expiry or a revocation would. */
async function revokeSession(page: Page) {
  const token = await page.evaluate(() => window.localStorage.getItem('REALTY_ADMIN_TOKEN'));
  expect(token).toBeTruthy();
  const response = await page.request.post('/api/admin/logout', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
}

for (const locale of ['en', 'ar'] as const) {
  test(`an expired session says so and comes back to the page (${locale})`, async ({ page }) => {
    const texts = TEXTS[locale];
    await page.goto('/login');
    if (locale === 'ar') {
      await page.getByRole('button', { name: 'العربية' }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    await logInAs(page, texts);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/projects?per_page=50');
    const sorter = page.locator('th.ant-table-column-has-sorters').first();
    await expect(sorter).toBeVisible();
    // Sorted while signed in: the address to come back to carries the sort.
    await sorter.click();
    await expect(page).toHaveURL(/[?&]sort=/);

    await revokeSession(page);
    // The page's next request answers 401: sorting again asks the server, unless the live stream, which the
    // server ended with the session, has reconnected first and already sent the page to the login.
    await sorter.click({ timeout: 10_000 }).catch((error: unknown) => {
      if (!/\/login$/.test(page.url())) throw error;
    });
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: texts.welcome })).toBeVisible();
    await expect(page.getByText(texts.expired)).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('REALTY_ADMIN_TOKEN'))).toBeNull();
    await page.screenshot({ path: `test-results/session-expired-${locale}.png` });

    await logInAs(page, texts);
    await expect(page).toHaveURL(/\/projects\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/projects');
    expect(url.searchParams.get('per_page')).toBe('50');
    expect(url.searchParams.get('sort')).toBeTruthy();
    await expect(sorter).toBeVisible();
    await expect(page.getByText(texts.expired)).toBeHidden();

    // A deliberate logout from here: no such message, and the next login goes home.
    await logOut(page);
    await expect(page.getByRole('heading', { name: texts.welcome })).toBeVisible();
    await expect(page.getByText(texts.expired)).toBeHidden();
    await logInAs(page, texts);
    await expect(page).toHaveURL(/\/$/);

    if (locale === 'ar') {
      await page.getByRole('button', { name: 'English' }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    }
  });
}

test('a token stored without its user is removed, and the visitor lands on /login', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/login');
  await page.evaluate(() => window.localStorage.setItem('REALTY_ADMIN_TOKEN', 'left-behind'));
  await page.goto('/projects');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByText(TEXTS.en.expired)).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('REALTY_ADMIN_TOKEN'))).toBeNull();
  expect(errors).toEqual([]);
});

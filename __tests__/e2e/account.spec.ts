/**
 * The account flows in the real UI: the company's logo feeding the sidebar brand, a password change followed
 * by a login with the new password, a forgotten password reset through the link the server wrote to the
 * outbox (and 'Invalid Link' on its second use), and the profile in Arabic (RTL).
 * The flows change a password, so they run as their own admin (created with the CLI): the other specs keep
 * logging in as the e2e admin. They build on each other and run in order.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { logIn } from './session';
import { e2eServer } from './e2eEnv';

test.describe.configure({ mode: 'serial' });

const ROOT = path.resolve(__dirname, '../..');
const FIXTURES = path.resolve(ROOT, 'test-results/account-fixtures');
const run = Date.now().toString(36);
const EMAIL = `account-${run}@example.com`;
const FIRST_PASSWORD = 'first account password';
const CHANGED_PASSWORD = 'changed in the profile';
const RESET_PASSWORD = 'reset through the e-mailed link';
const COMPANY = `Palm Crest ${run}`;

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/account-${name}.png`, fullPage: true });

/** Logs in and waits for the private layout (home, or the page the login was sent from). */
async function logInAs(page: Page, password: string) {
  await logIn(page, EMAIL, password);
  await expect(page.getByRole('button', { name: 'User menu' })).toContainText('Noura Al Mansoori');
}

/**
 * Logs out from the user menu. On a loaded machine a click on the menu while it still opens can be lost (once
 * in CI, no logout request left the page), so the menu is opened and clicked again until the page leaves.
 */
async function logOut(page: Page) {
  const item = page.getByRole('menuitem', { name: 'Log out' });
  await expect(async () => {
    if (!/\/login$/.test(page.url())) {
      if (!(await item.isVisible()))
        await page.getByRole('button', { name: 'User menu' }).click({ timeout: 2_000 });
      await item.click({ timeout: 2_000 });
    }
    await expect(page).toHaveURL(/\/login$/, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** The newest .eml in the e2e server's outbox addressed to `to`, waiting for the server to write it. */
async function mailTo(to: string, after: Set<string>): Promise<string> {
  const outbox = path.join(e2eServer().dataDir, 'outbox');
  let found = '';
  await expect(async () => {
    const names = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
    const fresh = names.filter((name) => name.endsWith('.eml') && !after.has(name)).sort();
    const mails = fresh.map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'));
    found = mails.filter((mail) => mail.includes(`To: ${to}`)).at(-1) ?? '';
    expect(found).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return found;
}

const outboxNames = () => {
  const outbox = path.join(e2eServer().dataDir, 'outbox');
  return new Set(fs.existsSync(outbox) ? fs.readdirSync(outbox) : []);
};

test.beforeAll(() => {
  // The CLI writes to the same database the e2e server uses.
  execFileSync(
    'npx',
    [
      'tsx',
      'src/server/cli/userCreate.ts',
      '--email',
      EMAIL,
      '--name',
      'Noura Al Mansoori',
      '--password',
      FIRST_PASSWORD,
    ],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: e2eServer().dataDir, DATABASE_URL: '' },
      stdio: 'pipe',
    },
  );
});

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
});

test('a new company logo and name show in the sidebar brand at once', async ({ page }) => {
  fs.mkdirSync(FIXTURES, { recursive: true });
  const logo = path.join(FIXTURES, 'logo.png');
  await sharp({
    create: { width: 120, height: 120, channels: 3, background: { r: 20, g: 120, b: 90 } },
  })
    .png()
    .toFile(logo);

  await logInAs(page, FIRST_PASSWORD);
  const brand = page.locator('.sidebar-sider .brand__link');
  await expect(brand.locator('img')).toHaveAttribute('src', '/logo.svg');

  await page.goto('/profile?tab=company');
  const name = page.getByLabel('Company name');
  await name.fill(COMPANY);
  await page.getByLabel('Address (Arabic)').fill('مكتب 1204، مارينا بلازا، دبي');
  await page.getByLabel('Instagram').fill('https://www.instagram.com/palmcrest');
  await page.locator('input[type=file]#logo').setInputFiles(logo);
  await expect(page.locator('li.media-tile img')).toHaveAttribute('src', /^\/media\//);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(toast(page, 'Settings has been updated successfully')).toBeVisible();
  await expect(brand).toHaveAttribute('aria-label', COMPANY);
  await expect(brand.locator('img')).toHaveAttribute('src', /^\/media\/.+/);
  await expect(page.getByRole('button', { name: 'User menu' })).toContainText(COMPANY);
  await shot(page, 'company-en');

  // The stored user keeps it across a reload, and the public API serves it.
  await page.reload();
  await expect(brand).toHaveAttribute('aria-label', COMPANY);
  const company = await (await page.request.get('/api/public/company?locale=ar')).json();
  expect(company.data).toMatchObject({ name: COMPANY, address: 'مكتب 1204، مارينا بلازا، دبي' });
});

test('the profile in Arabic is right to left', async ({ page }) => {
  await logInAs(page, FIRST_PASSWORD);
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'الملف الشخصي' })).toBeVisible();
  await expect(page.getByLabel('الاسم')).toHaveValue('Noura Al Mansoori');
  await shot(page, 'profile-ar');

  // A new email asks for the current password, and the old address hears of the change.
  const moved = `moved-${run}@example.com`;
  const before = outboxNames();
  await page.getByLabel('البريد الإلكتروني').fill(moved);
  const current = page.getByLabel('كلمة المرور الحالية');
  await expect(current).toBeVisible();
  await shot(page, 'profile-email-ar');
  await current.fill(FIRST_PASSWORD);
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(toast(page, 'تم تحديث البيانات بنجاح')).toBeVisible();
  await expect(current).toBeHidden();
  expect(await mailTo(EMAIL, before)).toContain(moved);
  // And back, so the other tests find the account where they left it.
  await page.getByLabel('البريد الإلكتروني').fill(EMAIL);
  await page.getByLabel('كلمة المرور الحالية').fill(FIRST_PASSWORD);
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByLabel('كلمة المرور الحالية')).toBeHidden();

  await page.getByRole('tab', { name: 'الشركة' }).click();
  await expect(page.getByLabel('اسم الشركة')).toHaveValue(COMPANY);
  await shot(page, 'company-ar');
  await page.getByRole('tab', { name: 'كلمة المرور' }).click();
  await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
  await expect(toast(page, 'يرجى تعبئة جميع الحقول')).toBeVisible();
  await shot(page, 'password-ar');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('a changed password logs in, the old one no longer does', async ({ page }) => {
  await logInAs(page, FIRST_PASSWORD);
  await page.goto('/profile?tab=password');
  await page.getByLabel('Current password').fill(FIRST_PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill(CHANGED_PASSWORD);
  await page.getByLabel('Confirm the new password').fill('not the same');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Passwords MUST MATCH')).toBeVisible();
  await page.getByLabel('Confirm the new password').fill(CHANGED_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Password has been changed successfully')).toBeVisible();
  await shot(page, 'password-en');

  await logOut(page);
  await logIn(page, EMAIL, FIRST_PASSWORD);
  await expect(toast(page, 'These credentials do not match our records.')).toBeVisible();
  await logInAs(page, CHANGED_PASSWORD);
});

test('a forgotten password is reset through the link in the outbox, which then is an Invalid Link', async ({
  page,
}) => {
  const before = outboxNames();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The router keeps the login page on screen while the page's chunk loads: its heading says it is there.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await shot(page, 'forgot-sent');

  const mail = await mailTo(EMAIL, before);
  // The token rides in the fragment: the browser never sends it to the server, so no log can hold it.
  const link = /^(https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]{43})\r?$/m.exec(mail)?.[1];
  expect(link).toMatch(new RegExp(`^http://localhost:${e2eServer().port}/reset-password#token=`));
  const { pathname, hash } = new URL(link!);

  const reset = async () => {
    await page.goto(pathname + hash);
    await page.getByLabel('New password', { exact: true }).fill(RESET_PASSWORD);
    await page.getByLabel('Confirm the new password').fill(RESET_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
  };
  await reset();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await shot(page, 'reset-done');
  await logInAs(page, RESET_PASSWORD);
  await logOut(page);

  await reset();
  await expect(page.getByRole('heading', { name: 'Invalid Link' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  await shot(page, 'reset-invalid');
});

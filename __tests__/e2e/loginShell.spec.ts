import { expect, test, type Page } from '@playwright/test';
import { logInAsAdmin } from './session';

/**
 * login.html paints a static login card before main.js has run (docs/performance.md#lighthouse). These flows
 * hold main.js back to see the page as a slow phone does, then let it run.
 */
async function holdMainScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/js\/main\.[\w]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const shell = (page: Page) => page.locator('#login-shell');
const boxOf = async (page: Page, selector: string) =>
  (await page.locator(selector).boundingBox()) ?? undefined;

test('the login card paints before the app has loaded, and the app takes its place unchanged', async ({
  page,
}) => {
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  const release = await holdMainScript(page);
  await page.goto('/login', { waitUntil: 'commit' });

  await expect(shell(page)).toBeVisible();
  await expect(shell(page).locator('h1')).toHaveText('Welcome back');
  await expect(shell(page).locator('.login-card__subtitle')).toHaveText(
    'Log in to keep your website current and answer your leads.',
  );
  await expect(shell(page).locator('.login-shell__submit')).toHaveText('Log in');
  // A picture, not a form: nothing in it can be focused or filled before the app is there.
  await expect(page.getByLabel('Email')).toHaveCount(0);
  // The loading screen stays under it for screen readers; the card is hidden from them.
  await expect(page.getByRole('status', { name: 'Loading' })).toBeAttached();
  const before = {
    title: await boxOf(page, '#login-shell h1'),
    subtitle: await boxOf(page, '#login-shell .login-card__subtitle'),
    submit: await boxOf(page, '#login-shell .login-shell__submit'),
  };

  release();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(shell(page)).toHaveCount(0);
  await expect(page.getByLabel('Email')).toBeFocused();
  // The same card in the same place: nothing moves when the app replaces it.
  expect(await boxOf(page, 'h1')).toEqual(before.title);
  expect(await boxOf(page, '.login-card__subtitle')).toEqual(before.subtitle);
  expect(await boxOf(page, 'form button[type=submit]')).toEqual(before.submit);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await logInAsAdmin(page);
  expect(cspViolations).toEqual([]);
});

test('a signed-in user at /login sees the loading screen, not the card, on the way home', async ({
  page,
}) => {
  await logInAsAdmin(page);
  const release = await holdMainScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  await expect(shell(page)).toBeHidden();
  release();
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(shell(page)).toHaveCount(0);
});

test('in Arabic the English card is never shown: the loading screen, then the Arabic page', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.getByRole('heading', { name: 'مرحبًا بعودتك' })).toBeVisible();

  const release = await holdMainScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  await expect(shell(page)).toBeHidden();
  await expect(page.getByText('Welcome back')).toBeHidden();
  release();
  await expect(page.getByRole('heading', { name: 'مرحبًا بعودتك' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(shell(page)).toHaveCount(0);
});

/**
 * The keyboard alone (docs/product.md#accessibility): from the start of a page, Tab reaches the skip link,
 * then the menu; the focused control shows an outline in every theme; a user logs in, opens a list from the
 * menu and a record from the list without a mouse. In English (light) and in Arabic (dark, semi-dark).
 */
import { expect, test, type Page } from '@playwright/test';
import { developerInput } from '../support/contentInputs';
import { adminHeaders } from './accounts';
import { pageWith, type Locale, type Theme } from './appearance';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './e2eEnv';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';

test.describe.configure({ mode: 'serial' });

const MESSAGES: Record<Locale, Record<string, string>> = { en, ar };
const run = Date.now().toString(36);
let developer = 0;

test.beforeAll(async ({ request }) => {
  const response = await request.post('/api/admin/developers', {
    headers: await adminHeaders(request),
    data: developerInput({
      slug: `keyboard-dev-${run}`,
      name: { en: `Keyboard developer ${run}`, ar: `مطور لوحة المفاتيح ${run}` },
    }),
  });
  expect(response.status(), await response.text()).toBe(201);
  developer = ((await response.json()) as { data: { id: number } }).data.id;
});

test.afterAll(async ({ request }) => {
  if (developer)
    expect(
      (
        await request.delete(`/api/admin/developers/${developer}`, {
          headers: await adminHeaders(request),
        })
      ).status(),
    ).toBe(200);
});

/** Tab until `target` has the focus (at most `limit` presses). */
async function tabTo(page: Page, target: string, limit = 60) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (
      await page
        .locator(target)
        .first()
        .evaluate((element) => element === document.activeElement)
    )
      return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * The focused element draws a focus outline: a style, a width and a colour unlike its background. An input in
 * antd's affix wrapper (a field with an icon) is framed as a whole, by the wrapper.
 */
async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const element = focused.closest('.ant-input-affix-wrapper') ?? focused;
    const style = getComputedStyle(element);
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      color: style.outlineColor,
    };
  });
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(ring.color).not.toMatch(/rgba\(\d+, \d+, \d+, 0\)|transparent/);
}

/** Moves the keyboard's starting point to the top of the document, then presses Tab once. */
async function fromPageStart(page: Page) {
  await page.evaluate(() => {
    const root = document.documentElement;
    root.tabIndex = -1;
    root.focus();
    root.removeAttribute('tabindex');
  });
  await page.keyboard.press('Tab');
}

const cases: [Locale, Theme][] = [
  ['en', 'light'],
  ['ar', 'dark'],
  ['ar', 'semi-dark'],
];

for (const [locale, theme] of cases)
  test(`log in, open a list and a record by keyboard alone (${locale}, ${theme})`, async ({
    browser,
  }) => {
    const t = (id: string) => MESSAGES[locale][id] ?? id;
    const page = await pageWith(browser, locale, theme);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expect(page.locator('#login-email')).toBeVisible();

    // The first stop is the skip link, shown once focused; it leads to the page's content.
    await fromPageStart(page);
    const skip = page.getByRole('link', { name: t('app.skipToContent') });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expectVisibleFocus(page);

    // Log in: Tab to the fields, type, Enter.
    await tabTo(page, '#login-email');
    await expectVisibleFocus(page);
    await page.keyboard.type(ADMIN_EMAIL);
    await page.keyboard.press('Tab');
    await expect(page.locator('#login-password')).toBeFocused();
    await page.keyboard.type(ADMIN_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    // Home's parts load after its heading: the focus is tried once they are in.
    await expect(
      page.locator('.page-loader, .ant-spin-spinning, .ant-skeleton-active'),
    ).toHaveCount(0);

    // The skip link moves the focus to the content. Just after the login the focus can still be moved
    // once by the page finishing its load (seen with the semi-dark theme), so the try is repeated.
    await expect(async () => {
      await fromPageStart(page);
      await expect(skip).toBeFocused({ timeout: 2_000 });
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });

    // From the page start, Tab reaches the menu's Developers entry, outlined; Enter opens the list.
    await fromPageStart(page);
    const menu = page.getByRole('navigation', { name: t('layout.mainMenu') });
    const entry = menu.getByRole('link', { name: t('menu.developers') });
    await tabTo(page, `nav a[href="/developers"]`);
    await expect(entry).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/developers$/);
    await expect(page.getByRole('heading', { level: 1, name: t('menu.developers') })).toBeVisible();

    // Tab on to the record's link in the list; Enter opens it.
    const name = locale === 'ar' ? `مطور لوحة المفاتيح ${run}` : `Keyboard developer ${run}`;
    await expect(page.getByRole('link', { name }).first()).toBeVisible();
    await tabTo(page, `main a[href="/developers/${developer}"]`, 120);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/developers/${developer}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.context().close();
  });

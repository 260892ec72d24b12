/**
 * Small things, in both directions: toasts sit below the header and never cover its controls
 * (docs/product.md#shell); the received-days filter writes days as the language does
 * (docs/product.md#lists); English text typed into an Arabic page keeps its punctuation at its end
 * (docs/product.md#screens); a scheduled home asset's badge stays clear of its title
 * (docs/product.md#home-assets-screen). The records made here are removed after.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { developerInput } from '../support/contentInputs';
import { removeMade } from './accounts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './e2eEnv';
import { logInAsAdmin, logOut, switchLanguage as switchToLanguage } from './session';

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
let page: Page;
let token = '';
const made: { developer?: number; asset?: number } = {};
const auth = () => ({ Authorization: `Bearer ${token}` });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
};

const switchLanguage = (to: 'ar' | 'en') => switchToLanguage(page, to);

test.beforeAll(async ({ browser }, testInfo) => {
  page = await browser.newPage({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 1280, height: 800 },
  });
  await logInAsAdmin(page);
  token = (await page.evaluate(() => window.localStorage.getItem('REALTY_ADMIN_TOKEN'))) ?? '';
  expect(token).toBeTruthy();
});

test.afterAll(async () => {
  await removeMade(page.request, auth(), [
    ['home-assets', made.asset],
    ['developers', made.developer],
  ]);
  await page?.close();
});

test('a toast stays below the header, whose controls stay clickable, in both directions', async () => {
  for (const locale of ['en', 'ar'] as const) {
    // Logging in greets with a toast on home, where the header is.
    await logOut(page);
    // The first round ends by switching to Arabic: the second logs in in Arabic.
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await page.locator('#login-email').fill(ADMIN_EMAIL);
    await page.locator('#login-password').fill(ADMIN_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    const greeting = page
      .locator('.toast')
      .filter({ hasText: locale === 'en' ? 'Logged in successfully' : 'تم تسجيل الدخول بنجاح' })
      // The newest: an earlier login's greeting may still be on its way out.
      .last();
    await expect(greeting).toBeVisible();
    // Held while measured (a toast pauses under the pointer), so a slow machine cannot lose it.
    await greeting.hover();
    await expect(page.locator('.navbar__user')).toBeVisible();
    await expect(greeting).toHaveAttribute('data-phase', 'entered');
    const toastBox = await boxOf(greeting);
    const header = await boxOf(page.locator('.navbar'));
    expect(intersects(toastBox, await boxOf(page.locator('.navbar__user')))).toBe(false);
    expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height);
    await page.screenshot({ path: `test-results/toast-below-header-${locale}.png` });
    // While the toast is shown, the switch takes the click (Playwright refuses a covered target).
    await switchLanguage(locale === 'en' ? 'ar' : 'en');
    await expect(greeting).toBeVisible();
    token = (await page.evaluate(() => window.localStorage.getItem('REALTY_ADMIN_TOKEN'))) ?? '';
  }
});

test('the received-days filter writes days as the language does', async () => {
  await page.goto('/contact-forms?filter[from]=2026-03-01');
  for (const locale of ['en', 'ar'] as const) {
    if (locale === 'ar') await switchLanguage('ar');
    await page
      .getByRole('button', { name: locale === 'en' ? /^Filters/ : /^عوامل التصفية/ })
      .click();
    const from = page.getByLabel(locale === 'en' ? 'Received from' : 'مستلم من تاريخ');
    const until = page.getByLabel(locale === 'en' ? 'Received until' : 'مستلم حتى تاريخ');
    await expect(until).toHaveAttribute(
      'placeholder',
      locale === 'en' ? 'mm/dd/yyyy' : 'يوم/شهر/سنة',
    );
    // The day as the interface writes its other dates (day first in Arabic, with its digits).
    const expected = await page.evaluate(
      (language) =>
        new Intl.DateTimeFormat(language, {
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
        }).format(new Date(2026, 2, 1)),
      locale,
    );
    // Intl marks the direction around the slashes; the field holds the day itself.
    await expect(from).toHaveValue(expected.replace(/\u200f/g, ''));
    if (locale === 'ar') {
      // An Arabic keyboard's digits are read as the same day.
      await until.fill('٣١/٠٣/٢٠٢٦');
      await until.press('Enter');
      await expect(page).toHaveURL(/filter%5Bto%5D=2026-03-31|filter\[to\]=2026-03-31/);
      await expect(until).toHaveValue('31/03/2026');
    }
    await page.screenshot({ path: `test-results/date-filter-${locale}.png` });
    await page.keyboard.press('Escape');
  }
  await switchLanguage('en');
});

test('English typed into the Arabic list keeps its punctuation at its end', async () => {
  const created = await page.request.post('/api/admin/developers', {
    headers: auth(),
    data: developerInput({ slug: `hello-${run}`, name: { en: `Hello ${run}!`, ar: '' } }),
  });
  expect(created.status(), await created.text()).toBe(201);
  made.developer = ((await created.json()) as { data: { id: number } }).data.id;

  await page.goto(`/developers?search=${run}`);
  await switchLanguage('ar');
  const link = page.getByRole('link', { name: `Hello ${run}!`, exact: true });
  await expect(link).toBeVisible();
  // Where the "H" and the "!" are drawn: in English order, the "!" is to the right of the "H".
  const [first, last] = await link.evaluate((element) => {
    const text = [...element.querySelectorAll('*'), element]
      .flatMap((node) => [...node.childNodes])
      .find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.includes('!'))!;
    const at = (index: number) => {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect().x;
    };
    return [at(0), at(text.textContent!.length - 1)];
  });
  expect(last).toBeGreaterThan(first);
  await link.screenshot({ path: 'test-results/bidi-name-ar.png' });
  await switchLanguage('en');
});

test("a scheduled asset's badge stays clear of its title, in both directions", async () => {
  const jpeg = await sharp({
    create: { width: 320, height: 140, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  const uploaded = await page.request.post('/api/admin/media', {
    headers: auth(),
    multipart: { file: { name: `badge-${run}.jpg`, mimeType: 'image/jpeg', buffer: jpeg } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const media = ((await uploaded.json()) as { data: { id: number } }).data.id;
  const title = `Autumn launch with a long title ${run}`;
  const asset = await page.request.post('/api/admin/home-assets', {
    headers: auth(),
    data: {
      section: 'banner',
      type: 'image',
      title: { en: title, ar: `إطلاق الخريف بعنوان طويل ${run}` },
      subtitle: { en: '', ar: '' },
      alt: { en: '', ar: '' },
      cta_label: { en: '', ar: '' },
      cta_url: null,
      is_active: true,
      starts_at: '2099-01-01T00:00:00Z',
      ends_at: null,
      media_id: media,
      mobile_media_id: null,
      poster_id: null,
    },
  });
  expect(asset.status(), await asset.text()).toBe(201);
  made.asset = ((await asset.json()) as { data: { id: number } }).data.id;

  for (const locale of ['en', 'ar'] as const) {
    await page.goto('/home-page/assets?section=banner');
    if (locale === 'ar') await switchLanguage('ar');
    const name = locale === 'en' ? title : `إطلاق الخريف بعنوان طويل ${run}`;
    const tile = page.getByRole('listitem', { name });
    const badge = tile.locator('.home-asset__state');
    await expect(badge).toHaveText(locale === 'en' ? 'Scheduled' : 'مجدول');
    const titleBox = await boxOf(tile.locator('.home-asset__name'));
    expect(intersects(await boxOf(badge), titleBox)).toBe(false);
    await tile.screenshot({ path: `test-results/asset-badge-${locale}.png` });
    if (locale === 'ar') await switchLanguage('en');
  }
});

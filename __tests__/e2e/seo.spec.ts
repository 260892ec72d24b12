/**
 * SEO metadata as an administrator edits it: the /meta list of the website's fixed pages, the home page's
 * English and Arabic titles with the live previews (the Arabic one right to left), an Open Graph image,
 * saving, reloading, reading it back from the public API, and the same screens in the Arabic interface.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { logInAsAdmin } from './session';

test.describe.configure({ mode: 'serial' });

const RESULTS = path.resolve(__dirname, '../../test-results');
const SHOTS = '/tmp';
const arabicTitle = 'شقق وفلل فاخرة على الخارطة في دبي';
const englishTitle = 'Luxury Off-Plan Apartments & Villas in Dubai';
const englishDescription =
  'Explore off-plan and ready homes from trusted Gulf developers, with flexible payment plans.';

let page: Page;
const pageErrors: string[] = [];

async function shot(name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `seo-${name}.png`), fullPage: true });
}

async function switchLanguage(to: 'ar' | 'en') {
  await page.getByRole('button', { name: to === 'ar' ? 'العربية' : 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', to === 'ar' ? 'rtl' : 'ltr');
}

const searchPreview = () => page.locator('.seo-search');
const socialPreview = () => page.locator('.seo-card');

test.beforeAll(async ({ browser }, testInfo) => {
  page = await browser.newPage({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 1440, height: 900 },
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await logInAsAdmin(page);
});

test.afterAll(async () => {
  await page?.close();
});

test('1. /meta lists the fixed pages, flagging what a fresh page lacks', async () => {
  await page.goto('/meta');
  await expect(page.getByRole('heading', { level: 1, name: 'SEO Page Metadata' })).toBeVisible();
  const rows = page.locator('table.seo-list tbody tr');
  await expect(rows).toHaveCount(11);
  const home = rows.filter({ has: page.getByRole('rowheader', { name: /^Home/ }) });
  await expect(home).toContainText('Title missing');
  await expect(home).toContainText('Description missing');
  await expect(page.getByRole('button', { name: /add|new|delete/i })).toHaveCount(0);
  await shot('list-en');
  await home.getByRole('link', { name: 'Edit Home' }).click();
  await expect(page).toHaveURL(/\/meta\/home$/);
});

test('2. the Arabic title previews right to left, live, with the social image', async () => {
  await expect(page.getByRole('heading', { name: 'SEO metadata: Home' })).toBeVisible();
  await page.getByLabel('Title (English)', { exact: true }).fill(englishTitle);
  await expect(page.getByText(`${englishTitle.length} / 60 characters`)).toBeVisible();
  await page.getByLabel('Description (English)', { exact: true }).fill(englishDescription);
  await expect(searchPreview()).toContainText(englishTitle);
  await expect(searchPreview()).toHaveCSS('direction', 'ltr');

  const image = path.join(RESULTS, 'seo-og.jpg');
  fs.mkdirSync(RESULTS, { recursive: true });
  await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#1f6f8b' } })
    .jpeg()
    .toFile(image);
  await page.locator('input[type=file]#og_image').setInputFiles(image);
  await expect(socialPreview().locator('img')).toBeVisible();

  await page.getByRole('tab', { name: 'العربية' }).click();
  const arabic = page.getByLabel('Title (Arabic)', { exact: true });
  await expect(arabic).toHaveCSS('direction', 'rtl');
  // Empty Arabic falls back to English, as the public API does.
  await expect(searchPreview()).toContainText(englishTitle);
  await arabic.fill(arabicTitle);
  await expect(searchPreview()).toContainText(arabicTitle);
  await expect(searchPreview()).toHaveAttribute('dir', 'rtl');
  await expect(searchPreview()).toHaveCSS('direction', 'rtl');
  await expect(socialPreview()).toHaveCSS('direction', 'rtl');
  await expect(socialPreview()).toContainText(arabicTitle);
  await shot('edit-en-ui-arabic-tab');
});

test('3. saving keeps it: after a reload the Arabic title is still there', async () => {
  // An SEO page is always public: the save is its draft, which Publish puts on the website
  // (docs/product.md#publishing).
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Draft saved' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish…' }).click();
  await page
    .getByRole('dialog', { name: 'Publish to the website' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'Published' })).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'العربية' }).click();
  await expect(page.getByLabel('Title (Arabic)', { exact: true })).toHaveValue(arabicTitle);
  await expect(page.getByLabel('Title (English)', { exact: true })).toHaveValue(englishTitle);
  await expect(socialPreview().locator('img')).toBeVisible();
});

test('4. the public API serves the Arabic metadata, with the image and robots flags', async () => {
  const response = await page.request.get('/api/public/meta/home?locale=ar');
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: Record<string, unknown> };
  expect(data).toMatchObject({
    page: 'home',
    locale: 'ar',
    title: arabicTitle,
    // No Arabic description yet: English is the fallback.
    description: englishDescription,
    og_title: arabicTitle,
    robots: 'index, follow',
  });
  expect(data.og_image_url).toMatch(/^\/media\//);
  const english = (await (await page.request.get('/api/public/meta/home')).json()) as {
    data: { title: string };
  };
  expect(english.data.title).toBe(englishTitle);
});

test('5. in the Arabic interface the list and the editor read right to left', async () => {
  await page.goto('/meta');
  await switchLanguage('ar');
  await expect(page.getByRole('heading', { level: 1, name: 'بيانات SEO للصفحات' })).toBeVisible();
  const home = page.locator('table.seo-list tbody tr').first();
  await expect(home).toContainText('الرئيسية');
  await expect(home).toContainText(arabicTitle);
  await expect(home).toContainText('العربية ناقصة'); // the description has no Arabic yet
  await shot('list-ar');

  await home.getByRole('link', { name: 'الرئيسية', exact: true }).click();
  // The Arabic interface opens the Arabic tab and its previews.
  await expect(page.getByLabel('العنوان (بالعربية)', { exact: true })).toHaveValue(arabicTitle);
  await expect(searchPreview()).toHaveCSS('direction', 'rtl');
  await expect(page.getByLabel('الرابط الأساسي (Canonical)', { exact: true })).toHaveCSS(
    'direction',
    'ltr',
  );
  await shot('edit-ar');

  // An unknown page is the app's 404 page.
  await page.goto('/meta/blog');
  await expect(page.getByText('الصفحة غير موجودة', { exact: false })).toBeVisible();
  await switchLanguage('en');
  await expect(page.getByText('Page Not Found!')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

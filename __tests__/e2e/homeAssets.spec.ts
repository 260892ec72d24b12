/**
 * The home page assets an administrator manages: two hero images uploaded by drag and drop's file chooser,
 * their order swapped by dragging one tile onto the other, the order kept after a reload and served by the
 * public API, texts edited in the drawer in both languages, and the Arabic (RTL) grid and drawer.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { logInAsAdmin } from './session';

test.describe.configure({ mode: 'serial' });

const RESULTS = path.resolve(__dirname, '../../test-results');
const FIXTURES = path.join(RESULTS, 'home-assets-fixtures');
const run = Date.now().toString(36);
const first = `dunes-${run}`;
const second = `skyline-${run}`;

async function imageFile(name: string, colour: { r: number; g: number; b: number }) {
  fs.mkdirSync(FIXTURES, { recursive: true });
  const file = path.join(FIXTURES, `${name}.jpg`);
  await sharp({ create: { width: 320, height: 140, channels: 3, background: colour } })
    .jpeg()
    .toFile(file);
  return file;
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const heroGrid = (page: Page, name = 'Hero assets') => page.getByRole('list', { name });
const tileNames = (grid: Locator) =>
  grid.getByRole('listitem').evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')));

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `/tmp/assets-${name}.png`, fullPage: true });
}

interface PublicAsset {
  id: number;
  section: string;
  title: string;
  cta_label: string;
  media: { name: string; original_url: string } | null;
}
async function publicHero(page: Page, locale: 'en' | 'ar') {
  const response = await page.request.get(`/api/public/home-assets?locale=${locale}`);
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: PublicAsset[] };
  return data.filter((asset) => asset.section === 'hero');
}

let page: Page;
const pageErrors: string[] = [];

test.beforeAll(async ({ browser }, testInfo) => {
  page = await browser.newPage({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 1366, height: 860 },
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await logInAsAdmin(page);
});

test.afterAll(async () => {
  await page?.close();
});

test('1. two hero images are uploaded, each becoming an asset', async () => {
  await page.goto('/home-page/assets');
  await expect(page.getByRole('heading', { level: 1, name: 'Home page assets' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Hero', selected: true })).toBeVisible();
  const input = page.locator('input[type=file][aria-label="Add images or videos to Hero"]');
  // One at a time, so the creation order (and with it the starting order) is known.
  for (const [index, [name, colour]] of (
    [
      [first, { r: 210, g: 160, b: 80 }],
      [second, { r: 40, g: 90, b: 200 }],
    ] as const
  ).entries()) {
    await input.setInputFiles(await imageFile(name, colour));
    await expect(heroGrid(page).getByRole('listitem')).toHaveCount(index + 1);
  }
  await expect(toast(page, 'Data has been uploaded successfully').first()).toBeVisible();
  expect(await tileNames(heroGrid(page))).toEqual([first, second]);
  await expect(
    heroGrid(page).getByRole('listitem', { name: first }).getByRole('img', { name: first }),
  ).toHaveAttribute('src', /\/media\/.+\.preview\.webp$/);
});

test('2. dragging the second tile onto the first swaps them, saved at once', async () => {
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/admin/home-assets/reorder') && response.ok(),
  );
  const grid = heroGrid(page);
  await grid
    .getByRole('listitem', { name: second })
    .locator('.home-asset__thumb')
    .dragTo(grid.getByRole('listitem', { name: first }));
  await saved;
  await expect.poll(() => tileNames(grid)).toEqual([second, first]);
  await shot(page, 'grid-en');

  await page.reload();
  await expect(heroGrid(page).getByRole('listitem')).toHaveCount(2);
  expect(await tileNames(heroGrid(page))).toEqual([second, first]);
});

test('3. the public API serves them in that order', async () => {
  const hero = await publicHero(page, 'en');
  expect(hero.map((asset) => asset.media?.name)).toEqual([second, first]);
  const image = await page.request.get(hero[0]!.media!.original_url);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/jpeg');
});

test('4. the drawer edits the texts in both languages', async () => {
  await heroGrid(page)
    .getByRole('button', { name: `Edit ${second}` })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Edit asset' });
  await expect(drawer).toBeVisible();
  await drawer.getByLabel('Title (English)', { exact: true }).fill('Skyline views');
  await drawer.getByLabel('Title (Arabic)', { exact: true }).fill('إطلالات على الأفق');
  await drawer.getByLabel('Button label (English)', { exact: true }).fill('Explore');
  await drawer.getByLabel('Button label (Arabic)', { exact: true }).fill('استكشف');
  await drawer.getByLabel('Button link', { exact: true }).fill('https://example.com/projects');
  // The drawer opens from the right in English.
  const box = (await drawer.boundingBox())!;
  expect(box.x + box.width).toBeGreaterThan(1366 - 5);
  await shot(page, 'drawer-en');
  // The asset is active (published): the save is its draft, which the drawer's bar then publishes
  // (docs/product.md#publishing).
  await drawer.getByRole('button', { name: 'Save draft' }).click();
  await expect(toast(page, 'Draft saved')).toBeVisible();
  await drawer.getByRole('button', { name: 'Publish…' }).click();
  await page
    .getByRole('dialog', { name: 'Publish to the website' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  await expect(toast(page, 'Published')).toBeVisible();
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  await expect(drawer).toBeHidden();
  await expect(heroGrid(page).getByRole('listitem', { name: 'Skyline views' })).toBeVisible();

  expect((await publicHero(page, 'ar')).map((asset) => asset.title)).toEqual([
    'إطلالات على الأفق',
    '',
  ]);
  expect((await publicHero(page, 'en'))[0]).toMatchObject({
    title: 'Skyline views',
    cta_label: 'Explore',
  });
});

test('5. in Arabic the grid and the drawer turn right to left', async () => {
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('heading', { level: 1, name: 'عناصر الصفحة الرئيسية' }),
  ).toBeVisible();
  const grid = heroGrid(page, 'عناصر الواجهة');
  await expect(grid.getByRole('listitem')).toHaveCount(2);
  expect(await tileNames(grid)).toEqual(['إطلالات على الأفق', first]);
  // Mirrored: the first tile sits to the right of the second.
  const [a, b] = await grid
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().x));
  expect(a!).toBeGreaterThan(b!);

  await page.getByRole('button', { name: 'معاينة الواجهة' }).click();
  await expect(page.locator('.home-assets__carousel')).toBeVisible();
  await expect(page.locator('.home-assets__carousel .slick-slide.slick-active')).toContainText(
    'إطلالات على الأفق',
  );
  // The carousel's track reaches far to the left in RTL; nothing of it may widen the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1366);
  await shot(page, 'grid-ar');

  await grid.getByRole('button', { name: 'تعديل إطلالات على الأفق' }).click();
  const drawer = page.getByRole('dialog', { name: 'تعديل العنصر' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByLabel('العنوان (بالعربية)', { exact: true })).toHaveValue(
    'إطلالات على الأفق',
  );
  await expect(drawer.getByLabel('العنوان (بالعربية)', { exact: true })).toHaveCSS(
    'direction',
    'rtl',
  );
  await expect(drawer.getByLabel('رابط الزر', { exact: true })).toHaveCSS('direction', 'ltr');
  // From the left: the end side in Arabic.
  expect((await drawer.boundingBox())!.x).toBeLessThan(5);
  await shot(page, 'drawer-ar');
  await drawer.getByRole('button', { name: 'إلغاء', exact: true }).click();
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: 'English' }).click();
  expect(pageErrors).toEqual([]);
});

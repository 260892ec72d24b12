/**
 * The content flow an administrator goes through in the real UI: a developer with its logo, a project under
 * it with a bilingual text, a three-picture gallery and a 60/40 payment plan; reordering the gallery; finding
 * the project by its Arabic name; reading it back from the public API in both languages; the Arabic (RTL)
 * screens; and deleting it. The steps build on each other, so they run in order on one logged-in page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { pickOption } from './select';
import { logInAsAdmin } from './session';

test.describe.configure({ mode: 'serial' });

// ---------------------------------------------------------------------------------------------- helpers

const RESULTS = path.resolve(__dirname, '../../test-results');
const FIXTURES = path.join(RESULTS, 'content-fixtures');
const run = Date.now().toString(36); // names unique per run, should a database ever be reused

const developer = { en: `Skyline Developments ${run}`, ar: `سكاي لاين للتطوير ${run}` };
const project = {
  en: `Palm Residences ${run}`,
  ar: `مساكن النخيل ${run}`,
  arSearch: 'مساكن النخ', // part of the Arabic name, as an admin would type it
  cityEn: 'Dubai',
  cityAr: 'دبي',
};
const slugOf = (english: string) => english.toLowerCase().replace(/\s+/g, '-');

/** A small solid-colour image written with sharp (a real PNG/JPEG, since the server re-encodes uploads). */
async function imageFile(name: string, colour: { r: number; g: number; b: number }) {
  fs.mkdirSync(FIXTURES, { recursive: true });
  const file = path.join(FIXTURES, name);
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: colour } });
  await (name.endsWith('.png') ? image.png() : image.jpeg()).toFile(file);
  return file;
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** The (hidden) file input of a MediaUpload field: Form.Item gives it the field's name as its id. */
const fileInput = (page: Page, fieldId: string) => page.locator(`input[type=file]#${fieldId}`);

/** The uploaded tiles of a MediaUpload field (each <li> is labelled with the file's display name). */
const tilesOf = (page: Page, fieldId: string) =>
  page
    .locator('.ant-form-item')
    .filter({ has: page.locator(`#${fieldId}`) })
    .locator('li.media-tile');

const tileNames = async (tiles: Locator) =>
  tiles.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));

/** Opens an antd Select by its label and picks `option` from the dropdown. */
async function choose(page: Page, label: string, option: string) {
  await pickOption(page, page.getByLabel(label, { exact: true }), option);
}

async function token(page: Page) {
  const value = await page.evaluate(() => window.localStorage.getItem('REALTY_ADMIN_TOKEN'));
  expect(value).toBeTruthy();
  return value!;
}

interface Named {
  name: string;
  preview_url: string | null;
}
interface AdminProject {
  id: number;
  slug: string;
  gallery: Named[];
  payment_plan_label: string;
  [key: string]: unknown;
}
interface PublicProject {
  slug: string;
  name: string;
  city: string;
  gallery: Named[];
  payment_plan_label: string;
}

async function adminProject(page: Page, id: number): Promise<AdminProject> {
  const response = await page.request.get(`/api/admin/projects/${id}`, {
    headers: { Authorization: `Bearer ${await token(page)}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: AdminProject }).data;
}

/** A project's admin input (POST/PUT body) from its record: the same fields, without its media. */
const READ_ONLY = [
  'id',
  'developer',
  'payment_plan_label',
  'sort_order',
  'created_at',
  'updated_at',
  'version',
  'publication',
];
const MEDIA = ['cover', 'gallery', 'floor_plans', 'brochure'];
function mediaFreeInput(record: AdminProject) {
  const fields = Object.entries(record).filter(([key]) => ![...READ_ONLY, ...MEDIA].includes(key));
  return {
    ...Object.fromEntries(fields),
    cover_id: null,
    gallery_ids: [],
    floor_plan_ids: [],
    brochure_id: null,
  };
}

async function publicProjects(request: APIRequestContext, locale: 'en' | 'ar') {
  const response = await request.get(`/api/public/projects?locale=${locale}&per_page=100`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: PublicProject[] }).data;
}

async function switchLanguage(page: Page, to: 'ar' | 'en') {
  await page.getByRole('button', { name: to === 'ar' ? 'العربية' : 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', to === 'ar' ? 'rtl' : 'ltr');
}

/** A full-page screenshot from the top (the fixed sidebar and navbar would otherwise land mid-page). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(RESULTS, `content-${name}.png`), fullPage: true });
}

// ------------------------------------------------------------------------------------------------ state

let page: Page;
let projectId = 0;
let galleryOrder: string[] = []; // display names, as the form shows them after the reorder
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

// ------------------------------------------------------------------------------------------------ steps

test('1. a developer is added with its logo', async () => {
  const logo = await imageFile('skyline-logo.png', { r: 20, g: 90, b: 200 });

  await page.goto('/developers');
  await page.getByRole('link', { name: 'New developer' }).click();
  await expect(page).toHaveURL(/\/developers\/add$/);
  await page.getByLabel('Name (English)').fill(developer.en);
  await expect(page.getByLabel('Slug (web address)')).toHaveValue(slugOf(developer.en));
  await page.getByLabel('Name (Arabic)').fill(developer.ar);

  await fileInput(page, 'logo').setInputFiles(logo);
  await expect(tilesOf(page, 'logo')).toHaveCount(1);
  await expect(tilesOf(page, 'logo').locator('img')).toHaveAttribute('src', /^\/media\//);

  const published = page.getByRole('switch', { name: 'Published' });
  if ((await published.getAttribute('aria-checked')) !== 'true') await published.click();
  await expect(published).toHaveAttribute('aria-checked', 'true');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Data has been added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/developers$/);
  const row = page.getByRole('row').filter({ hasText: developer.en });
  await expect(row).toBeVisible();
  await expect(row.locator('img')).toHaveAttribute('src', /^\/media\//);
  await expect(row.getByText('Published')).toBeVisible();
});

test('2. a project is added under it with a three-picture gallery and a 60/40 plan', async () => {
  const gallery = [
    await imageFile('gallery-red.png', { r: 220, g: 40, b: 40 }),
    await imageFile('gallery-green.jpg', { r: 40, g: 180, b: 60 }),
    await imageFile('gallery-blue.png', { r: 40, g: 60, b: 220 }),
  ];
  const cover = await imageFile('palm-cover.jpg', { r: 240, g: 200, b: 60 });

  await page.goto('/projects');
  await page.getByRole('link', { name: 'New project' }).click();
  await expect(page).toHaveURL(/\/projects\/add$/);

  await page.getByLabel('Name (English)').fill(project.en);
  await page.getByLabel('Name (Arabic)').fill(project.ar);
  await expect(page.getByLabel('Slug (web address)')).toHaveValue(slugOf(project.en));

  // The developer select searches the server as the admin types.
  const searched = page.waitForRequest((request) =>
    /\/api\/admin\/developers\?.*search=Skyline/.test(request.url()),
  );
  await page.getByLabel('Developer', { exact: true }).click();
  await page.getByLabel('Developer', { exact: true }).pressSequentially('Skyline');
  await searched;
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: developer.en })
    .click();
  await expect(page.getByRole('link', { name: 'Open this developer' })).toBeVisible();

  await page.getByLabel('City (English)').fill(project.cityEn);
  await page.getByLabel('City (Arabic)').fill(project.cityAr);

  await choose(page, 'Construction status', 'Under construction');
  await page.getByRole('checkbox', { name: 'Apartment' }).check();
  await page.getByRole('checkbox', { name: 'Villa' }).check();

  await page.getByRole('button', { name: 'Add milestone' }).click();
  await page.getByRole('button', { name: 'Add milestone' }).click();
  await page.getByLabel('Milestone 1 (English)').fill('On booking');
  await page.getByLabel('Milestone 1 (Arabic)').fill('عند الحجز');
  await page.getByLabel('Milestone 1 percent').fill('60');
  await page.getByLabel('Milestone 2 (English)').fill('On handover');
  await page.getByLabel('Milestone 2 (Arabic)').fill('عند التسليم');
  await page.getByLabel('Milestone 2 percent').fill('40');
  await expect(page.getByText('Total: 100%')).toBeVisible();
  await expect(page.getByText('Plan: 60/40')).toBeVisible();
  // The total and the label sit apart, not run together as "Total: 100%Plan: 60/40".
  await expect(page.locator('.payment-plan__summary')).toHaveCSS('display', 'flex');

  await fileInput(page, 'cover').setInputFiles(cover);
  await expect(tilesOf(page, 'cover')).toHaveCount(1);
  // Three pictures chosen at once, as the file chooser allows.
  await fileInput(page, 'gallery').setInputFiles(gallery);
  await expect(tilesOf(page, 'gallery').locator('img')).toHaveCount(3);
  await expect(page.locator('progress')).toHaveCount(0);
  // The uploaders' native inputs stay hidden behind their drop zones (no stray "Choose File" buttons).
  for (const field of ['cover', 'brochure', 'gallery', 'floor_plans'])
    await expect(fileInput(page, field)).toBeHidden();

  await expect(page.getByRole('switch', { name: 'Published' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Data has been added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/projects$/);
  const row = page.getByRole('row').filter({ hasText: project.en });
  await expect(row).toBeVisible();
  await expect(row).toContainText(developer.en);
  await expect(row).toContainText('Under construction');
  await expect(row.locator('img')).toHaveAttribute('src', /^\/media\//);
  await shot(page, 'projects-list-en');
});

test('3. the gallery is reordered, by drag and drop and by the move buttons, and stays so', async () => {
  await page
    .getByRole('row')
    .filter({ hasText: project.en })
    .getByRole('link', { name: project.en, exact: true })
    .click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  projectId = Number(/\/projects\/(\d+)$/.exec(page.url())![1]);
  const tiles = tilesOf(page, 'gallery');
  await expect(tiles).toHaveCount(3);
  const [a, b, c] = (await tileNames(tiles)) as [string, string, string];
  expect((await adminProject(page, projectId)).gallery.map((m) => m.name)).toEqual([a, b, c]);
  await expect(page.getByText('Plan: 60/40')).toBeVisible();

  // Drag the last picture onto the first: c, a, b.
  await tiles.nth(2).dragTo(tiles.nth(0));
  await expect.poll(() => tileNames(tiles)).toEqual([c, a, b]);
  // Then with the keyboard-reachable buttons: a goes after b → c, b, a.
  await page.getByRole('button', { name: `Move ${a} later` }).click();
  galleryOrder = [c, b, a];
  await expect.poll(() => tileNames(tiles)).toEqual(galleryOrder);
  await shot(page, 'project-form-en');

  // The project is published: the save is its draft, and Publish puts it on the website
  // (docs/product.md#publishing).
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(toast(page, 'Draft saved')).toBeVisible();
  await page.getByRole('button', { name: 'Publish…' }).click();
  await page
    .getByRole('dialog', { name: 'Publish to the website' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  await expect(toast(page, 'Published')).toBeVisible();

  await page.reload();
  await expect(tiles).toHaveCount(3);
  expect(await tileNames(tiles)).toEqual(galleryOrder);
  const saved = await adminProject(page, projectId);
  expect(saved.gallery.map((m) => m.name)).toEqual(galleryOrder);
  expect(saved.payment_plan_label).toBe('60/40');
  // The pictures on the page are the saved ones, in the saved order.
  const srcs = await tiles
    .locator('img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
  expect(srcs).toEqual(saved.gallery.map((m) => m.preview_url));
});

test('4. the projects list finds it by an Arabic search term and keeps the search in the URL', async () => {
  // A second project, added through the API, shows that the search really filters.
  const record = await adminProject(page, projectId);
  const decoy = {
    ...mediaFreeInput(record),
    slug: `marina-heights-${run}`,
    name: { en: `Marina Heights ${run}`, ar: `مرتفعات المارينا ${run}` },
  };
  const created = await page.request.post('/api/admin/projects', {
    headers: { Authorization: `Bearer ${await token(page)}` },
    data: decoy,
  });
  expect(created.status(), await created.text()).toBe(201);
  const decoyId = ((await created.json()) as { data: { id: number } }).data.id;

  await page.goto('/projects');
  await expect(page.getByRole('row').filter({ hasText: decoy.name.en })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search…' }).fill(project.arSearch);
  await expect(page).toHaveURL(/[?&]search=/);
  expect(new URL(page.url()).searchParams.get('search')).toBe(project.arSearch);
  await expect(page.getByRole('row').filter({ hasText: project.en })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: decoy.name.en })).toHaveCount(0);

  // The search survives a reload (it lives in the URL).
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search…' })).toHaveValue(project.arSearch);
  await expect(page.getByRole('row').filter({ hasText: project.en })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: decoy.name.en })).toHaveCount(0);

  const removed = await page.request.delete(`/api/admin/projects/${decoyId}`, {
    headers: { Authorization: `Bearer ${await token(page)}` },
  });
  expect(removed.ok()).toBe(true);
});

test('5. the public API serves it in Arabic and in English, gallery in the saved order', async () => {
  const slug = slugOf(project.en);
  const arabic = (await publicProjects(page.request, 'ar')).find((item) => item.slug === slug);
  expect(arabic).toMatchObject({
    name: project.ar,
    city: project.cityAr,
    payment_plan_label: '60/40',
  });
  expect(arabic!.gallery.map((m) => m.name)).toEqual(galleryOrder);

  const english = (await publicProjects(page.request, 'en')).find((item) => item.slug === slug);
  expect(english).toMatchObject({ name: project.en, city: project.cityEn });
  expect(english!.gallery.map((m) => m.name)).toEqual(galleryOrder);
});

test('6. in Arabic the list and the form turn right to left', async () => {
  await page.goto('/projects');
  await switchLanguage(page, 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'المشاريع' })).toBeVisible();
  for (const heading of ['الاسم', 'المطوّر', 'البناء', 'الحالة', 'الإجراءات'])
    await expect(page.getByRole('columnheader', { name: heading, exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: project.ar });
  await expect(row).toBeVisible();
  await expect(row).toContainText(developer.ar);
  await expect(row).toContainText('قيد الإنشاء');
  await expect(page.getByRole('link', { name: 'مشروع جديد' })).toBeVisible();
  // Mirrored: the table's first column (selection) sits on the right, the search box right of the actions.
  const table = await page.locator('.ant-table').boundingBox();
  const firstCell = await page.locator('.ant-table-thead th').first().boundingBox();
  expect(firstCell!.x + firstCell!.width).toBeGreaterThan(table!.x + table!.width - 80);
  // The city filter is one filter among the others in the Filters popover, not a full-width line.
  await page.getByRole('button', { name: /^عوامل التصفية/ }).click();
  expect((await page.getByRole('textbox', { name: 'المدينة' }).boundingBox())!.width).toBeLessThan(
    400,
  );
  await page.keyboard.press('Escape');
  const search = await page.getByRole('searchbox').boundingBox();
  const newButton = await page.getByRole('link', { name: 'مشروع جديد' }).boundingBox();
  expect(search!.x).toBeGreaterThan(newButton!.x);
  await shot(page, 'projects-list-ar');

  await row.getByRole('link', { name: project.ar, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'تعديل المشروع' })).toBeVisible();
  await expect(page.getByLabel('الاسم (بالعربية)')).toHaveValue(project.ar);
  // Left-to-right fields stay left to right in the Arabic interface (English texts, slugs, URLs, numbers).
  await expect(page.getByLabel('الاسم (بالعربية)')).toHaveCSS('direction', 'rtl');
  for (const label of [
    'الاسم (بالإنجليزية)',
    'المعرّف في الرابط (slug)',
    'رابط الفيديو',
    'خط العرض',
  ])
    await expect(page.getByLabel(label, { exact: true })).toHaveCSS('direction', 'ltr');
  await expect(page.getByText('الخطة: 60/40')).toBeVisible();
  await expect(tilesOf(page, 'gallery')).toHaveCount(3);
  await shot(page, 'project-form-ar');

  await switchLanguage(page, 'en');
});

test('7. it is deleted after the confirmation, from the list and from the public API', async () => {
  await page.goto('/projects');
  const row = page.getByRole('row').filter({ hasText: project.en });
  await row.getByRole('button', { name: `Delete ${project.en}` }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'DELETE, Are you sure?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("You won't be able to revert this!");
  await dialog.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(toast(page, 'Data has been deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);

  const slug = slugOf(project.en);
  for (const locale of ['en', 'ar'] as const)
    expect((await publicProjects(page.request, locale)).some((item) => item.slug === slug)).toBe(
      false,
    );
  expect(
    (
      await page.request.get(`/api/admin/projects/${projectId}`, {
        headers: { Authorization: `Bearer ${await token(page)}` },
      })
    ).status(),
  ).toBe(404);
  expect(pageErrors).toEqual([]);
});

/**
 * The SEO title's rules as an editor meets them, in the Arabic interface: saving a page without its English
 * title is refused with a message in Arabic (nothing reaches the server), the counter follows the title as
 * it is typed and warns past the recommended 60 characters, and a long title still saves
 * (docs/product.md#seo-page). Then the same refusal in English. Writes the `about` page's title only.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { logInAsAdmin } from './session';

test.describe.configure({ mode: 'serial' });

const SHOTS = '/tmp';
let page: Page;
const pageErrors: string[] = [];
const seoWrites: string[] = [];

async function shot(name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `seo-title-${name}.png`), fullPage: true });
}

async function switchLanguage(to: 'ar' | 'en') {
  await page.getByRole('button', { name: to === 'ar' ? 'العربية' : 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', to === 'ar' ? 'rtl' : 'ltr');
}

/** The English title's counter, under its field. */
const titleCounter = () => page.locator('#title_en_extra');

test.beforeAll(async ({ browser }, testInfo) => {
  page = await browser.newPage({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 1440, height: 900 },
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('request', (request) => {
    // An SEO page is always public: the form's save is its draft (docs/product.md#publishing).
    if (/\/api\/admin\/meta\/about(\/draft)?$/.test(request.url()) && request.method() !== 'GET')
      seoWrites.push(request.method());
  });
  await logInAsAdmin(page);
});

test.afterAll(async () => {
  await page?.close();
});

test('1. in Arabic: no English title, no save, and the message says so in Arabic', async () => {
  await page.goto('/meta');
  await switchLanguage('ar');
  await page.goto('/meta/about');
  // The Arabic interface opens the Arabic tab; the English title is empty on a fresh page.
  await expect(page.getByLabel('العنوان (بالعربية)', { exact: true })).toBeVisible();
  await page.getByLabel('العنوان (بالعربية)', { exact: true }).fill('من نحن');
  await page.getByRole('button', { name: 'حفظ' }).click();
  // The form opens the English tab, where the problem is.
  await expect(page.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
  const english = page.getByLabel('العنوان (بالإنجليزية)', { exact: true });
  await expect(english).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('أدخل العنوان بالإنجليزية: لا تُحفظ الصفحة من دونه')).toBeVisible();
  await shot('required-ar');
  expect(seoWrites).toEqual([]);
});

test('2. in Arabic: the counter follows the title as typed, warning past 60, and a long title saves', async () => {
  const english = page.getByLabel('العنوان (بالإنجليزية)', { exact: true });
  const title = 'About Our Dubai Property Advisors and Their Work'; // 48 characters
  await english.pressSequentially(title.slice(0, 10));
  await expect(titleCounter().getByText('10 / 60 حرفًا', { exact: true })).toBeVisible();
  await english.pressSequentially(title.slice(10));
  const counter = titleCounter().getByText('48 / 60 حرفًا', { exact: true });
  await expect(counter).toBeVisible();
  await expect(counter).not.toHaveClass(/seo-counter--over/);
  await expect(page.getByText('أدخل العنوان بالإنجليزية: لا تُحفظ الصفحة من دونه')).toHaveCount(0);
  await shot('counter-ar');

  await english.pressSequentially(' Across the Gulf States Today'); // 77 characters
  const over = titleCounter().getByText('77 / 60 حرفًا — أطول من الموصى به', {
    exact: true,
  });
  await expect(over).toBeVisible();
  await expect(over).toHaveClass(/seo-counter--over/);
  await shot('counter-over-ar');

  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'تم حفظ المسودة' })).toBeVisible();
  expect(seoWrites).toEqual(['PUT']);
  // The draft goes on the website when published (the publish dialog's own flow is in seo.spec).
  const token = await page.evaluate(() => window.localStorage.getItem('REALTY_ADMIN_TOKEN'));
  const published = await page.request.post('/api/admin/meta/about/publish', {
    headers: { Authorization: `Bearer ${token}` },
    data: {},
  });
  expect(published.status(), await published.text()).toBe(200);
  const saved = (await (await page.request.get('/api/public/meta/about')).json()) as {
    data: { title: string };
  };
  expect(saved.data.title).toBe(`${title} Across the Gulf States Today`);
});

test('3. in English: clearing the title is refused the same way, in English', async () => {
  await switchLanguage('en');
  await page.reload();
  const english = page.getByLabel('Title (English)', { exact: true });
  await expect(english).toHaveValue(/^About Our Dubai/);
  await english.fill('');
  await expect(titleCounter().getByText('0 / 60 characters', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Enter the English title: a page is saved only with it'),
  ).toBeVisible();
  await shot('required-en');
  expect(seoWrites).toEqual(['PUT']);
  // Leave the page as saved: the reload drops the cleared title.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  expect(pageErrors).toEqual([]);
});

test('4. the website gets the intake messages in Arabic when it asks', async () => {
  const refused = await page.request.post('/api/public/forms/contact', {
    headers: { 'accept-language': 'ar-SA,ar;q=0.9', 'content-type': 'application/json' },
    data: { name: '', email: 'sara@example.com', fill_ms: 12_000 },
  });
  expect(refused.status()).toBe(422);
  expect(refused.headers()['content-language']).toBe('ar');
  expect(refused.headers().vary).toContain('Accept-Language');
  expect(await refused.json()).toEqual({
    message: 'البيانات المرسلة غير صالحة.',
    errors: { name: ['حقل الاسم مطلوب'] },
  });
  const english = await page.request.post('/api/public/forms/contact?locale=en', {
    headers: { 'accept-language': 'ar', 'content-type': 'application/json' },
    data: { name: '', email: 'sara@example.com', fill_ms: 12_000 },
  });
  expect((await english.json()).errors).toEqual({ name: ['Name is Required'] });
});

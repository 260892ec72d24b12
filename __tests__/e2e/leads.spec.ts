/**
 * The leads flow against the real server: the website posts one lead of each kind to the public API, the
 * administrator sees the badges rise, opens a lead (its badge falls), changes its status, adds a note,
 * exports the filtered list and checks the file (Arabic intact); then the same screens in Arabic (RTL).
 * The steps build on each other, so they run in order on one logged-in page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInAsAdmin } from './session';
import { developerInput, projectInput } from '../support/contentInputs';

test.describe.configure({ mode: 'serial' });

const RESULTS = path.resolve(__dirname, '../../test-results');
const run = Date.now().toString(36);

const contactLead = {
  name: `ليلى حداد ${run}`,
  email: `layla.${run}@example.com`,
  phone: '+971501234567',
  subject: 'استفسار عن مكتب دبي',
  message: 'أرغب في زيارة المكتب يوم السبت، وشكرًا.',
  locale: 'ar',
  consent: true,
  fill_ms: 5200,
};

let page: Page;
let token = '';
let contactReference = '';

const toast = (text: string) => page.getByRole('alert').filter({ hasText: text });
const menu = () => page.getByRole('navigation', { name: /^(Main menu|القائمة الرئيسية)$/ });
/** A dropdown's title row in the sidebar (its badge sums its entries'). */
const group = (title: string) => menu().locator('.ant-menu-submenu-title', { hasText: title });
const entry = (title: string) => menu().locator('li.ant-menu-item', { hasText: title });
const badgeOf = (item: Locator) => item.locator('.menu-badge');

async function shot(name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(RESULTS, `leads-${name}.png`), fullPage: true });
}

async function switchLanguage(to: 'ar' | 'en') {
  await page.getByRole('button', { name: to === 'ar' ? 'العربية' : 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', to === 'ar' ? 'rtl' : 'ltr');
}

async function adminPost(url: string, data: unknown) {
  const response = await page.request.post(url, {
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** What the company's website does: a JSON post with its own Idempotency-Key. */
async function submit(kind: string, body: object, key = `${kind}-${run}`) {
  const response = await page.request.post(`/api/public/forms/${kind}`, {
    headers: { 'Idempotency-Key': key },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { reference: string } }).data.reference;
}

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1366, height: 860 }, acceptDownloads: true });
  await logInAsAdmin(page);
  token = (await page.evaluate(() => window.localStorage.getItem('REALTY_ADMIN_TOKEN'))) ?? '';
  expect(token).toBeTruthy();
});

test.afterAll(async () => {
  await page.close();
});

test('1. the website posts one lead of each kind, and the badges rise', async () => {
  const developerId = await adminPost(
    '/api/admin/developers',
    developerInput({
      slug: `gulf-dev-${run}`,
      name: { en: `Gulf Developments ${run}`, ar: `الخليج للتطوير ${run}` },
    }),
  );
  const projectId = await adminPost(
    '/api/admin/projects',
    projectInput(developerId, {
      slug: `creek-views-${run}`,
      name: { en: `Creek Views ${run}`, ar: `إطلالات الخور ${run}` },
    }),
  );

  // A fresh database: no unread leads, no badges.
  await expect(group('FORMS')).toBeVisible();
  await expect(badgeOf(group('FORMS'))).toHaveCount(0);

  contactReference = await submit('contact', contactLead);
  expect(contactReference).toMatch(/^CON-\d{4}-\d{6}$/);
  // A retry of the same submission (same key, same body) is the same lead.
  expect(await submit('contact', contactLead)).toBe(contactReference);
  await submit('project', {
    name: `Huda Saleh ${run}`,
    email: `huda.${run}@example.com`,
    project_id: projectId,
    bedrooms: 2,
    budget: 1_800_000,
    purpose: 'investment',
    fill_ms: 4100,
  });
  await submit('consulting', {
    name: `Omar Khalid ${run}`,
    email: `omar.${run}@example.com`,
    service: 'golden_visa',
    country_of_residence: 'India',
    fill_ms: 6000,
  });
  await submit('sale', {
    name: `Sara Ahmed ${run}`,
    email: `sara.${run}@example.com`,
    property_type: 'villa',
    city: 'Dubai',
    community: 'Arabian Ranches',
    bedrooms: 4,
    asking_price: 5_250_000,
    currency: 'AED',
    fill_ms: 3500,
  });

  // The badges are polled; a reload shows them without waiting for the next poll.
  await page.reload();
  await expect(badgeOf(group('FORMS'))).toHaveText('2');
  await expect(badgeOf(group('SERVICES'))).toHaveText('2');
  const unread = page.getByRole('list', { name: 'Unread leads' });
  await expect(unread.getByRole('link', { name: /^1 unread Contact lead$/ })).toBeVisible();
  await expect(unread.getByRole('link', { name: /^1 unread Sale lead$/ })).toBeVisible();
  const latest = page.getByRole('region', { name: 'Latest leads' });
  await expect(latest.getByRole('link')).toHaveCount(4);
  await shot('dashboard-en');
});

test('2. opening a lead marks it read (the badge falls); its status and notes are kept', async () => {
  await page
    .getByRole('list', { name: 'Unread leads' })
    .getByRole('link', { name: /unread Contact/ })
    .click();
  await expect(page).toHaveURL(/\/contact-forms\?filter\[read\]=false$/);
  // The filter is set, in the Filters popover, which counts it.
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('radio', { name: 'Unread' })).toBeChecked();
  await page.keyboard.press('Escape');
  const row = page.getByRole('row').filter({ hasText: contactReference });
  await expect(row).toHaveClass(/resource-list__row--strong/);
  await expect(badgeOf(entry('Contact Forms'))).toHaveText('1');
  await shot('list-en');

  await row.getByRole('link', { name: contactReference }).click();
  await expect(page.getByRole('heading', { level: 1, name: contactLead.name })).toBeVisible();
  await expect(badgeOf(entry('Contact Forms'))).toHaveCount(0);
  await expect(badgeOf(group('FORMS'))).toHaveText('1');
  await expect(page.getByText(contactLead.message)).toBeVisible();

  await page.getByLabel('Status', { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Contacted' })
    .click();
  await expect(toast('Data has been updated successfully')).toBeVisible();

  const notes = page.getByRole('region', { name: 'Notes' });
  await notes
    .getByRole('textbox', { name: 'Add a note about this lead' })
    .fill('اتصلت بها، موعد السبت');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByText('اتصلت بها، موعد السبت')).toBeVisible();
  await expect(notes.getByRole('listitem')).toHaveCount(1);

  // All of it is saved: a reload shows the same.
  await page.reload();
  await expect(page.getByLabel('Status', { exact: true })).toBeVisible();
  await expect(page.locator('.lead-page__status .ant-select')).toContainText('Contacted');
  await expect(notes.getByText('اتصلت بها، موعد السبت')).toBeVisible();
  await shot('lead-en');
});

test('3. the filtered list exports exactly its rows, Arabic intact; a lead is marked unread again', async () => {
  await page.goto('/contact-forms?filter[status]=contacted');
  await expect(page.getByRole('row').filter({ hasText: contactReference })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const file = path.join(RESULTS, `leads-export-${run}.csv`);
  await download.saveAs(file);
  const text = fs.readFileSync(file, 'utf8');
  // A byte order mark, so spreadsheets read the UTF-8 (and the Arabic) correctly.
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toContain(contactReference);
  expect(text).toContain(contactLead.name);
  expect(text).toContain(contactLead.message);
  const lines = text.trim().split(/\r?\n/);
  expect(lines).toHaveLength(2); // the header and the one contacted lead

  // The status filter shows in the filter control and survives a reload.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: contactReference });
  await expect(row).toBeVisible();

  // Opened too soon: marked unread again from the list, it turns bold and its badge comes back.
  await expect(row).not.toHaveClass(/resource-list__row--strong/);
  await row.getByRole('checkbox', { name: `Select ${contactLead.name}` }).check();
  await page.getByRole('button', { name: 'Mark 1 lead' }).click();
  await page.getByRole('menuitem', { name: 'As unread' }).click();
  await expect(toast('Data has been updated successfully')).toBeVisible();
  await expect(row).toHaveClass(/resource-list__row--strong/);
  await expect(badgeOf(entry('Contact Forms'))).toHaveText('1');
});

test('4. in Arabic the dashboard, a list and a lead turn right to left', async () => {
  await page.goto('/');
  await switchLanguage('ar');
  await expect(page.getByRole('heading', { name: 'الطلبات غير المقروءة' })).toBeVisible();
  await expect(page.getByRole('img', { name: /خلال آخر ٣٠ يومًا|خلال آخر 30 يومًا/ })).toBeVisible();
  await shot('dashboard-ar');

  await page.goto('/sale-forms');
  await expect(page.getByRole('heading', { level: 1, name: 'نماذج البيع' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `Sara Ahmed ${run}` });
  await expect(row.getByText('فيلا')).toBeVisible();
  await expect(row.getByText('جديد')).toBeVisible();
  // The sidebar is on the right in RTL.
  const sidebar = await page.locator('.sidebar-sider').boundingBox();
  expect((sidebar?.x ?? 0) + (sidebar?.width ?? 0)).toBeCloseTo(1366, 0);
  await shot('list-ar');

  await row.getByRole('link', { name: /SAL-/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Sara Ahmed ${run}` })).toBeVisible();
  await expect(page.getByText('نوع العقار')).toBeVisible();
  await expect(badgeOf(group('الخدمات'))).toHaveText('1');
  // Latin technical text (the browser's user agent) stays left to right in the Arabic interface.
  const userAgent = page.locator('.lead-page__ltr');
  await expect(userAgent).toHaveCSS('direction', 'ltr');
  await userAgent.screenshot({ path: path.join(RESULTS, 'leads-user-agent-ar.png') });
  await shot('lead-ar');
  await switchLanguage('en');
});

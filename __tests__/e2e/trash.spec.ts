/**
 * The Trash against the real server (docs/product.md#trash): a project and a lead deleted in the app are found
 * in the Trash and restored, and are back in their lists exactly as they were; then the screen in Arabic
 * (RTL) and at 390×844. The steps build on each other, so they run in order on one logged-in page.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { logInAsAdmin, switchLanguage } from './session';
import { developerInput, projectInput } from '../support/contentInputs';

test.describe.configure({ mode: 'serial' });

const RESULTS = path.resolve(__dirname, '../../test-results');
const run = Date.now().toString(36);
const project = { en: `Trash Harbour ${run}`, ar: `مرفأ المحذوفات ${run}` };
const leadName = `Rania Trash ${run}`;

let page: Page;
let token = '';
let projectId = 0;
let leadId = 0;
let projectBefore: unknown;
let leadBefore: unknown;

const toast = (text: string) => page.getByRole('alert').filter({ hasText: text });
const trashRow = (text: string) =>
  page.locator('.ant-table-tbody .ant-table-row').filter({ hasText: text });

async function shot(name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(RESULTS, `trash-${name}.png`), fullPage: true });
}

async function api(method: 'GET' | 'POST' | 'DELETE', url: string, data?: unknown) {
  const response = await page.request.fetch(`/api/admin${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { data: { id: number } & Record<string, unknown> };
}

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1366, height: 860 } });
  await logInAsAdmin(page);
  token = (await page.evaluate(() => window.localStorage.getItem('REALTY_ADMIN_TOKEN'))) ?? '';
  expect(token).toBeTruthy();
  const developer = await api('POST', '/developers', developerInput());
  projectId = (
    await api(
      'POST',
      '/projects',
      projectInput(developer.data.id, {
        name: project,
        slug: `trash-harbour-${run}`,
        is_published: true,
      }),
    )
  ).data.id;
  const lead = await page.request.post('/api/public/forms/contact', {
    data: {
      name: leadName,
      email: `rania.${run}@example.com`,
      phone: '+971501112233',
      subject: 'Office visit',
      message: 'Please call me.',
      consent: true,
      fill_ms: 5200,
    },
  });
  expect(lead.status(), await lead.text()).toBe(201);
  const reference = ((await lead.json()) as { data: { reference: string } }).data.reference;
  const found = await api('GET', `/forms/contact?search=${encodeURIComponent(reference)}`);
  leadId = (found.data as unknown as { id: number }[])[0]!.id;
  // Read already, so opening its page in step 1 changes nothing: what is restored is compared whole.
  const read = await page.request.patch(`/api/admin/forms/contact/${leadId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { read: true },
  });
  expect(read.ok()).toBe(true);
  projectBefore = (await api('GET', `/projects/${projectId}`)).data;
  leadBefore = (await api('GET', `/forms/contact/${leadId}`)).data;
});

test.afterAll(async () => {
  await page.close();
});

test('1. a project and a lead deleted in the app say they went to the Trash', async () => {
  await page.goto(`/projects?search=${encodeURIComponent(project.en)}`);
  const row = page.getByRole('row').filter({ hasText: project.en });
  await row.getByRole('button', { name: `Delete ${project.en}` }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'DELETE, Are you sure?' });
  await dialog.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(toast('Data has been deleted successfully')).toBeVisible();
  await expect(toast('It is in the Trash now')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto(`/contact-forms/${leadId}`);
  await expect(page.getByText(leadName).first()).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'DELETE, Are you sure?' })
    .getByRole('button', { name: 'Yes, delete it!' })
    .click();
  await expect(toast('It is in the Trash now').first()).toBeVisible();
  await page.goto(`/contact-forms?search=${encodeURIComponent(leadName)}`);
  await expect(page.getByRole('row').filter({ hasText: leadName })).toHaveCount(0);
});

test('2. the super-admin finds both in the Trash and restores them, back in their lists as they were', async () => {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .locator('li.ant-menu-item', { hasText: 'Trash' })
    .click();
  await expect(page).toHaveURL(/\/trash$/);
  await expect(page.getByRole('heading', { name: 'Trash' })).toBeVisible();
  await expect(trashRow(project.en)).toContainText('Project');
  await expect(trashRow(project.en)).toContainText('by ');
  await expect(trashRow(leadName)).toContainText('Contact lead');
  await shot('en');

  await trashRow(project.en).getByRole('button', { name: `Restore ${project.en}` }).click();
  await expect(toast('Data has been restored successfully')).toBeVisible();
  await expect(trashRow(project.en)).toHaveCount(0);
  await trashRow(leadName).getByRole('button', { name: `Restore ${leadName}` }).click();
  await expect(trashRow(leadName)).toHaveCount(0);

  await page.goto(`/projects?search=${encodeURIComponent(project.en)}`);
  await expect(page.getByRole('row').filter({ hasText: project.en })).toHaveCount(1);
  await page.goto(`/contact-forms?search=${encodeURIComponent(leadName)}`);
  await expect(page.getByRole('row').filter({ hasText: leadName })).toHaveCount(1);
  expect((await api('GET', `/projects/${projectId}`)).data).toEqual(projectBefore);
  expect((await api('GET', `/forms/contact/${leadId}`)).data).toEqual(leadBefore);
  const published = await page.request.get(`/api/public/projects/trash-harbour-${run}`);
  expect(published.status()).toBe(200);
});

test('3. in Arabic, right to left', async () => {
  await api('DELETE', `/projects/${projectId}`);
  await page.goto('/trash');
  await switchLanguage(page, 'ar');
  await expect(page.getByRole('heading', { name: 'سلة المحذوفات' })).toBeVisible();
  const row = trashRow(project.ar);
  await expect(row).toContainText('مشروع');
  await expect(page.locator('.ant-table')).toHaveCSS('direction', 'rtl');
  await shot('ar');
  await row.getByRole('button', { name: `استعادة ${project.ar}` }).click();
  await expect(toast('تمت استعادة البيانات بنجاح')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await api('GET', `/projects/${projectId}`)).data).toEqual(projectBefore);
  await switchLanguage(page, 'en');
});

test('4. at 390×844 the list fits and restores', async () => {
  await api('DELETE', `/forms/contact/${leadId}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/trash');
  const row = trashRow(leadName);
  await expect(row).toBeVisible();
  // The page itself never scrolls sideways; a wide table scrolls inside its own box.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await shot('mobile');
  await row.getByRole('button', { name: `Restore ${leadName}` }).click();
  await expect(toast('Data has been restored successfully')).toBeVisible();
  expect((await api('GET', `/forms/contact/${leadId}`)).data).toEqual(leadBefore);
});

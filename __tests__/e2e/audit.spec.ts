/**
 * The audit log in the real UI (docs/product.md#history-panel, docs/product.md#audit-log-screen): the
 * super-admin renames a project, opens its History and sees the change; opens /audit, filters by record
 * type and sees the row; and the same screens in Arabic, right to left.
 */
import { expect, test, type Page } from '@playwright/test';
import { developerInput, projectInput } from '../support/contentInputs';
import { logInAsAdmin } from './session';

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const before = `Audit Towers ${run}`;
const after = `Audit Towers Renamed ${run}`;

let page: Page;
let projectId: number;

async function token() {
  const value = await page.evaluate(() => window.localStorage.getItem('REALTY_ADMIN_TOKEN'));
  expect(value).toBeTruthy();
  return value!;
}

async function create<T extends { id: number }>(url: string, data: unknown): Promise<T> {
  const response = await page.request.post(url, {
    headers: { Authorization: `Bearer ${await token()}` },
    data,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: T }).data;
}

test.beforeAll(async ({ browser }, testInfo) => {
  page = await browser.newPage({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 1440, height: 900 },
  });
  await logInAsAdmin(page);
  const developer = await create('/api/admin/developers', developerInput());
  const project = await create(
    '/api/admin/projects',
    // Unpublished, so Save writes the record itself and the History shows an update, not a draft.
    projectInput(developer.id, { name: { en: before, ar: 'أبراج التدقيق' }, is_published: false }),
  );
  projectId = project.id;
});

test.afterAll(async () => {
  await page.close();
});

test('1. the History panel of an edited project shows the change', async () => {
  await page.goto(`/projects/${projectId}`);
  const name = page.getByLabel('Name (English)');
  await expect(name).toHaveValue(before);
  await name.fill(after);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Data has been updated successfully' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('list', { name: 'History' });
  const latest = history.getByRole('listitem').first();
  await expect(latest).toContainText('Updated');
  await expect(latest).toContainText(`Name: ${before} | أبراج التدقيق → ${after} | أبراج التدقيق`);
  await expect(history).toContainText('Created');
});

test('2. the Audit log lists the change, filtered by record type in the URL', async () => {
  await page.goto('/');
  await page.getByRole('menuitem', { name: 'Audit Log' }).click();
  await expect(page).toHaveURL(/\/audit$/);
  await page.getByRole('combobox', { name: 'Record type' }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^Project$/ })
    .click();
  await expect(page).toHaveURL(/\/audit\?entity=project$/);
  const row = page.getByRole('row').filter({ hasText: after });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Updated');
  await expect(row).toContainText(`#${projectId}`);
  // Only projects are listed.
  await expect(page.getByRole('row').filter({ hasText: 'Signed in' })).toHaveCount(0);
});

test('3. in Arabic, right to left', async () => {
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'سجل التدقيق' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: after });
  await expect(row).toContainText('تعديل');
  await expect(row).toContainText('مشروع');
  // Each value is isolated, so the English name keeps its own direction inside the right-to-left page.
  await expect(row.locator('bdi', { hasText: after }).first()).toBeVisible();

  await page.goto(`/projects/${projectId}`);
  await page.getByRole('button', { name: 'السجل' }).click();
  const history = page.getByRole('list', { name: 'سجل التغييرات' });
  await expect(history.getByRole('listitem').first()).toContainText('تعديل');
  await expect(history).toContainText('←');
  await expect(page.locator('.ant-drawer-left')).toBeVisible();
});

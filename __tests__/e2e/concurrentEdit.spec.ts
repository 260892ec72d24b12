/**
 * Two people editing the same project at once (docs/product.md#editing-together), each in a browser context
 * of their own: the first saves, the second's save opens the merge dialog instead of erasing the first's
 * work, and what is saved in the end holds both. Once in English on wide screens, once in Arabic with the
 * second person on a 390×844 phone.
 */
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { developerInput, projectInput } from '../support/contentInputs';
import { logInAsAdmin, switchLanguage } from './session';

// Two people each log in and open the whole project form: more than one flow's minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

const RESULTS = path.resolve(__dirname, '../../test-results');
const run = Date.now().toString(36);

interface AdminProject {
  name: { en: string; ar: string };
  summary: { en: string; ar: string };
  version: number;
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(RESULTS, `concurrent-edit-${name}.png`) });
}

/** A logged-in page in a context of its own (its own storage: another person, another browser). */
async function person(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await logInAsAdmin(page);
  return page;
}

const tokenOf = async (page: Page) =>
  (await page.evaluate(() => window.localStorage.getItem('REALTY_ADMIN_TOKEN'))) ?? '';

async function adminProject(page: Page, id: number): Promise<AdminProject> {
  const response = await page.request.get(`/api/admin/projects/${id}`, {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: AdminProject }).data;
}

async function newProject(page: Page, name: { en: string; ar: string }): Promise<number> {
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  const developer = await page.request.post('/api/admin/developers', {
    headers,
    data: developerInput(),
  });
  expect(developer.status(), await developer.text()).toBe(201);
  const developerId = ((await developer.json()) as { data: { id: number } }).data.id;
  const project = await page.request.post('/api/admin/projects', {
    headers,
    // Not published: its saves are direct writes (a published record's go to its draft, whose merge the
    // client suites check), so each save here moves the record's version as the counts below expect.
    data: projectInput(developerId, {
      name,
      summary: { en: 'Sea views', ar: 'إطلالات بحرية' },
      is_published: false,
    }),
  });
  expect(project.status(), await project.text()).toBe(201);
  return ((await project.json()) as { data: { id: number } }).data.id;
}

/** Opens the project's form and waits for it to hold the record. */
async function openForm(page: Page, id: number, englishName: string, nameLabel: string) {
  await page.goto(`/projects/${id}`);
  await expect(page.getByLabel(nameLabel, { exact: true })).toHaveValue(englishName);
}

test('two people in English: the second save merges instead of erasing the first', async ({
  browser,
}) => {
  const name = { en: `Creek Vista ${run}`, ar: `إطلالة الخور ${run}` };
  const first = await person(browser, { width: 1366, height: 860 });
  const second = await person(browser, { width: 1366, height: 860 });
  const id = await newProject(first, name);
  await openForm(first, id, name.en, 'Name (English)');
  await openForm(second, id, name.en, 'Name (English)');

  // The first renames the project and saves.
  await first.getByLabel('Name (English)', { exact: true }).fill(`${name.en} Residences`);
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(
    first.getByRole('alert').filter({ hasText: 'Data has been updated successfully' }),
  ).toBeVisible();

  // The second, still on the version it opened, changes the English summary and saves.
  await second.getByLabel('Summary (English)', { exact: true }).fill('Sea views and a marina');
  await second.getByRole('button', { name: 'Save' }).click();
  const dialog = second.getByRole('dialog', { name: 'Someone else saved this record meanwhile' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radiogroup')).toHaveCount(2);
  const nameChoice = dialog.getByRole('radiogroup', { name: 'Name (English)' });
  await expect(
    nameChoice.getByRole('radio', { name: `Saved meanwhile: ${name.en} Residences` }),
  ).toBeChecked();
  await expect(
    dialog
      .getByRole('radiogroup', { name: 'Summary (English)' })
      .getByRole('radio', { name: 'Yours: Sea views and a marina' }),
  ).toBeChecked();
  await shot(second, 'en-dialog');

  await dialog.getByRole('button', { name: 'Save with these choices' }).click();
  await expect(
    second.getByRole('alert').filter({ hasText: 'Data has been updated successfully' }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(second.getByLabel('Name (English)', { exact: true })).toHaveValue(
    `${name.en} Residences`,
  );
  const saved = await adminProject(first, id);
  expect(saved.name.en).toBe(`${name.en} Residences`);
  expect(saved.summary.en).toBe('Sea views and a marina');
  expect(saved.version).toBe(3);
  await first.context().close();
  await second.context().close();
});

test('two people in Arabic, the second on a phone: going back keeps what was typed, then the merge', async ({
  browser,
}) => {
  const name = { en: `Palm Gate ${run}`, ar: `بوابة النخلة ${run}` };
  const first = await person(browser, { width: 1366, height: 860 });
  const second = await person(browser, { width: 390, height: 844 });
  await switchLanguage(first, 'ar');
  await switchLanguage(second, 'ar');
  const id = await newProject(first, name);
  await openForm(first, id, name.en, 'الاسم (بالإنجليزية)');
  await openForm(second, id, name.en, 'الاسم (بالإنجليزية)');

  // Both change the Arabic name.
  await first.getByLabel('الاسم (بالعربية)', { exact: true }).fill(`${name.ar} السكنية`);
  await first.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(
    first.getByRole('alert').filter({ hasText: 'تم تحديث البيانات بنجاح' }),
  ).toBeVisible();

  const mine = `${name.ar} الجديدة`;
  await second.getByLabel('الاسم (بالعربية)', { exact: true }).fill(mine);
  await second.getByRole('button', { name: 'حفظ', exact: true }).click();
  const dialog = second.getByRole('dialog', { name: 'حفظ شخص آخر هذا السجل في الأثناء' });
  await expect(dialog).toBeVisible();
  const arabic = dialog.getByRole('radiogroup', { name: 'الاسم (بالعربية)' });
  await expect(arabic.getByRole('radio', { name: `نسختك: ${mine}` })).toBeChecked();
  await expect(arabic.getByText(mine)).toHaveAttribute('dir', 'rtl');
  // The dialog fits the phone: nothing wider than the screen.
  const width = await dialog.evaluate((element) => element.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(390);
  await shot(second, 'ar-phone-dialog');

  // Back to the form: what was typed is still there, and nothing was saved.
  await dialog.getByRole('button', { name: 'عودة إلى تعديلاتي' }).click();
  await expect(dialog).toBeHidden();
  await expect(second.getByLabel('الاسم (بالعربية)', { exact: true })).toHaveValue(mine);
  expect((await adminProject(first, id)).name.ar).toBe(`${name.ar} السكنية`);

  // Saving again asks again; this time the saved name is taken.
  await second.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(dialog).toBeVisible();
  await arabic.getByRole('radio', { name: `المحفوظ في الأثناء: ${name.ar} السكنية` }).check();
  await shot(second, 'ar-phone-choice');
  await dialog.getByRole('button', { name: 'احفظ بهذه الاختيارات' }).click();
  await expect(
    second.getByRole('alert').filter({ hasText: 'تم تحديث البيانات بنجاح' }),
  ).toBeVisible();
  await expect(second.getByLabel('الاسم (بالعربية)', { exact: true })).toHaveValue(
    `${name.ar} السكنية`,
  );
  expect(await adminProject(first, id)).toMatchObject({
    name: { en: name.en, ar: `${name.ar} السكنية` },
    version: 3,
  });
  await first.context().close();
  await second.context().close();
});

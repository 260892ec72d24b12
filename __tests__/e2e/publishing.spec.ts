/**
 * Drafts and publishing in the real UI against the built server (docs/product.md#publishing): a published
 * project edited and saved as a draft leaves the website's text alone until Publish; a scheduled unpublish
 * shows on the bar; two versions compared and one restored as the draft. Once in Arabic (RTL) and once on a
 * 390×844 phone, with screenshots in test-results; in both, Publish with unsaved edits saves them first. Then the super-admin's undo of a bad edit that went live,
 * in English and in Arabic: the last good version restored and published again; and, in Arabic, a publish
 * scheduled from the bar that goes live on its own.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { developerInput, projectInput } from '../support/contentInputs';
import { logInAsAdmin, switchLanguage } from './session';

test.describe.configure({ timeout: 180_000 });

const RESULTS = path.resolve(__dirname, '../../test-results');
const run = Date.now().toString(36);

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(RESULTS, `publishing-${name}.png`), fullPage: false });
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

const tokenOf = async (page: Page) =>
  (await page.evaluate(() => window.localStorage.getItem('REALTY_ADMIN_TOKEN'))) ?? '';

/** A published project (with its developer) made through the API; its id and slug. */
async function newProject(page: Page, name: { en: string; ar: string }) {
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  const developer = await page.request.post('/api/admin/developers', {
    headers,
    data: developerInput(),
  });
  expect(developer.status(), await developer.text()).toBe(201);
  const developerId = ((await developer.json()) as { data: { id: number } }).data.id;
  const input = projectInput(developerId, {
    name,
    city: { en: 'Dubai', ar: 'دبي' },
    summary: { en: 'Sea views', ar: 'إطلالات بحرية' },
  });
  const project = await page.request.post('/api/admin/projects', { headers, data: input });
  expect(project.status(), await project.text()).toBe(201);
  return {
    id: ((await project.json()) as { data: { id: number } }).data.id,
    slug: input.slug,
    input,
  };
}

/** The project's English summary as the website's API serves it. */
async function publicSummary(page: Page, slug: string): Promise<string> {
  const response = await page.request.get(`/api/public/projects/${slug}?locale=en`);
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { summary: string } };
  return data.summary;
}

test('a draft stays off the website until published; schedule; versions compared and restored', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await logInAsAdmin(page);
  const { id, slug } = await newProject(page, {
    en: `Harbour Lights ${run}`,
    ar: `أضواء المرفأ ${run}`,
  });
  await page.goto(`/projects/${id}`);
  const bar = page.getByRole('region', { name: 'Publication' });
  // The first record page of a fresh server loads its chunks cold on a busy machine.
  await expect(bar.getByText('Published', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('switch', { name: 'Published' })).toHaveCount(0);

  // Save draft: the website still serves the old text.
  await page.getByLabel('Summary (English)', { exact: true }).fill('Sea views and a marina');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(toast(page, 'Draft saved')).toBeVisible();
  await expect(bar.getByText(/^Draft pending — saved by /)).toBeVisible();
  expect(await publicSummary(page, slug)).toBe('Sea views');
  await shot(page, 'en-draft');

  // The draft is what the form opens with.
  await page.reload();
  await expect(page.getByLabel('Summary (English)', { exact: true })).toHaveValue(
    'Sea views and a marina',
    { timeout: 30_000 },
  );

  // Publish: the website serves the new text.
  await bar.getByRole('button', { name: 'Publish…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish to the website' });
  await expect(dialog.getByRole('list', { name: 'Completeness' })).toContainText(
    'English: complete',
  );
  await shot(page, 'en-publish-dialog');
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(toast(page, 'Published')).toBeVisible();
  await expect(bar.getByText(/^Draft pending/)).toHaveCount(0);
  expect(await publicSummary(page, slug)).toBe('Sea views and a marina');

  // Schedule an unpublish: the bar says when.
  await bar.getByRole('button', { name: 'Schedule…' }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule publishing' });
  const at = schedule.getByLabel('Unpublish at');
  await at.click();
  await at.fill('2030-01-31 18:00');
  await at.press('Enter');
  await schedule.getByRole('button', { name: 'Save schedule' }).click();
  await expect(toast(page, 'Schedule saved')).toBeVisible();
  await expect(bar.getByText(/Unpublishes on/)).toContainText('2030');
  await shot(page, 'en-scheduled');

  // Versions: the one made on creation and the one just published, compared; the first restored.
  await page.getByRole('button', { name: /History/ }).click();
  await page.getByRole('tab', { name: 'Versions' }).click();
  const versions = page.getByRole('list', { name: 'Versions' });
  await expect(versions.getByRole('listitem')).toHaveCount(2);
  await versions.getByRole('checkbox', { name: 'Compare version 2' }).check();
  await versions.getByRole('checkbox', { name: 'Compare version 1' }).check();
  const compare = page.getByRole('region', { name: 'Comparing version 1 with version 2' });
  await expect(compare.getByRole('row', { name: /Summary \(English\)/ })).toContainText(
    'Sea viewsSea views and a marina',
  );
  await shot(page, 'en-versions');
  await versions
    .getByRole('listitem')
    .filter({ hasText: 'Version 1' })
    .getByRole('button', { name: 'Restore as draft' })
    .click();
  const restore = page.getByRole('dialog', { name: 'Restore version 1 as the draft?' });
  await restore.getByRole('button', { name: 'Restore as draft' }).click();
  await expect(toast(page, 'Version restored as a draft')).toBeVisible();
  await expect(bar.getByText(/^Draft pending/)).toBeVisible();
  await expect(page.getByLabel('Summary (English)', { exact: true })).toHaveValue('Sea views');
  // Restored as a draft only: the website keeps the published text.
  expect(await publicSummary(page, slug)).toBe('Sea views and a marina');

  // Publish with unsaved edits: they are saved to the draft first, and that is what goes live.
  await page.keyboard.press('Escape');
  await page
    .getByLabel('Summary (English)', { exact: true })
    .fill('Sea views, restored and edited');
  await bar.getByRole('button', { name: 'Publish…' }).click();
  await expect(dialog).toContainText('This page has unsaved changes');
  await dialog.getByRole('button', { name: 'Save and publish' }).click();
  await expect(toast(page, 'Published')).toBeVisible();
  await expect(bar.getByText(/^Draft pending/)).toHaveCount(0);
  expect(await publicSummary(page, slug)).toBe('Sea views, restored and edited');
});

test('in Arabic on a 390×844 phone: the bar wraps, and publishing warns of missing Arabic', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsAdmin(page);
  await switchLanguage(page, 'ar');
  const { id, slug } = await newProject(page, { en: `Dune Court ${run}`, ar: '' });
  await page.goto(`/projects/${id}`);
  const bar = page.getByRole('region', { name: 'النشر' });
  await expect(bar.getByText('منشور', { exact: true })).toBeVisible({ timeout: 30_000 });
  // Nothing wider than the phone.
  const width = await bar.evaluate((element) => element.getBoundingClientRect().right);
  expect(width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'ar-phone-bar');

  await page.getByLabel('الملخص (بالإنجليزية)', { exact: true }).fill('A quiet court');
  await page.getByRole('button', { name: 'حفظ المسودة' }).click();
  await expect(toast(page, 'تم حفظ المسودة')).toBeVisible();
  await bar.getByRole('button', { name: 'نشر…' }).click();
  const dialog = page.getByRole('dialog', { name: 'النشر على الموقع' });
  await expect(dialog).toContainText('النسخة العربية غير مكتملة');
  await expect(dialog.getByRole('list', { name: 'الاكتمال' })).toContainText('ينقصها');
  await shot(page, 'ar-phone-publish-dialog');
  await dialog.getByRole('button', { name: 'نشر', exact: true }).click();
  await expect(toast(page, 'تم النشر')).toBeVisible();
  await expect(bar.getByText(/^مسودة بانتظار النشر/)).toHaveCount(0);

  // An edit not yet saved, published from the bar: saved to the draft first, then live.
  await page.getByLabel('الملخص (بالإنجليزية)', { exact: true }).fill('A quiet court, by the sea');
  await bar.getByRole('button', { name: 'نشر…' }).click();
  await expect(dialog).toContainText('في هذه الصفحة تغييرات غير محفوظة');
  await shot(page, 'ar-phone-save-and-publish');
  await dialog.getByRole('button', { name: 'حفظ ونشر' }).click();
  await expect(toast(page, 'تم النشر').last()).toBeVisible();
  await expect(bar.getByText(/^مسودة بانتظار النشر/)).toHaveCount(0);
  expect(await publicSummary(page, slug)).toBe('A quiet court, by the sea');
});

/** What the super-admin's undo reads on screen, per language (the version by its Compare box). */
const UNDO_TEXT = {
  en: {
    bar: 'Publication',
    history: /History/,
    versions: 'Versions',
    restore: 'Restore as draft',
    restoreTitle: 'Restore version 1 as the draft?',
    restored: 'Version restored as a draft',
    publish: 'Publish…',
    publishTitle: 'Publish to the website',
    publishOk: 'Publish',
    published: 'Published',
    version: 'Compare version 1',
    summary: 'Summary (English)',
  },
  ar: {
    bar: 'النشر',
    history: /السجل/,
    versions: 'النسخ',
    restore: 'استعادة كمسودة',
    // Arabic may write the number in Arabic-Indic digits.
    restoreTitle: /استعادة النسخة [1١] كمسودة؟/,
    restored: 'تمت استعادة النسخة كمسودة',
    publish: 'نشر…',
    publishTitle: 'النشر على الموقع',
    publishOk: 'نشر',
    published: 'تم النشر',
    version: /^مقارنة النسخة [1١]$/,
    summary: 'الملخص (بالإنجليزية)',
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`[${language}] a bad edit that went live is undone by the super-admin: the good version restored and published`, async ({
    page,
  }) => {
    const text = UNDO_TEXT[language];
    await page.setViewportSize({ width: 1366, height: 900 });
    await logInAsAdmin(page);
    if (language === 'ar') await switchLanguage(page, 'ar');
    const { id, slug, input } = await newProject(page, {
      en: `Undo Point ${language} ${run}`,
      ar: `نقطة التراجع ${language} ${run}`,
    });
    // The bad edit, by API as a careless editor would make it: saved as a draft and published.
    const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
    const bad = { ...input, summary: { en: 'CLOSED — do not call', ar: 'مغلق' } };
    const draft = await page.request.put(`/api/admin/projects/${id}/draft`, { headers, data: bad });
    expect(draft.status(), await draft.text()).toBe(200);
    const published = await page.request.post(`/api/admin/projects/${id}/publish`, { headers });
    expect(published.status(), await published.text()).toBe(200);
    expect(await publicSummary(page, slug)).toBe('CLOSED — do not call');

    // The undo: History, Versions, the version before the edit restored as the draft, then Publish.
    await page.goto(`/projects/${id}`);
    const bar = page.getByRole('region', { name: text.bar });
    await expect(bar.getByRole('button', { name: text.publish })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: text.history }).click();
    await page.getByRole('tab', { name: text.versions }).click();
    const versions = page.getByRole('list', { name: text.versions });
    await expect(versions.getByRole('listitem')).toHaveCount(2);
    await versions
      .getByRole('listitem')
      .filter({ has: page.getByRole('checkbox', { name: text.version, exact: true }) })
      .getByRole('button', { name: text.restore })
      .click();
    const restore = page.getByRole('dialog', { name: text.restoreTitle });
    await restore.getByRole('button', { name: text.restore }).click();
    await expect(toast(page, text.restored)).toBeVisible();
    await expect(page.getByLabel(text.summary, { exact: true })).toHaveValue('Sea views');
    await shot(page, `${language}-undo-restored`);
    // Restored as a draft: the website still serves the bad text until the draft is published.
    expect(await publicSummary(page, slug)).toBe('CLOSED — do not call');

    // The History drawer closes over the page's own Escape; the bar is on the page behind it.
    await page.keyboard.press('Escape');
    await bar.getByRole('button', { name: text.publish }).click();
    const dialog = page.getByRole('dialog', { name: text.publishTitle });
    await dialog.getByRole('button', { name: text.publishOk, exact: true }).click();
    await expect(toast(page, text.published)).toBeVisible();
    expect(await publicSummary(page, slug)).toBe('Sea views');
    await shot(page, `${language}-undo-published`);
  });
}

test('[ar] a publish scheduled from the bar goes live on its own, within a minute of its time', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await logInAsAdmin(page);
  await switchLanguage(page, 'ar');
  const { id, slug, input } = await newProject(page, {
    en: `Timed Quay ${run}`,
    ar: `رصيف الموعد ${run}`,
  });
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  const draft = await page.request.put(`/api/admin/projects/${id}/draft`, {
    headers,
    data: { ...input, summary: { en: 'Opening this week', ar: 'الافتتاح هذا الأسبوع' } },
  });
  expect(draft.status(), await draft.text()).toBe(200);

  await page.goto(`/projects/${id}`);
  const bar = page.getByRole('region', { name: 'النشر' });
  await expect(bar.getByText(/^مسودة بانتظار النشر/)).toBeVisible({ timeout: 30_000 });
  // The first whole minute at least 70 s ahead, in the browser's own time zone, as the picker writes it.
  const at = await page.evaluate(() => {
    const when = new Date(Math.ceil((Date.now() + 70_000) / 60_000) * 60_000);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${when.getFullYear()}-${two(when.getMonth() + 1)}-${two(when.getDate())} ${two(when.getHours())}:${two(when.getMinutes())}`;
  });
  await bar.getByRole('button', { name: 'جدولة…' }).click();
  const schedule = page.getByRole('dialog', { name: 'جدولة النشر' });
  const publishAt = schedule.getByLabel('النشر في', { exact: true });
  await publishAt.click();
  await publishAt.fill(at);
  await publishAt.press('Enter');
  await schedule.getByRole('button', { name: 'حفظ الجدولة' }).click();
  await expect(toast(page, 'تم حفظ الجدولة')).toBeVisible();
  await expect(bar.getByText(/يُنشر في/)).toBeVisible();
  await shot(page, 'ar-scheduled-publish');
  expect(await publicSummary(page, slug)).toBe('Sea views');
  // The server keeps the minute picked, in UTC.
  const saved = await page.request.get(`/api/admin/projects/${id}`, { headers });
  const { publication } = (
    (await saved.json()) as { data: { publication: { publish_at: string } } }
  ).data;
  expect(Date.parse(publication.publish_at)).toBe(
    await page.evaluate((local) => new Date(local.replace(' ', 'T')).getTime(), at),
  );

  // The picker's minute is one to two minutes away: the clock is moved on by bringing the schedule to a few
  // seconds from now, as a colleague's API client may (the job's own timing is tested on both databases in
  // __tests__/server/publication). Nobody touches it then: the job, which looks every 15 s, publishes the
  // draft, once, for the website.
  const soon = await page.request.put(`/api/admin/projects/${id}/schedule`, {
    headers,
    data: { publish_at: new Date(Date.now() + 3_000).toISOString(), unpublish_at: null },
  });
  expect(soon.status(), await soon.text()).toBe(200);
  await expect
    .poll(() => publicSummary(page, slug), { timeout: 60_000, intervals: [2_000] })
    .toBe('Opening this week');
  await page.reload();
  await expect(bar.getByText('منشور', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(bar.getByText(/يُنشر في/)).toHaveCount(0);
  await expect(bar.getByText(/^مسودة بانتظار النشر/)).toHaveCount(0);
  await shot(page, 'ar-scheduled-published');
});

import { expect, test } from '@playwright/test';
import { developerInput } from '../support/contentInputs';
import { adminHeaders } from './accounts';
import { logInAsAdmin, switchLanguage } from './session';

test('a chunk that fails to load shows a loading error, is reported once, and Retry loads it', async ({
  page,
}) => {
  await logInAsAdmin(page);

  const chunkRequests: string[] = [];
  const reports: number[] = [];
  page.on('request', (request) => {
    if (/\/js\/not-found\./.test(request.url())) chunkRequests.push(request.url());
  });
  page.on('response', (response) => {
    if (response.url().endsWith('/api/admin/client-errors')) reports.push(response.status());
  });
  await page.route('**/js/not-found.*.js', (route) => route.abort());
  // A client-side navigation, as a menu click would make, to a route whose chunk is not loaded yet.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/nowhere');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });

  const alert = page.getByRole('alert').filter({ hasText: 'Loading error' });
  await expect(alert).toContainText('“not-found”');
  await expect(alert).toContainText('the file could not be downloaded');
  await expect.poll(() => reports).toEqual([201]);
  await page.waitForTimeout(500);
  expect(chunkRequests).toHaveLength(1);
  expect(reports).toEqual([201]);

  await page.unroute('**/js/not-found.*.js');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Page Not Found!')).toBeVisible();
});

test('a save the server answers with 500 opens the error dialog, in English and in Arabic', async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36);
  const headers = await adminHeaders(request);
  const created = await request.post('/api/admin/developers', {
    headers,
    data: developerInput({
      slug: `error-dialog-${run}`,
      // Unpublished, so Save writes the record itself (PUT), not a draft (docs/product.md#publishing).
      is_published: false,
      name: { en: `Error dialog developer ${run}`, ar: `مطور نافذة الخطأ ${run}` },
    }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  try {
    await logInAsAdmin(page);
    await page.route(`**/api/admin/developers/${id}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Server Error' }),
          })
        : route.fallback(),
    );
    const expected = {
      en: { title: 'Error', status: 'Status Code', ok: 'OK', save: 'Save' },
      ar: { title: 'خطأ', status: 'رمز الحالة', ok: 'حسنًا', save: 'حفظ' },
    } as const;
    for (const locale of ['en', 'ar'] as const) {
      if (locale === 'ar') await switchLanguage(page, 'ar');
      await page.goto(`/developers/${id}`);
      const texts = expected[locale];
      await page.getByRole('button', { name: texts.save, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('.ant-modal-title')).toHaveText(texts.title);
      await expect(dialog).toContainText(`${texts.status}`);
      await expect(dialog).toContainText('500');
      await expect(dialog).not.toContainText('errorDialog.');
      await page.screenshot({ path: test.info().outputPath(`error-dialog-${locale}.png`) });
      await dialog.getByRole('button', { name: texts.ok }).click();
      await expect(dialog).toBeHidden();
    }
  } finally {
    await switchLanguage(page, 'en').catch(() => undefined);
    expect((await request.delete(`/api/admin/developers/${id}`, { headers })).status()).toBe(200);
  }
});

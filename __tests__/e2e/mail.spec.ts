/**
 * The auto-acknowledgement and the mail queue against the real server: the super-admin edits the templates
 * (watching the preview), enables them, a lead posted to the public API gets its acknowledgement, seen as
 * sent in /mail-queue — then the same in Arabic, right to left. The templates are put back as they were
 * (disabled) and the leads removed, since other specs count leads.
 */
import { expect, test, type Page } from '@playwright/test';
import type { AutoAcknowledgement } from '../../src/shared/leads/acknowledgement/schemas';
import { adminHeaders } from './accounts';
import { logInAsAdmin } from './session';

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
let page: Page;
let original: AutoAcknowledgement;

const lead = (email: string, locale: 'en' | 'ar') => ({
  name: `Ack ${locale} ${run}`,
  email,
  phone: '+971 50 765 4321',
  subject: 'Viewing request',
  consent: true,
  locale,
  fill_ms: 5200,
});

test.beforeAll(async ({ browser, request }) => {
  const headers = await adminHeaders(request);
  original = (await (await request.get('/api/admin/auto-acknowledgement', { headers })).json())
    .data;
  page = await browser.newPage();
  await logInAsAdmin(page);
});

test.afterAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  const restored = await request.put('/api/admin/auto-acknowledgement', {
    headers,
    data: { ...original, enabled: false },
  });
  expect(restored.status()).toBe(200);
  const found = await request.get(`/api/admin/forms/contact?search=${run}`, { headers });
  for (const row of (await found.json()).data as { id: number }[])
    expect((await request.delete(`/api/admin/forms/contact/${row.id}`, { headers })).status()).toBe(
      200,
    );
  await page.close();
});

/** Reloads the queue until the message to `to` shows with `status`. */
async function expectInQueue(to: string, status: string, refresh: string) {
  await expect(async () => {
    await page.getByRole('button', { name: refresh }).click();
    await expect(page.getByRole('row', { name: new RegExp(to) })).toContainText(status, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 15_000 });
}

test('1. the super-admin edits the templates, with a preview, and enables them', async () => {
  await page.getByRole('menuitem', { name: 'Auto-Acknowledgement' }).click();
  await expect(page).toHaveURL(/\/auto-acknowledgement$/);
  const subject = page.getByLabel('Subject (English)');
  await subject.fill(`Welcome ${run}: {reference}`);
  const preview = page.getByRole('region', { name: 'Preview (English)' });
  await expect(preview).toContainText(`Welcome ${run}: PRJ-2026-000123`);
  await subject.fill('Welcome {nom}');
  await expect(page.getByText(/Unknown placeholder/)).toBeVisible();
  // A subject never repeats what a visitor typed.
  await subject.fill('Welcome {name}');
  await expect(page.getByText(/A subject cannot use \{name\}/)).toBeVisible();
  await subject.fill(`Welcome ${run}: {reference}`);
  await expect(page.getByText(/Unknown placeholder|A subject cannot use/)).toHaveCount(0);
  await page.getByRole('switch').click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The auto-acknowledgement has been saved.')).toBeVisible();
});

test('2. a lead from the website gets its acknowledgement, sent from the queue', async ({
  request,
}) => {
  const email = `ack.en.${run}@example.com`;
  const response = await request.post('/api/public/forms/contact', { data: lead(email, 'en') });
  expect(response.status(), await response.text()).toBe(201);
  await page.getByRole('menuitem', { name: 'Mail Queue' }).click();
  await expect(page).toHaveURL(/\/mail-queue$/);
  await expectInQueue(email, 'Sent', 'Refresh');
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText(`Welcome ${run}: CON-`);
});

test('3. in Arabic, right to left', async ({ request }) => {
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/auto-acknowledgement');
  const arabic = page.getByRole('region', { name: 'العربية', exact: true });
  await expect(arabic).toHaveAttribute('dir', 'rtl');
  await page.getByLabel('الموضوع (العربية)').fill(`أهلاً ${run}: {reference}`);
  await expect(page.getByRole('region', { name: 'المعاينة (العربية)' })).toContainText(
    `أهلاً ${run}: PRJ-2026-000123`,
  );
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByText('تم حفظ الرد التلقائي.')).toBeVisible();
  await page.screenshot({ path: '/tmp/mail-auto-ack-ar.png', fullPage: true });

  const email = `ack.ar.${run}@example.com`;
  const response = await request.post('/api/public/forms/contact', { data: lead(email, 'ar') });
  expect(response.status(), await response.text()).toBe(201);
  await page.goto('/mail-queue');
  await expectInQueue(email, 'مُرسلة', 'تحديث');
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText(
    `أهلاً ${run}: CON-`,
  );
  await page.screenshot({ path: '/tmp/mail-queue-ar.png', fullPage: true });
  // Back to English for the next specs on this browser's storage.
  await page.getByRole('button', { name: 'English' }).click();
});

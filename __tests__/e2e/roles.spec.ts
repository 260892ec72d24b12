/**
 * A role on the real server: an editor (made with `npm run user:create -- --role editor`) logs in, sees only
 * its screens and a home of content figures, its drafts and links instead of lead figures, is sent to the
 * not-authorized page from a lead list, and the API refuses it the leads with 403 — in English and in
 * Arabic, right to left, and on a phone.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { developerInput } from '../support/contentInputs';
import { logIn } from './session';
import { e2eServer } from './e2eEnv';

const run = Date.now().toString(36);
const EDITOR = { email: `editor-${run}@example.com`, password: 'editor-password-long-enough' };

test.beforeAll(() => {
  execFileSync(
    process.execPath,
    [
      require.resolve('tsx/cli'),
      'src/server/cli/userCreate.ts',
      ...['--email', EDITOR.email, '--name', 'Rana Editor', '--password', EDITOR.password],
      ...['--role', 'editor'],
    ],
    {
      cwd: path.resolve(__dirname, '../..'),
      env: { ...process.env, DATA_DIR: e2eServer().dataDir, DATABASE_URL: '' },
      stdio: 'pipe',
    },
  );
});

test('an editor sees its part of the panel, and the server refuses it the rest', async ({
  page,
}) => {
  await logIn(page, EDITOR.email, EDITOR.password);
  await expect(page.getByRole('heading', { name: 'Welcome, Rana Editor' })).toBeVisible();
  const shortcuts = page.getByRole('navigation', { name: 'Your screens' });
  await expect(shortcuts.getByRole('link', { name: 'SEO Page Metadata' })).toBeVisible();
  await expect(page.getByRole('menu').getByText('FORMS')).toHaveCount(0);

  const token = await page.evaluate(() => window.localStorage.getItem('REALTY_ADMIN_TOKEN'));
  const headers = { Authorization: `Bearer ${token}` };
  const leads = await page.request.get('/api/admin/forms/contact', { headers });
  expect(leads.status()).toBe(403);
  expect(await leads.json()).toEqual({ message: 'This action is unauthorized.' });

  // The editor's home: a draft it saves is among those to finish, one click from its form.
  const created = await page.request.post('/api/admin/developers', {
    headers,
    data: developerInput({
      slug: `draft-${run}`,
      name: { en: `Draft developer ${run}`, ar: `مطور مسودة ${run}` },
      is_published: false,
    }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const draft = ((await created.json()) as { data: { id: number } }).data.id;
  try {
    await page.reload();
    // Other flows of the lane add content meanwhile: the figures are whatever they are.
    await expect(page.getByRole('region', { name: 'Content' })).toContainText(
      /\d+ published projects?/,
    );
    const drafts = page.getByRole('region', { name: 'Drafts to finish' });
    await drafts.getByRole('link', { name: `Draft developer ${run}` }).click();
    await expect(page).toHaveURL(new RegExp(`/developers/${draft}$`));
    await page.goto('/');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(drafts.getByRole('link', { name: `Draft developer ${run}` })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.screenshot({
      path: path.resolve(__dirname, '../../test-results/roles-editor-home-phone.png'),
      fullPage: true,
    });
    await page.setViewportSize({ width: 1280, height: 720 });
  } finally {
    expect(
      (await page.request.delete(`/api/admin/developers/${draft}`, { headers })).status(),
    ).toBe(200);
  }

  await shortcuts.getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto('/contact-forms');
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
  await expect(page.getByText('You are not authorized')).toBeVisible();

  await page.goto('/');
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('navigation', { name: 'شاشاتك' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'مسودات لإكمالها' })).toBeVisible();
  await page.screenshot({
    path: path.resolve(__dirname, '../../test-results/roles-editor-home-ar.png'),
  });
  await page.goto('/sale-forms');
  await expect(page.getByText('غير مصرّح لك')).toBeVisible();
});

/**
 * Users on the real server (docs/product.md#users): the super-admin invites an editor, the link arrives in the
 * outbox, the editor accepts it in a browser of its own, logs in, reaches only an editor's screens and edits a
 * project; the super-admin sees that edit in the project's History and the account active — in English and
 * in Arabic, right to left.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { developerInput, projectInput } from '../support/contentInputs';
import { adminHeaders } from './accounts';
import { logIn, logInAsAdmin } from './session';
import { e2eServer } from './e2eEnv';

const run = Date.now().toString(36);
const EDITOR = { name: 'Hala Editor', email: `invited-${run}@example.com` };
const PASSWORD = 'invited-password-long-enough';

const outboxDir = () => path.join(e2eServer().dataDir, 'outbox');
const outboxNames = () => new Set(fs.existsSync(outboxDir()) ? fs.readdirSync(outboxDir()) : []);

/** The newest .eml in the e2e server's outbox addressed to `to`, waiting for the server to write it. */
async function mailTo(to: string, after: Set<string>): Promise<string> {
  let found = '';
  await expect(async () => {
    const fresh = [...outboxNames()].filter((name) => name.endsWith('.eml') && !after.has(name));
    const mails = fresh.sort().map((name) => fs.readFileSync(path.join(outboxDir(), name), 'utf8'));
    found = mails.filter((mail) => mail.includes(`To: ${to}`)).at(-1) ?? '';
    expect(found).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return found;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.resolve(__dirname, `../../test-results/users-${name}.png`) });

test('a super-admin invites an editor, who accepts the link and reaches only its screens', async ({
  page,
  browser,
}) => {
  // Three browsers, two accounts and some twenty pages in one flow: twice a single page's time.
  test.setTimeout(120_000);
  // The project the editor will edit, the flow's own (it runs alone as well as after the others).
  const headers = await adminHeaders(page.request);
  const made = async (url: string, data: unknown) => {
    const response = await page.request.post(url, { headers, data });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { data: { id: number } }).data.id;
  };
  const oldName = `Editor Heights ${run}`;
  const developerId = await made('/api/admin/developers', developerInput());
  await made(
    '/api/admin/projects',
    projectInput(developerId, { name: { en: oldName, ar: 'مرتفعات المحرر' } }),
  );
  await logInAsAdmin(page);
  await page.getByRole('menu').getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await page.getByRole('link', { name: 'Invite user' }).click();
  await expect(page).toHaveURL(/\/users\/add$/);
  await page.getByLabel('Name').fill(EDITOR.name);
  await page.getByLabel('Email').fill(EDITOR.email);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.locator('.ant-select-item-option[title="Editor"]').click();
  const before = outboxNames();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page).toHaveURL(/\/users\/\d+$/);
  await expect(page.getByText('Invited', { exact: true })).toBeVisible();
  await shot(page, 'invited');

  const mail = await mailTo(EDITOR.email, before);
  // The token rides in the fragment: the browser never sends it to the server.
  const link = /^(https?:\/\/\S+\/accept-invitation#token=[A-Za-z0-9_-]{43})\r?$/m.exec(mail)?.[1];
  expect(link).toBeDefined();
  const { pathname, hash } = new URL(link!);

  // The invited editor, in a browser of its own.
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto(pathname + hash);
  await expect(invitee.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible();
  await invitee.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await invitee.getByLabel('Confirm the password').fill(PASSWORD);
  await invitee.getByRole('button', { name: 'Set my password' }).click();
  await expect(invitee).toHaveURL(/\/login$/);
  await expect(invitee.getByText(/Your account is ready/)).toBeVisible();
  await logIn(invitee, EDITOR.email, PASSWORD);
  await expect(invitee.getByRole('heading', { name: `Welcome, ${EDITOR.name}` })).toBeVisible();
  await expect(invitee.getByRole('menu').getByRole('link', { name: 'Users' })).toHaveCount(0);
  await invitee.goto(`/projects?search=${encodeURIComponent(oldName)}`);
  await expect(invitee).toHaveURL(/\/projects\?search=/);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  // The editor edits a project…
  await invitee.getByRole('link', { name: oldName, exact: true }).click();
  await expect(invitee).toHaveURL(/\/projects\/\d+$/);
  const projectPath = new URL(invitee.url()).pathname;
  const projectName = invitee.getByLabel('Name (English)');
  await expect(projectName).toHaveValue(oldName);
  const newName = `${oldName} renamed`;
  await projectName.fill(newName);
  // The project is on the website: the editor's change is its draft (docs/product.md#publishing).
  await invitee.getByRole('button', { name: 'Save draft' }).click();
  await expect(invitee.getByRole('alert').filter({ hasText: 'Draft saved' })).toBeVisible();
  await invitee.goto('/contact-forms');
  await expect(invitee).toHaveURL(/\/misc\/not-authorized$/);
  await invitee.goto('/users');
  await expect(invitee).toHaveURL(/\/misc\/not-authorized$/);
  await context.close();

  // The link worked once (a guest page: in yet another browser, signed in nowhere).
  const again = await browser.newContext();
  const stranger = await again.newPage();
  await stranger.goto(pathname + hash);
  await stranger.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await stranger.getByLabel('Confirm the password').fill(PASSWORD);
  await stranger.getByRole('button', { name: 'Set my password' }).click();
  await expect(stranger.getByRole('heading', { name: 'Invalid invitation' })).toBeVisible();
  await again.close();

  // …and the super-admin can trace it: the project's History names the editor and the change.
  await page.goto(projectPath);
  await page.getByRole('button', { name: 'History' }).click();
  const latest = page.getByRole('list', { name: 'History' }).getByRole('listitem').first();
  await expect(latest).toContainText(EDITOR.name);
  await expect(latest).toContainText(newName);
  await shot(page, 'history');

  // Back with the super-admin: the account is active, and the list reads right to left in Arabic.
  await page.goto('/users');
  const row = page.getByRole('row', { name: new RegExp(EDITOR.email) });
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await page.goto('/');
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('menu').getByRole('link', { name: 'المستخدمون' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'المستخدمون' })).toBeVisible();
  const arabicRow = page.getByRole('row', { name: new RegExp(EDITOR.email) });
  await expect(arabicRow.getByText('نشط', { exact: true })).toBeVisible();
  await expect(arabicRow.getByText('محرر', { exact: true })).toBeVisible();
  await shot(page, 'list-ar');
});

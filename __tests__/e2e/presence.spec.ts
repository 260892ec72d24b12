/**
 * Presence (docs/product.md#presence): two people, each in a browser context of their own, open the same
 * project; each page names the other ("… is editing this record"), and when one leaves the other's notice
 * goes, through the live stream, without a reload. Once in English on wide screens, once in Arabic with the
 * second person (an editor) on a 390×844 phone.
 */
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { developerInput, projectInput } from '../support/contentInputs';
import { adminHeaders, createUser, removeMade, tokenOf } from './accounts';
import { logIn, logInAsAdmin, switchLanguage } from './session';

test.describe.configure({ timeout: 180_000 });

const RESULTS = path.resolve(__dirname, '../../test-results');
const run = Date.now().toString(36);
const password = 'presence-password-long-enough';
const EDITOR = { email: `presence-editor-${run}@example.com`, name: `Noura ${run}` };

let adminName = '';
let developerId: number | undefined;
let projectId: number | undefined;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(RESULTS, `presence-${name}.png`) });
}

async function person(
  browser: Browser,
  viewport: { width: number; height: number },
  login: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await login(page);
  return page;
}

const asAdmin = (page: Page) => logInAsAdmin(page);
const asEditor = async (page: Page) => {
  await logIn(page, EDITOR.email, password);
  await expect(page.getByRole('heading', { name: `Welcome, ${EDITOR.name}` })).toBeVisible();
};

const presence = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.beforeAll(async ({ request }) => {
  createUser(EDITOR, 'editor', password);
  const headers = { Authorization: `Bearer ${await tokenOf(request)}` };
  const me = await request.get('/api/admin/me', { headers });
  adminName = ((await me.json()) as { data: { name: string } }).data.name;
  const developer = await request.post('/api/admin/developers', {
    headers,
    data: developerInput(),
  });
  expect(developer.status(), await developer.text()).toBe(201);
  developerId = ((await developer.json()) as { data: { id: number } }).data.id;
  const project = await request.post('/api/admin/projects', {
    headers,
    data: projectInput(developerId, {
      name: { en: `Marina Gate ${run}`, ar: `بوابة المارينا ${run}` },
    }),
  });
  expect(project.status(), await project.text()).toBe(201);
  projectId = ((await project.json()) as { data: { id: number } }).data.id;
});

test.afterAll(async ({ request }) => {
  await removeMade(request, await adminHeaders(request), [
    ['projects', projectId],
    ['developers', developerId],
  ]);
});

test('in English: each sees the other editing; when one leaves, the notice goes', async ({
  browser,
}) => {
  const first = await person(browser, { width: 1366, height: 860 }, asAdmin);
  const second = await person(browser, { width: 1366, height: 860 }, asEditor);
  await first.goto(`/projects/${projectId}`);
  await expect(first.getByLabel('Name (English)', { exact: true })).toHaveValue(
    `Marina Gate ${run}`,
  );
  await expect(first.getByRole('status')).toHaveCount(0);
  await second.goto(`/projects/${projectId}`);

  // The second sees the first at once (its heartbeat's answer); the first hears of the second live.
  await expect(presence(second, `${adminName} is editing this record`)).toBeVisible();
  await expect(presence(first, `${EDITOR.name} is editing this record`)).toBeVisible();
  await shot(first, 'en-first');
  await shot(second, 'en-second');

  // The second leaves for the list: the first's notice goes without a reload.
  await second.goto('/projects');
  await expect(presence(first, 'is editing this record')).toHaveCount(0);
  await shot(first, 'en-first-alone');
  await first.context().close();
  await second.context().close();
});

test('in Arabic, the second on a phone: the notice reads right to left and fits', async ({
  browser,
}) => {
  const first = await person(browser, { width: 1366, height: 860 }, asAdmin);
  const second = await person(browser, { width: 390, height: 844 }, asEditor);
  await switchLanguage(first, 'ar');
  await switchLanguage(second, 'ar');
  await first.goto(`/projects/${projectId}`);
  await expect(first.getByLabel('الاسم (بالإنجليزية)', { exact: true })).toHaveValue(
    `Marina Gate ${run}`,
  );
  await second.goto(`/projects/${projectId}`);

  const onPhone = presence(second, `${adminName} يحرّر هذا السجل الآن`);
  await expect(onPhone).toBeVisible();
  await expect(presence(first, `${EDITOR.name} يحرّر هذا السجل الآن`)).toBeVisible();
  await expect(second.locator('html')).toHaveAttribute('dir', 'rtl');
  const box = await onPhone.evaluate((element) => element.getBoundingClientRect());
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(390);
  await shot(second, 'ar-phone');
  await shot(first, 'ar-first');

  // The first goes back to the list: the phone's notice goes.
  await first.goto('/projects');
  await expect(presence(second, 'يحرّر هذا السجل الآن')).toHaveCount(0);
  await shot(second, 'ar-phone-alone');
  await first.context().close();
  await second.context().close();
});

/**
 * The live updates against the real server (docs/product.md#live-updates): a sales agent has the contact
 * leads open; a lead posted to the public API appears in the list without a reload, with a notice; a
 * manager assigns a lead to the agent through the API and the agent's "Mine" view shows it at once, with a
 * notice that links to it — then the same in Arabic, right to left. The leads it posts are deleted at the end.
 */
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createUser, tokenOf } from './accounts';
import { logIn } from './session';

test.describe.configure({ mode: 'serial' });

const run = `live${Date.now().toString(36)}`;
const password = 'live-password-long-enough';
const MANAGER = { email: `live-manager-${run}@example.com`, name: `Lina Manager ${run}` };
const AGENT = { email: `live-agent-${run}@example.com`, name: `Amir Agent ${run}` };
/**
 * The product promises about a second; measured here 2 s for the notice and 3 s for the row with the
 * machine's two cores shared by four suites (load 15), so the bound leaves room for such a machine. A page
 * reload would fail the checks of `liveMarker` whatever the time.
 */
const LIVE = { timeout: 10_000 };

let page: Page;
let managerToken: string;

/** What the company's website does. */
async function postLead(request: APIRequestContext, name: string) {
  const response = await request.post('/api/public/forms/contact', {
    headers: { 'Idempotency-Key': `${run}-${name}` },
    data: {
      name,
      email: `${name.replace(/\s+/g, '.').toLowerCase()}@example.com`,
      phone: '+971 50 111 2233',
      subject: 'Live viewing request',
      consent: true,
      fill_ms: 5200,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data.reference as string;
}

async function leadIdOf(request: APIRequestContext, reference: string) {
  const found = await request.get(`/api/admin/forms/contact?search=${reference}`, {
    headers: { Authorization: `Bearer ${managerToken}` },
  });
  return ((await found.json()).data as { id: number }[])[0]!.id;
}

async function assignToAgent(request: APIRequestContext, id: number) {
  const agents = await request.get('/api/admin/assignees', {
    headers: { Authorization: `Bearer ${managerToken}` },
  });
  const agent = ((await agents.json()).data as { id: number; name: string }[]).find(
    (user) => user.name === AGENT.name,
  )!;
  const response = await request.patch(`/api/admin/forms/contact/${id}/assignee`, {
    headers: { Authorization: `Bearer ${managerToken}` },
    data: { assignee_id: agent.id },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const notice = (text: string | RegExp) =>
  page.locator('.ant-notification-notice', { hasText: text });

test.beforeAll(async ({ browser, request }) => {
  createUser(MANAGER, 'sales-manager', password);
  createUser(AGENT, 'sales-agent', password);
  managerToken = await tokenOf(request, MANAGER.email, password);
  page = await browser.newPage({ viewport: { width: 1366, height: 860 } });
  await logIn(page, AGENT.email, password);
  await expect(page.getByRole('heading', { name: `Welcome, ${AGENT.name}` })).toBeVisible();
});

// Other flows count the leads (leads.spec.ts): this one's go when it is done.
test.afterAll(async ({ request }) => {
  await page?.close();
  const headers = {
    Authorization: `Bearer ${await tokenOf(request)}`,
  };
  const found = await request.get(`/api/admin/forms/contact?search=${run}`, { headers });
  for (const lead of (await found.json()).data as { id: number }[])
    expect(
      (await request.delete(`/api/admin/forms/contact/${lead.id}`, { headers })).status(),
    ).toBe(200);
});

test('a lead from the website and an assignment reach the open list without a reload', async ({
  request,
}) => {
  const streamed = page.waitForResponse((response) => response.url().endsWith('/api/admin/events'));
  await page.goto('/contact-forms');
  expect((await streamed).headers()['content-type']).toMatch(/^text\/event-stream/);
  await expect(page.getByRole('heading', { name: 'Contact Forms' })).toBeVisible();
  // Set on this document only: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { liveMarker: 'same page' }));

  const name = `Pool Lead ${run}`;
  const reference = await postLead(request, name);
  await expect(notice(`New lead ${reference} is waiting in the pool`)).toBeVisible(LIVE);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible(LIVE);

  // The agent's own leads: empty of this run until the manager assigns it.
  await page.getByLabel('Show leads').getByText('Mine').click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  await assignToAgent(request, await leadIdOf(request, reference));
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible(LIVE);
  const assigned = notice(`Lead ${reference} was assigned to you`);
  await expect(assigned).toBeVisible(LIVE);
  expect(await page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe(
    'same page',
  );

  await assigned.getByRole('link', { name: `Open ${reference}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`Assignee: ${AGENT.name}`)).toBeVisible();
});

test('the same in Arabic, right to left', async ({ request }) => {
  await page.goto('/contact-forms?filter[assignee]=me');
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByLabel('عرض الطلبات').getByRole('radio', { name: 'طلباتي' })).toBeChecked();

  const name = `Arabic Lead ${run}`;
  const reference = await postLead(request, name);
  await expect(notice(`طلب جديد ${reference} بانتظار من يتولاه`)).toBeVisible(LIVE);
  await assignToAgent(request, await leadIdOf(request, reference));
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible(LIVE);
  const assigned = notice(`أُسند إليك الطلب ${reference}`);
  await expect(assigned).toBeVisible(LIVE);
  await expect(assigned.getByRole('link', { name: `فتح ${reference}` })).toBeVisible();
  await page.screenshot({ path: '/tmp/live-ar.png' });
  await page.screenshot({
    path: path.resolve(__dirname, '../../test-results/live-agent-ar.png'),
  });
  // Back to English for the next specs on this browser's storage.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

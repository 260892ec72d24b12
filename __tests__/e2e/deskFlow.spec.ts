/**
 * The lead desk end to end, in Arabic (docs/product.md#the-lead-desk): a routing rule sends Arabic contact
 * forms to one agent; the agent has its lead list open; a lead posted to the public API reaches that open
 * list without a reload, with a notice that it is theirs; the agent opens it and records a call, and its
 * Speed to lead figures move. The rule and the lead are removed when done.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { adminHeaders, createUser } from './accounts';
import { logIn } from './session';

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const password = 'desk-flow-password-long-enough';
const AGENT = { email: `flow-agent-${run}@example.com`, name: `Faris Flow ${run}` };
const RULE = `Desk flow ${run}`;
// Live updates arrive within a second; the margin is for a loaded CI machine.
const LIVE = { timeout: 10_000 };

test.beforeAll(async ({ request }) => {
  createUser(AGENT, 'sales-agent', password);
  const headers = await adminHeaders(request);
  const assignees = (await (await request.get('/api/admin/assignees', { headers })).json())
    .data as { id: number; name: string }[];
  const agent = assignees.find((user) => user.name === AGENT.name)!;
  const rule = await request.post('/api/admin/routing-rules', {
    headers,
    data: {
      name: RULE,
      active: true,
      kinds: ['contact'],
      project_ids: [],
      languages: ['ar'],
      cities: [],
      budget_min: null,
      budget_max: null,
      agent_ids: [agent.id],
    },
  });
  expect(rule.status(), await rule.text()).toBe(201);
});

test.afterAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  const rules = await request.get('/api/admin/routing-rules', { headers });
  for (const rule of (await rules.json()).data as { id: number; name: string }[])
    if (rule.name === RULE)
      expect(
        (await request.delete(`/api/admin/routing-rules/${rule.id}`, { headers })).status(),
      ).toBe(200);
  const found = await request.get(`/api/admin/forms/contact?search=${run}`, { headers });
  for (const lead of (await found.json()).data as { id: number }[])
    expect(
      (await request.delete(`/api/admin/forms/contact/${lead.id}`, { headers })).status(),
    ).toBe(200);
});

test('a website lead reaches its agent live, is called, and the figures move (Arabic)', async ({
  page,
  request,
}) => {
  await logIn(page, AGENT.email, password);
  await expect(page.getByRole('heading', { name: `Welcome, ${AGENT.name}` })).toBeVisible();
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl', { timeout: 30_000 });

  await page.goto('/contact-forms?filter[assignee]=me');
  await expect(page.getByRole('heading', { level: 1, name: 'نماذج التواصل' })).toBeVisible();
  // Set on this document only: a reload would lose it.
  await page.evaluate((marker) => Object.assign(window, { deskFlowMarker: marker }), run);

  const name = `Flow Lead ${run}`;
  const posted = await request.post('/api/public/forms/contact', {
    data: {
      name,
      email: `flow.${run}@example.com`,
      phone: '+971 50 123 4567',
      subject: 'اتصلوا بي',
      locale: 'ar',
      consent: true,
      fill_ms: 5200,
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const reference = (await posted.json()).data.reference as string;

  await expect(
    page.locator('.ant-notification-notice', { hasText: `طلب جديد ${reference} أصبح لك` }),
  ).toBeVisible(LIVE);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible(LIVE);
  expect(await page.evaluate(() => (window as { deskFlowMarker?: string }).deskFlowMarker)).toBe(
    run,
  );
  await page.screenshot({
    path: path.resolve(__dirname, '../../test-results/desk-flow-ar.png'),
    fullPage: true,
  });

  await row.getByRole('link', { name: new RegExp(reference) }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const recorded = page.waitForResponse(
    (response) => response.url().endsWith('/contacts') && response.status() === 201,
  );
  await page.getByRole('link', { name: 'اتصال' }).click();
  await recorded;

  await page.goto('/speed-to-lead');
  await expect(page.getByRole('heading', { level: 1, name: 'سرعة الاستجابة' })).toBeVisible();
  await expect(page.getByTestId('speed-answered')).toHaveText(/^[1١] \/ [1١]$/);
  await expect(page.getByTestId('speed-median')).toHaveText(/[٠-٩0-9]+.* (ث|د)$/);
  // Back to English for the next specs on this browser's storage.
  await page.getByRole('button', { name: 'English' }).click();
});

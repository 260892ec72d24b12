/**
 * Routing against the real server: a sales manager adds a rule on /lead-routing (Arabic contact forms go to
 * one agent), a lead posted to the public API is assigned to that agent at once and shows under the agent's
 * "Mine"; then the screen and a second routed lead in Arabic, right to left. The rules and leads made here
 * are removed when done, so later specs see leads land in the pool as before.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminHeaders, createUser } from './accounts';
import { pickOption } from './select';
import { logIn } from './session';

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const password = 'routing-password-long-enough';
const MANAGER = { email: `rmanager-${run}@example.com`, name: `Rana Manager ${run}` };
const AGENT = { email: `ragent-${run}@example.com`, name: `Rami Agent ${run}` };
const RULE = `Arabic contacts ${run}`;

async function logInAs(page: Page, user: { email: string; name: string }) {
  await logIn(page, user.email, password);
  await expect(page.getByRole('heading', { name: `Welcome, ${user.name}` })).toBeVisible();
}

async function postLead(request: APIRequestContext, name: string) {
  const response = await request.post('/api/public/forms/contact', {
    data: {
      name,
      email: `routing.${run}@example.com`,
      subject: 'Routing',
      locale: 'ar',
      consent: true,
      fill_ms: 5200,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.beforeAll(() => {
  createUser(MANAGER, 'sales-manager', password);
  createUser(AGENT, 'sales-agent', password);
});

test.afterAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  const rules = await request.get('/api/admin/routing-rules', { headers });
  for (const rule of (await rules.json()).data as { id: number; name: string }[])
    if (rule.name.includes(run))
      expect(
        (await request.delete(`/api/admin/routing-rules/${rule.id}`, { headers })).status(),
      ).toBe(200);
  const found = await request.get(`/api/admin/forms/contact?search=${run}`, { headers });
  for (const lead of (await found.json()).data as { id: number }[])
    expect(
      (await request.delete(`/api/admin/forms/contact/${lead.id}`, { headers })).status(),
    ).toBe(200);
});

test('a manager sets a rule, and a new lead goes to its agent', async ({ page, request }) => {
  await logInAs(page, MANAGER);
  await page.goto('/lead-routing');
  await expect(page.getByRole('heading', { level: 1, name: 'Lead routing' })).toBeVisible();
  await page.getByRole('button', { name: 'Add rule' }).click();
  const dialog = page.getByRole('dialog');
  // The dialog zooms in as it opens: a click during that can miss its target.
  await expect(dialog).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getTiming().iterations !== Infinity).length,
      ),
    )
    .toBe(0);
  await dialog.getByLabel('Rule name').fill(RULE);
  // A multiple select's list stays open over the fields below it: close it (a click on the hint above)
  // before the next field, or that click lands on an option and takes the choice back.
  const choose = async (field: string, option: string) => {
    await pickOption(page, dialog.getByRole('combobox', { name: field }), option);
    await dialog.getByText('Leave a criterion empty to accept any value.').click();
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  };
  await choose('Forms', 'Contact');
  await choose('Language of the form', 'Arabic');
  await choose('Agents', AGENT.name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The rule has been added' }),
  ).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: RULE });
  await expect(card).toContainText('Contact · Arabic');
  await expect(card).toContainText(AGENT.name);

  await postLead(request, `Routed Lead ${run}`);

  const agentPage = await page.context().browser()!.newPage();
  await logInAs(agentPage, AGENT);
  await agentPage.goto('/contact-forms?filter[assignee]=me');
  const row = agentPage.getByRole('row', { name: new RegExp(`Routed Lead ${run}`) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(AGENT.name);
  await agentPage.close();
});

test('in Arabic: the rule and its agent, and the next lead routed too', async ({
  page,
  request,
}) => {
  await logInAs(page, MANAGER);
  await page.goto('/lead-routing');
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'توزيع الطلبات' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: RULE });
  await expect(card).toContainText('تواصل · العربية');
  await expect(card.getByText(AGENT.name)).toBeVisible();
  await page.screenshot({ path: '/tmp/routing-ar.png', fullPage: true });
  await page.getByRole('button', { name: 'English' }).click();

  await postLead(request, `Second Routed ${run}`);
  const agentPage = await page.context().browser()!.newPage();
  await logInAs(agentPage, AGENT);
  await agentPage.getByRole('button', { name: 'العربية' }).click();
  await agentPage.goto('/contact-forms?filter[assignee]=me');
  await expect(
    agentPage.getByLabel('عرض الطلبات').getByRole('radio', { name: 'طلباتي' }),
  ).toBeChecked();
  await expect(
    agentPage.getByRole('row', { name: new RegExp(`Second Routed ${run}`) }),
  ).toBeVisible();
  await agentPage.getByRole('button', { name: 'English' }).click();
  await agentPage.close();
});

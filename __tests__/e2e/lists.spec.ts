/**
 * Every list fits a 1 280 × 800 screen, in English and in Arabic (docs/product.md#lists): the page never
 * scrolls sideways, the table's own scroller has nothing to its side, and the toolbar is one row. A column
 * hidden with the chooser stays hidden after a reload. The records made to fill the lists are removed after.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { removeMade } from './accounts';
import { logInAsAdmin } from './session';
import { developerInput, projectInput, teamMemberInput } from '../support/contentInputs';

test.describe.configure({ mode: 'serial' });

const RESULTS = path.resolve(__dirname, '../../test-results');
const run = Date.now().toString(36);
const LIST_ROUTES = [
  '/developers',
  '/projects',
  '/our-team',
  '/meta',
  '/contact-forms',
  '/project-forms',
  '/consulting-forms',
  '/sale-forms',
  '/users',
  '/audit',
  '/mail-queue',
];
const LEAD_KINDS = ['contact', 'project', 'consulting', 'sale'] as const;

let page: Page;
let token = '';
const made: { developer?: number; project?: number; member?: number } = {};

const auth = () => ({ Authorization: `Bearer ${token}` });

async function adminPost(url: string, data: unknown) {
  const response = await page.request.post(url, { headers: auth(), data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

async function submit(kind: string, body: object) {
  const response = await page.request.post(`/api/public/forms/${kind}`, {
    headers: { 'Idempotency-Key': `lists-${kind}-${run}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function switchLanguage(to: 'ar' | 'en') {
  await page.getByRole('button', { name: to === 'ar' ? 'العربية' : 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', to === 'ar' ? 'rtl' : 'ltr');
}

/** The widths and the toolbar's rows of the list on screen. */
function measure() {
  return page.evaluate(() => {
    // antd's table scroller, or the SEO screen's own (a plain table).
    const scroller = document.querySelector<HTMLElement>(
      '.ant-table-content, .ant-table-body, .seo-list__scroll',
    );
    const toolbar =
      document.querySelector<HTMLElement>('.resource-list__toolbar') ??
      document.querySelector<HTMLElement>('.audit-log__filters, .mail-queue__filters');
    // One row: every control's box overlaps every other's vertically (controls differ in height).
    const items = toolbar
      ? [
          ...toolbar.querySelectorAll<HTMLElement>(
            toolbar.classList.contains('resource-list__toolbar') ? ':scope > * > *' : ':scope > *',
          ),
        ].filter((item) => item.offsetParent !== null)
      : [];
    const boxes = items.map((item) => item.getBoundingClientRect());
    const oneRow =
      boxes.length === 0 ||
      Math.max(...boxes.map((box) => box.top)) < Math.min(...boxes.map((box) => box.bottom));
    return {
      page: document.documentElement.scrollWidth,
      table: scroller ? scroller.scrollWidth - scroller.clientWidth : null,
      toolbarHeight: toolbar ? toolbar.getBoundingClientRect().height : null,
      oneRow,
    };
  });
}

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await logInAsAdmin(page);
  token = (await page.evaluate(() => window.localStorage.getItem('REALTY_ADMIN_TOKEN'))) ?? '';
  expect(token).toBeTruthy();
  // Long names and a row of each kind, so the columns have something to be wide about.
  made.developer = await adminPost(
    '/api/admin/developers',
    developerInput({
      slug: `wide-dev-${run}`,
      name: { en: `Meraas Holding Developments ${run}`, ar: `مراس القابضة للتطوير ${run}` },
    }),
  );
  made.project = await adminPost(
    '/api/admin/projects',
    projectInput(made.developer, {
      slug: `wide-project-${run}`,
      name: {
        en: `Bluewaters Residences Phase Two ${run}`,
        ar: `مساكن بلووترز المرحلة الثانية ${run}`,
      },
    }),
  );
  made.member = await adminPost(
    '/api/admin/team-members',
    teamMemberInput({ name: { en: `Fatima Al Hashimi ${run}`, ar: `فاطمة الهاشمي ${run}` } }),
  );
  const person = (first: string) => ({
    name: `${first} Abdulrahman Al Mansouri ${run}`,
    email: `${first.toLowerCase()}.almansouri.${run}@example.com`,
    phone: '+971501234567',
  });
  await submit('contact', {
    ...person('Khalid'),
    subject: 'Viewing request for a three-bedroom apartment',
    consent: true,
    fill_ms: 5200,
  });
  await submit('project', { ...person('Huda'), project_id: made.project, fill_ms: 4100 });
  await submit('consulting', {
    ...person('Omar'),
    service: 'golden_visa',
    country_of_residence: 'India',
    fill_ms: 6000,
  });
  await submit('sale', {
    ...person('Sara'),
    property_type: 'villa',
    city: 'Dubai',
    community: 'Arabian Ranches',
    bedrooms: 4,
    asking_price: 5_250_000,
    currency: 'AED',
    fill_ms: 3500,
  });
});

// Other flows count leads and projects: what this one made goes.
test.afterAll(async () => {
  for (const kind of LEAD_KINDS) {
    const found = await page.request.get(`/api/admin/forms/${kind}?search=${run}`, {
      headers: auth(),
    });
    for (const lead of ((await found.json()) as { data: { id: number }[] }).data)
      expect(
        (
          await page.request.delete(`/api/admin/forms/${kind}/${lead.id}`, { headers: auth() })
        ).status(),
      ).toBe(200);
  }
  await removeMade(page.request, auth(), [
    ['team-members', made.member],
    ['projects', made.project],
    ['developers', made.developer],
  ]);
  await page.close();
});

for (const locale of ['en', 'ar'] as const)
  test(`every list fits 1280 px without scrolling sideways (${locale})`, async () => {
    test.setTimeout(240_000);
    await page.goto('/');
    if (locale === 'ar') await switchLanguage('ar');
    for (const route of LIST_ROUTES) {
      await page.goto(route);
      await expect(
        page.locator('table tbody tr.ant-table-row, table.seo-list tbody tr').first(),
      ).toBeVisible();
      const size = await measure();
      expect.soft(size.page, `${route}: page width`).toBeLessThanOrEqual(1280);
      expect.soft(size.table, `${route}: table overflow`).toBeLessThanOrEqual(0);
      // The SEO screen has no toolbar (a fixed set of pages).
      if (route !== '/meta')
        expect.soft(size.toolbarHeight, `${route}: toolbar height`).toBeLessThan(48);
      expect.soft(size.oneRow, `${route}: toolbar in one row`).toBe(true);
      if (['/projects', '/consulting-forms', '/mail-queue'].includes(route))
        await page.screenshot({
          path: path.join(RESULTS, `lists-${route.slice(1)}-${locale}.png`),
        });
    }
    if (locale === 'ar') await switchLanguage('en');
  });

test('a column hidden with the chooser stays hidden after a reload', async () => {
  await page.goto('/projects');
  const table = page.locator('.ant-table-thead');
  await expect(table.getByRole('columnheader', { name: 'Developer' })).toBeVisible();
  const chooser = page.getByRole('button', { name: 'Columns', exact: true });
  await chooser.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('group', { name: 'Columns shown' });
  await expect(panel.getByRole('checkbox', { name: 'Name' })).toBeDisabled();
  await panel.getByRole('checkbox', { name: 'Developer' }).press('Space');
  await expect(table.getByRole('columnheader', { name: 'Developer' })).toHaveCount(0);
  await panel.getByRole('checkbox', { name: 'Handover' }).check();
  await expect(table.getByRole('columnheader', { name: 'Handover' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(chooser).toBeFocused();

  await page.reload();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Developer' })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: 'Handover' })).toBeVisible();
  // The other lists keep their own choice.
  await page.goto('/developers');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expect(
    page.locator('.ant-table-thead').getByRole('columnheader', { name: 'Name' }),
  ).toBeVisible();

  await page.goto('/projects');
  await page.getByRole('button', { name: 'Columns', exact: true }).click();
  await page.getByRole('button', { name: 'Default columns' }).click();
  await expect(table.getByRole('columnheader', { name: 'Developer' })).toBeVisible();
  expect(
    await page.evaluate(() => window.localStorage.getItem('REALTY_ADMIN_COLUMNS_projects')),
  ).toBeNull();
});

/**
 * Accessibility (docs/product.md#accessibility): every screen of the registry, in English and Arabic, in the
 * light, dark and semi-dark themes, has no serious or critical axe-core violation of WCAG 2.1 A and AA (the
 * forms also with their validation errors showing). One
 * signed-in page per language and theme walks the screens client-side, as a user clicking through would;
 * the guest screens come first, before the login. The records the screens open are made here and removed.
 */
import fs from 'node:fs';
import type axe from 'axe-core';
import { expect, test, type Page } from '@playwright/test';
import { SCREENS, SCREEN_IDS, screenPath, type ScreenId } from '../../src/shared/screens';
import { developerInput, projectInput, teamMemberInput } from '../support/contentInputs';
import { removeMade } from './accounts';
import { pageWith, type Locale, type Theme } from './appearance';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './e2eEnv';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const LOCALES: Locale[] = ['en', 'ar'];
const THEMES: Theme[] = ['light', 'dark', 'semi-dark'];
/**
 * Every screen in English light, Arabic dark and Arabic semi-dark: each colour set of the content and of the
 * menu, each direction, and the texts of both languages (about a minute each on two cores). `A11Y_FULL=1`
 * adds the other three combinations.
 */
const FULL = process.env.A11Y_FULL === '1';
const combinations: { locale: Locale; theme: Theme }[] = FULL
  ? LOCALES.flatMap((locale) => THEMES.map((theme) => ({ locale, theme })))
  : [
      { locale: 'en', theme: 'light' },
      { locale: 'ar', theme: 'dark' },
      { locale: 'ar', theme: 'semi-dark' },
    ];
/** Forms checked a second time submitted empty, with their validation errors showing. */
const SUBMITTED_EMPTY: ScreenId[] = [
  'login',
  'forgotPassword',
  'developerAdd',
  'projectAdd',
  'teamMemberAdd',
  'userAdd',
];
const LEAD_KINDS = ['contact', 'project', 'consulting', 'sale'] as const;
const run = Date.now().toString(36);

let token = '';
const made: {
  developer?: number;
  project?: number;
  member?: number;
  user?: number;
  leads: Partial<Record<(typeof LEAD_KINDS)[number], number>>;
} = { leads: {} };
const auth = () => ({ Authorization: `Bearer ${token}` });

/** The address to check of every screen of the registry, its parameters filled with real records. */
function addresses(): { id: ScreenId; path: string }[] {
  const list: { id: ScreenId; path: string }[] = [];
  for (const id of SCREEN_IDS) {
    const screen = SCREENS[id];
    // The template's screens are not built: the 404 below stands for them.
    if ('template' in screen) continue;
    let path: string = screen.path;
    if (id === 'developer') path = screenPath('developer', { id: made.developer! });
    else if (id === 'project') path = screenPath('project', { id: made.project! });
    else if (id === 'teamMember') path = screenPath('teamMember', { id: made.member! });
    else if (id === 'user') path = screenPath('user', { id: made.user! });
    else if (id === 'seoPage') path = screenPath('seoPage', { page: 'home' });
    else if ('lead' in screen && path.includes(':id'))
      path = path.replace(':id', String(made.leads[screen.lead]));
    else if (id === 'resetPassword' || id === 'acceptInvitation') path += `?token=a11y-${run}`;
    expect(path, id).not.toContain(':');
    list.push({ id, path });
    if (id === 'profile')
      for (const tab of ['password', 'company']) list.push({ id, path: `${path}?tab=${tab}` });
  }
  return list;
}

const isGuest = (id: ScreenId) => SCREENS[id].access === 'guest';
const isPublic = (id: ScreenId) => SCREENS[id].access === 'public';

/** Client-side navigation, as a link would: the router follows the history. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const MESSAGES: Record<Locale, Record<string, string>> = { en, ar };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The screen's tab title is set, its landmark is there and nothing is left loading. */
async function settled(page: Page, locale: Locale, id: ScreenId) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  const name = (MESSAGES[locale][SCREENS[id].title] ?? '').split('{')[0] ?? '';
  await expect(page).toHaveTitle(new RegExp(`^${escape(name)}`));
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('.page-loader, .ant-spin-spinning, .ant-skeleton-active')).toHaveCount(
    0,
  );
  // A toast (the login's "Logged in successfully") fades out on its own timer, which can fire while axe
  // reads the colours: measured half-faded it "fails" contrast. Screens are checked once toasts are gone.
  await expect(page.locator('.toast')).toHaveCount(0, { timeout: 15_000 });
  await atRest(page);
}

/**
 * Colours are measured at rest: a menu entry's colour is still fading in just after a navigation, a field's
 * error sliding in after a submit (finite animations only: a status badge's pulse never ends).
 */
async function atRest(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter(
                (animation) =>
                  animation.playState === 'running' &&
                  animation.effect?.getComputedTiming().iterations !== Infinity,
              ).length,
        ),
      { timeout: 5000 },
    )
    .toBe(0);
}

interface Finding {
  rule: string;
  impact: string;
  path: string;
  targets: string;
}

async function check(page: Page, path: string): Promise<Finding[]> {
  // One h1 names each screen (axe's page-has-heading-one is a best practice, outside the WCAG tags).
  const headings = await page.locator('h1').count();
  const own: Finding[] =
    headings === 1 ? [] : [{ rule: 'one-h1', impact: 'serious', path, targets: `${headings} h1` }];
  // axe-core is loaded into the page once and stays for the walk, which navigates client-side. (The
  // @axe-core/playwright runner injected it again for every check and combined the results in a new tab:
  // about 2 s a screen, where the check itself takes 0.1–0.3 s.) Evaluated through the DevTools protocol,
  // the app's Content-Security-Policy does not apply to it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (values) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values },
        resultTypes: ['violations'],
      }),
    ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
  );
  return own.concat(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        rule: v.id,
        impact: v.impact ?? '',
        path,
        targets: v.nodes
          .slice(0, 3)
          .map((node) => {
            // Contrast failures say which colours met: "#777777 on #ffffff (4.48)".
            const data = node.any[0]?.data as
              { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
            const colours = data?.fgColor
              ? ` (${data.fgColor} on ${data.bgColor}, ${data.contrastRatio})`
              : '';
            return node.target.join(' ') + colours;
          })
          .join(' | '),
      })),
  );
}

/** Submits the screen's form empty and checks it again with the errors showing. */
async function checkWithErrors(page: Page, path: string): Promise<Finding[]> {
  await page.locator('main form button[type="submit"]').first().click();
  await expect(
    page.locator('.login-field__error[role="alert"], .ant-form-item-explain-error').first(),
  ).toBeVisible();
  await atRest(page);
  return check(page, `${path} (submitted empty)`);
}

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/admin/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  expect(login.status()).toBe(200);
  token = ((await login.json()) as { data: { token: string } }).data.token;
  const post = async (url: string, data: unknown) => {
    const response = await request.post(url, { headers: auth(), data });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { data: { id: number } }).data.id;
  };
  made.developer = await post(
    '/api/admin/developers',
    developerInput({
      slug: `a11y-dev-${run}`,
      name: { en: `A11y developer ${run}`, ar: `مطور ${run}` },
    }),
  );
  made.project = await post(
    '/api/admin/projects',
    projectInput(made.developer, {
      slug: `a11y-project-${run}`,
      name: { en: `A11y project ${run}`, ar: `مشروع ${run}` },
    }),
  );
  made.member = await post(
    '/api/admin/team-members',
    teamMemberInput({ name: { en: `A11y member ${run}`, ar: `عضو ${run}` } }),
  );
  const users = await request.get('/api/admin/users', { headers: auth() });
  made.user = ((await users.json()) as { data: { id: number }[] }).data[0]?.id;
  const person = { name: `A11y ${run}`, email: `a11y.${run}@example.com`, phone: '+971501234567' };
  const bodies: Record<(typeof LEAD_KINDS)[number], object> = {
    contact: { ...person, subject: 'A viewing', consent: true, fill_ms: 5000 },
    project: { ...person, project_id: made.project, fill_ms: 5000 },
    consulting: { ...person, service: 'golden_visa', country_of_residence: 'India', fill_ms: 5000 },
    sale: {
      ...person,
      property_type: 'villa',
      city: 'Dubai',
      community: 'Arabian Ranches',
      bedrooms: 4,
      asking_price: 5_000_000,
      currency: 'AED',
      fill_ms: 5000,
    },
  };
  for (const kind of LEAD_KINDS) {
    const response = await request.post(`/api/public/forms/${kind}`, {
      headers: { 'Idempotency-Key': `a11y-${kind}-${run}` },
      data: bodies[kind],
    });
    expect(response.status(), await response.text()).toBe(201);
    const found = await request.get(`/api/admin/forms/${kind}?search=${run}`, { headers: auth() });
    made.leads[kind] = ((await found.json()) as { data: { id: number }[] }).data[0]?.id;
  }
});

// Other flows count leads and content: what this one made goes.
test.afterAll(async ({ request }) => {
  await removeMade(request, auth(), [
    ...LEAD_KINDS.map((kind) => [`forms/${kind}`, made.leads[kind]] as const),
    ['team-members', made.member],
    ['projects', made.project],
    ['developers', made.developer],
  ]);
});

/**
 * The walk of every screen is shared out to two tests (the guest screens and every other signed-in screen,
 * then the rest), each with its own time: a failure names a part, and a retry repeats half the walk.
 */
const PARTS = 2;

for (const { locale, theme } of combinations)
  for (let part = 1; part <= PARTS; part += 1)
    test(`no serious or critical axe violation on any screen (${locale}, ${theme}, part ${part} of ${PARTS})`, async ({
      browser,
    }) => {
      test.setTimeout(300_000);
      const page = await pageWith(browser, locale, theme);
      const findings: Finding[] = [];
      const all = addresses();
      const inPart = <T>(_: T, index: number) => index % PARTS === part - 1;
      const guest = part === 1 ? all.filter(({ id }) => isGuest(id) || isPublic(id)) : [];
      // An unknown address inside the app: the 404 in the private layout.
      const signedIn = [
        ...all.filter(({ id }) => !isGuest(id)),
        { id: 'notFound' as ScreenId, path: '/no-such-screen' },
      ].filter(inPart);

      await page.goto('/login');
      for (const { id, path } of guest) {
        await navigate(page, path);
        await settled(page, locale, id);
        findings.push(...(await check(page, path)));
        if (SUBMITTED_EMPTY.includes(id)) findings.push(...(await checkWithErrors(page, path)));
      }

      // Log in once, by the form.
      await navigate(page, '/login');
      await page.locator('#login-email').fill(ADMIN_EMAIL);
      await page.locator('#login-password').fill(ADMIN_PASSWORD);
      await page.locator('#login-password').press('Enter');
      // The login page has a main h1 too: wait until the app has left it for home, or its redirect there
      // could land after the first screen's address and take its place.
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.locator('#login-email')).toHaveCount(0);
      await expect(page.locator('main h1')).toBeVisible();
      for (const { id, path } of signedIn) {
        await navigate(page, path);
        await expect(page).toHaveURL((url) => url.pathname + url.search === path);
        await settled(page, locale, id);
        findings.push(...(await check(page, path)));
        if (SUBMITTED_EMPTY.includes(id)) findings.push(...(await checkWithErrors(page, path)));
      }
      await page.context().close();

      const report = findings.map((f) => `${f.impact} ${f.rule} on ${f.path}: ${f.targets}`);
      expect(report, report.join('\n')).toEqual([]);
    });

/**
 * Redux DevTools in the built app (docs/architecture.md#redux-devtools): off unless the page carries the
 * server's switch; when on, what reaches the extension has the token and personal data redacted. A stand-in
 * extension records what the store hands it; the switch is put in the page as REDUX_DEVTOOLS=true would.
 */
import { expect, test, type Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../../src/shared/common/constants';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './e2eEnv';
import { logInAsAdmin } from './session';

declare global {
  interface Window {
    devtoolsSeen?: { options: unknown[]; states: string[]; actions: string[] };
  }
}

/** What the extension's `__REDUX_DEVTOOLS_EXTENSION_COMPOSE__` does, recording the sanitized traffic. */
async function standInExtension(page: Page) {
  await page.addInitScript(() => {
    type Options = {
      stateSanitizer?: (state: unknown) => unknown;
      actionSanitizer?: (action: unknown) => unknown;
    };
    type Fn = (...args: unknown[]) => unknown;
    const seen = { options: [] as unknown[], states: [] as string[], actions: [] as string[] };
    window.devtoolsSeen = seen;
    const compose =
      (...fns: Fn[]) =>
      (...args: unknown[]) =>
        fns.reduceRight<unknown[]>((result, fn) => [fn(...result)], args)[0];
    (window as unknown as Record<string, unknown>).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (
      options: Options,
    ) => {
      seen.options.push(Object.keys(options));
      // Innermost, as the extension's own enhancer: every action that reaches the reducer is recorded.
      const recording =
        (createStore: Fn) =>
        (reducer: Fn, ...rest: unknown[]) =>
          createStore((state: unknown, action: unknown) => {
            const next = reducer(state, action);
            seen.actions.push(JSON.stringify(options.actionSanitizer?.(action) ?? action));
            seen.states.push(JSON.stringify(options.stateSanitizer?.(next) ?? next));
            return next;
          }, ...rest);
      return (...enhancers: Fn[]) => compose(...enhancers, recording as Fn);
    };
  });
}

test('the built app does not connect to Redux DevTools by default', async ({ page }) => {
  await standInExtension(page);
  await logInAsAdmin(page);
  expect(await page.evaluate(() => window.devtoolsSeen?.options)).toEqual([]);
});

test('switched on, the extension sees actions and state with the token and personal data redacted', async ({
  page,
}) => {
  await standInExtension(page);
  // The server's switch, as REDUX_DEVTOOLS=true writes it into every page's head.
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<head>/i,
      '<head><meta name="redux-devtools" content="on" />',
    );
    return route.fulfill({ response, body: html });
  });
  await logInAsAdmin(page);
  // In the app, not by loading the page again: the stand-in's record lives in the page.
  await page.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('row', { name: new RegExp(ADMIN_EMAIL) })).toBeVisible();
  const seen = await page.evaluate(() => window.devtoolsSeen!);
  expect(seen.options).toEqual([expect.arrayContaining(['actionSanitizer', 'stateSanitizer'])]);
  expect(seen.actions.length).toBeGreaterThan(5);
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_STORAGE_KEY);
  expect(stored, 'the session token in storage').toBeTruthy();
  const token = stored!.replace(/^"|"$/g, '');
  const traffic = [...seen.actions, ...seen.states].join('\n');
  // What a developer debugs with is there; the secrets are not.
  expect(traffic).toContain('api/executeQuery/fulfilled');
  expect(traffic).toContain('[redacted]');
  for (const secret of [ADMIN_EMAIL, ADMIN_PASSWORD])
    expect(traffic, `${secret} reached the extension`).not.toContain(secret);
  expect(traffic).not.toContain(token);
});

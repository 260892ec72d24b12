/**
 * A browser page whose stored settings (docs/product.md#storage-keys: the language and the customizer's
 * theme, persisted by redux-persist) are given before the app first starts, as a returning user's would be.
 */
import type { Browser, Page } from '@playwright/test';
import { LOCALE_STORAGE_KEY, THEME_STORAGE_KEY } from '../../src/shared/common/constants';

export type Locale = 'en' | 'ar';
export type Theme = 'light' | 'dark' | 'semi-dark';

export async function pageWith(browser: Browser, locale: Locale, theme: Theme): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(
    ({ themeKey, localeKey, locale, theme }) => {
      // redux-persist's format: each field JSON-encoded, then the whole object.
      const persisted = (state: Record<string, unknown>) =>
        JSON.stringify({
          ...Object.fromEntries(Object.entries(state).map(([k, v]) => [k, JSON.stringify(v)])),
          _persist: JSON.stringify({ version: 1, rehydrated: true }),
        });
      // Only before the first start: later loads keep what the app itself stored.
      if (window.localStorage.getItem(`persist:${themeKey}`)) return;
      window.localStorage.setItem(
        `persist:${themeKey}`,
        persisted({ theme, direction: locale === 'ar' ? 'rtl' : 'ltr' }),
      );
      window.localStorage.setItem(`persist:${localeKey}`, persisted({ locale }));
    },
    { themeKey: THEME_STORAGE_KEY, localeKey: LOCALE_STORAGE_KEY, locale, theme },
  );
  return page;
}

import {
  DEFAULT_LOCALE,
  LOCALE_STORAGE_KEY,
  THEME_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
} from '../shared/common/constants';

/**
 * login.html's first script, run before the page paints: its static login card (docs/performance.md#lighthouse)
 * is English, light and left-to-right, and only for a visitor without a session. For anyone else (a session
 * to restore, Arabic, a dark theme or right-to-left chosen) it hides the card, and the branded loading
 * screen shows as on every other page. Tiny on purpose: a separate entry, not part of main.js.
 */
function persistedField(key: string, field: string): unknown {
  const raw = localStorage.getItem(`persist:${key}`);
  if (raw === null) return undefined;
  // redux-persist keeps each field JSON-encoded inside the JSON object.
  const fields = JSON.parse(raw) as Record<string, string | undefined>;
  const value = fields[field];
  return value === undefined ? undefined : (JSON.parse(value) as unknown);
}

function shellFits(): boolean {
  try {
    const oneOf = (value: unknown, fallback: string) => value === undefined || value === fallback;
    return (
      localStorage.getItem(TOKEN_STORAGE_KEY) === null &&
      oneOf(persistedField(LOCALE_STORAGE_KEY, 'locale'), DEFAULT_LOCALE) &&
      oneOf(persistedField(THEME_STORAGE_KEY, 'theme'), 'light') &&
      oneOf(persistedField(THEME_STORAGE_KEY, 'direction'), 'ltr')
    );
  } catch {
    return false;
  }
}

if (!shellFits()) document.documentElement.classList.add('login-shell-off');

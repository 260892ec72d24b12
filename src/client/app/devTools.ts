import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';

/**
 * Redux DevTools (docs/architecture.md#redux-devtools): on under `npm run dev`, and in a built app only when
 * the server says so (REDUX_DEVTOOLS=true puts `<meta name="redux-devtools" content="on">` in its pages).
 * What reaches the extension has the token, passwords and personal data replaced.
 */
export const REDACTED = '[redacted]';

/** Keys whose value is a secret, wherever they are. */
const SECRET = /token|password|secret/i;
/** Keys that hold a person's data: a lead's, a user's, a mail's recipient. */
const PERSONAL = new Set([
  'email',
  'phone',
  'whatsapp',
  'message',
  'note',
  'notes',
  'to',
  'ip',
  'user_agent',
]);
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/**
 * A copy of `value` with secrets and personal data replaced. A person's `name` is a string; a developer's or
 * a project's is `{ en, ar }` content and stays.
 */
export function redact(value: unknown, key = ''): unknown {
  if (value === null || value === undefined) return value;
  if (key && (SECRET.test(key) || PERSONAL.has(key))) return REDACTED;
  if (typeof value === 'string')
    return key === 'name' || key === 'photoUrl' || EMAIL.test(value) ? REDACTED : value;
  if (Array.isArray(value)) return value.map((item) => redact(item));
  if (typeof value === 'object') {
    // Only plain data: an Error, a Date or a File goes as it is.
    const prototype = Object.getPrototypeOf(value) as unknown;
    if (prototype !== Object.prototype && prototype !== null) return value;
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([field, item]) => [
        field,
        redact(item, field),
      ]),
    );
  }
  return value;
}

/** Whether this page may connect to the DevTools extension. */
export function devToolsSwitchedOn(
  mode: string | undefined = process.env.NODE_ENV,
  page: Pick<Document, 'querySelector'> = document,
): boolean {
  if (mode !== 'production') return true;
  return page.querySelector('meta[name="redux-devtools"]')?.getAttribute('content') === 'on';
}

/** The store's `devTools` option: false, or the extension's options with the sanitizers. */
export function devToolsOptions(
  mode?: string,
  page?: Pick<Document, 'querySelector'>,
): DevToolsEnhancerOptions | false {
  if (!devToolsSwitchedOn(mode, page)) return false;
  return {
    name: 'Realty Admin',
    actionSanitizer: (action) => redact(action) as typeof action,
    stateSanitizer: (state) => redact(state) as typeof state,
  };
}

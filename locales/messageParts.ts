/**
 * `locales/xx.json?part=core` holds what the login and public pages say; `?part=app` the rest, loaded with
 * the private layout — /login does not carry the whole application's texts (webpack.config.ts splits them).
 */
const CORE_MESSAGE_PREFIXES = [
  'app.',
  'auth.',
  'validation.',
  'language.',
  'server.',
  'notFound.',
  'misc.',
  'errorBoundary.',
  'chunkError.',
  // The error dialog (components/ErrorDialog.tsx) is mounted above the routes: it can open on any page.
  'errorDialog.',
  'errors.',
  'common.loading',
  'navbar.language',
];

export const isCoreMessage = (id: string) =>
  CORE_MESSAGE_PREFIXES.some((prefix) => id.startsWith(prefix));

import type { IntlShape } from 'react-intl';
import { accountMessages } from '../../../shared/account/rules';

// The binding texts (docs/product.md#binding-texts) already have ids; the account routes' other messages
// live under account.server.* (with the private pages' texts, not in the /login bundle).
const SEED_IDS: Partial<Record<keyof typeof accountMessages, string>> = {
  passwordsMustMatch: 'validation.passwordsMustMatch',
  fillAllFields: 'validation.fillAllFields',
  invalidLink: 'validation.invalidLink',
  settingsUpdated: 'success.settings',
  passwordTooShort: 'auth.password.tooShort',
};

const idByText = new Map<string, string>(
  Object.entries(accountMessages).map(([key, text]) => [
    text,
    SEED_IDS[key as keyof typeof accountMessages] ?? `account.server.${key}`,
  ]),
);

/** A message of the profile, password or company routes in the user's language (others pass through). */
export function translateAccountMessage(intl: IntlShape, message: string): string {
  const id = idByText.get(message);
  return id && intl.messages[id] ? intl.formatMessage({ id }) : message;
}

import type { IntlShape } from 'react-intl';
import { mailMessages } from '../../../shared/mail/rules';
import { translateServerMessage } from '../../utils/serverMessage';

// The mail routes' messages live under mail.server.*.
const idByText = new Map<string, string>(
  Object.entries(mailMessages).map(([key, text]): [string, string] => [text, `mail.server.${key}`]),
);

/** A message of the mail routes in the user's language; others as the common server messages. */
export function translateMailMessage(intl: IntlShape, message: string): string {
  const id = idByText.get(message);
  return id && intl.messages[id]
    ? intl.formatMessage({ id })
    : translateServerMessage(intl, message);
}

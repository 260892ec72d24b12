import type { IntlShape } from 'react-intl';
import { mailQueueMessages } from '../../../shared/mailQueue/rules';
import { translateServerMessage } from '../../utils/serverMessage';

// The mail queue routes' messages live under mail.server.*.
const idByText = new Map<string, string>(
  Object.entries(mailQueueMessages).map(([key, text]): [string, string] => [
    text,
    `mail.server.${key}`,
  ]),
);

/** A message of the mail queue routes in the user's language; others as the common server messages. */
export function translateMailQueueMessage(intl: IntlShape, message: string): string {
  const id = idByText.get(message);
  return id && intl.messages[id]
    ? intl.formatMessage({ id })
    : translateServerMessage(intl, message);
}

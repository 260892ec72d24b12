import type { IntlShape } from 'react-intl';
import { trashMessages } from '../../../shared/trash/rules';
import { translateServerMessage } from '../../utils/serverMessage';

// The Trash routes' own messages live under trash.server.*.
const idByText = new Map<string, string>(
  Object.entries(trashMessages).map(([key, text]): [string, string] => [
    text,
    `trash.server.${key}`,
  ]),
);

/** A message of the Trash routes in the user's language; others as the common server messages. */
export function translateTrashMessage(intl: IntlShape, message: string): string {
  const id = idByText.get(message);
  return id && intl.messages[id] ? intl.formatMessage({ id }) : translateServerMessage(intl, message);
}

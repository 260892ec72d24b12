import type { IntlShape } from 'react-intl';
import { ackMessages } from '../../../../shared/leads/acknowledgement/rules';
import { translateServerMessage } from '../../../utils/serverMessage';

// The auto-acknowledgement routes' messages live under mail.server.*.
const idByText = new Map<string, string>(
  Object.entries(ackMessages).map(([key, text]): [string, string] => [text, `mail.server.${key}`]),
);

/** A message of the auto-acknowledgement routes in the user's language; others as the common server messages. */
export function translateAckMessage(intl: IntlShape, message: string): string {
  const id = idByText.get(message);
  return id && intl.messages[id]
    ? intl.formatMessage({ id })
    : translateServerMessage(intl, message);
}

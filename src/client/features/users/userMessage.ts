import type { IntlShape } from 'react-intl';
import { accountMessages } from '../../../shared/account/rules';
import { userMessages } from '../../../shared/users/rules';
import { translateServerMessage } from '../../utils/serverMessage';

// The users routes' messages live under users.server.*; a taken email says what the profile says.
const idByText = new Map<string, string>([
  ...Object.entries(userMessages).map(([key, text]): [string, string] => [
    text,
    `users.server.${key}`,
  ]),
  [accountMessages.emailTaken, 'account.server.emailTaken'],
]);

/** A message of the users routes in the user's language; others as the common server messages. */
export function translateUserMessage(intl: IntlShape, message: string): string {
  const id = idByText.get(message);
  return id && intl.messages[id]
    ? intl.formatMessage({ id })
    : translateServerMessage(intl, message);
}

import { accountMessages } from '../../../shared/account/rules';
import { userMessages } from '../../../shared/users/rules';
import { routeMessageTranslator } from '../../utils/serverMessage';

/**
 * A message of the users routes (users.server.*) in the user's language, a taken email as the profile says
 * it; others as the common server messages.
 */
export const translateUserMessage = routeMessageTranslator(userMessages, 'users.server', [
  [accountMessages.emailTaken, 'account.server.emailTaken'],
]);

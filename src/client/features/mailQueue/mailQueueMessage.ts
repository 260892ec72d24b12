import { mailQueueMessages } from '../../../shared/mailQueue/rules';
import { routeMessageTranslator } from '../../utils/serverMessage';

/** A message of the mail queue routes (mail.server.*) in the user's language; others as the common server messages. */
export const translateMailQueueMessage = routeMessageTranslator(mailQueueMessages, 'mail.server');

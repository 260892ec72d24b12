import { ackMessages } from '../../../../shared/leads/acknowledgement/rules';
import { routeMessageTranslator } from '../../../utils/serverMessage';

/**
 * A message of the auto-acknowledgement routes (mail.server.*) in the user's language; others as the common
 * server messages.
 */
export const translateAckMessage = routeMessageTranslator(ackMessages, 'mail.server');

import { trashMessages } from '../../../shared/trash/rules';
import { routeMessageTranslator } from '../../utils/serverMessage';

/** A message of the Trash routes (trash.server.*) in the user's language; others as the common server messages. */
export const translateTrashMessage = routeMessageTranslator(trashMessages, 'trash.server');

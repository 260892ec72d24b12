import { publicationMessages } from '../../../shared/publication/rules';
import { routeMessageTranslator } from '../../utils/serverMessage';

/** The publication routes' messages in the user's language (locales/: publication.server.*). */
export const translatePublicationMessage = routeMessageTranslator(
  publicationMessages,
  'publication.server',
);

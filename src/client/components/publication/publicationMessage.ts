import type { IntlShape } from 'react-intl';
import { publicationMessages } from '../../../shared/publication/rules';
import { errorMessageOf, routeMessageTranslator } from '../../utils/serverMessage';
import { toast } from '../toast/toastStore';

/** The publication routes' messages in the user's language (locales/: publication.server.*). */
export const translatePublicationMessage = routeMessageTranslator(
  publicationMessages,
  'publication.server',
);

/** A refused publication action: the server's message in the user's language, else `fallback`. */
export function toastPublicationError(
  intl: IntlShape,
  error: unknown,
  fallback = intl.formatMessage({ id: 'errors.update' }),
) {
  const message = errorMessageOf(error);
  toast.error(message ? translatePublicationMessage(intl, message) : fallback, error);
}

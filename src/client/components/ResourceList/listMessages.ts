import type { IntlShape } from 'react-intl';
import { contentMessages } from '../../../shared/content/rules';
import { errorMessageOf, translateServerMessage } from '../../utils/serverMessage';

const idByContentText = new Map<string, string>(
  Object.entries(contentMessages).map(([key, text]) => [text, `list.server.${key}`]),
);

/**
 * What to tell the user about a failed list action: the server's own message (in the UI language when we know
 * it, as the 409 "still has projects"), else `fallbackId` (the generic text of
 * docs/product.md#binding-texts).
 */
export function failureMessage(intl: IntlShape, error: unknown, fallbackId: string): string {
  const message = errorMessageOf(error);
  if (!message) return intl.formatMessage({ id: fallbackId });
  const contentId = idByContentText.get(message);
  if (contentId && intl.messages[contentId]) return intl.formatMessage({ id: contentId });
  return translateServerMessage(intl, message);
}

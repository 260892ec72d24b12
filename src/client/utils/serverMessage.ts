import type { IntlShape } from 'react-intl';
import { isApiErrorBody, serverMessages } from '../../shared/common/errors';

const idByServerText = new Map<string, string>(
  Object.entries(serverMessages).map(([key, text]) => [text, `server.${key}`]),
);

/** The server speaks English; a message it sends that we know is shown in the user's language. */
export function translateServerMessage(intl: IntlShape, message: string): string {
  const id = idByServerText.get(message);
  return id && intl.messages[id] ? intl.formatMessage({ id }) : message;
}

/** The message of an RTK Query error whose body has the contract's error shape, if any. */
export function errorMessageOf(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const { data } = error as { data: unknown };
    if (isApiErrorBody(data)) return data.message;
  }
  return undefined;
}

/**
 * The translator of one group of routes: a text of `messages` is shown from `<prefix>.<key>` (or the id that
 * `extra` gives it) in the user's language; any other message as the common server messages.
 */
export function routeMessageTranslator(
  messages: Record<string, string>,
  prefix: string,
  extra: [text: string, id: string][] = [],
): (intl: IntlShape, message: string) => string {
  const idByText = new Map<string, string>([
    ...Object.entries(messages).map(([key, text]): [string, string] => [text, `${prefix}.${key}`]),
    ...extra,
  ]);
  return (intl, message) => {
    const id = idByText.get(message);
    return id && intl.messages[id]
      ? intl.formatMessage({ id })
      : translateServerMessage(intl, message);
  };
}

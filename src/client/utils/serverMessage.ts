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

import type { IntlShape } from 'react-intl';
import { isApiErrorBody } from '../../shared/common/errors';
import { contentMessages } from '../../shared/content/rules';

/** A form field's path as antd names it: `name.en` → ['name', 'en'], `payment_plan.0.percent` → [..., 0, ...]. */
export type FieldPath = (string | number)[];

export interface FieldError {
  name: FieldPath;
  errors: string[];
}

/** `name.en`, `payment_plan[0].percent` and `payment_plan.0.percent` all name the same nested field. */
export function fieldPathOf(key: string): FieldPath {
  return key
    .split(/[.[\]]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

// The server speaks English; the messages the contract names are shown in the user's language.
const idByContentText = new Map<string, string>(
  Object.entries(contentMessages).map(([key, text]) => [text, `form.server.${key}`]),
);

export function translateFieldMessage(intl: IntlShape, message: string): string {
  const id = idByContentText.get(message);
  return id && intl.messages[id] ? intl.formatMessage({ id }) : message;
}

/**
 * The `errors` of a 422/409 answer as antd field errors. `aliases` renames wire keys to form fields where they
 * differ — media go up as ids (`gallery_ids`) but the form keeps Media objects (`gallery`); an index below
 * an alias (`gallery_ids.3`) is shown on the whole field, since the uploader is one control.
 */
export function serverFieldErrors(
  error: unknown,
  intl: IntlShape,
  aliases: Record<string, string> = {},
): FieldError[] {
  const data = (error as { data?: unknown } | null)?.data;
  if (!isApiErrorBody(data) || !data.errors) return [];
  const byField = new Map<string, FieldError>();
  for (const [key, messages] of Object.entries(data.errors)) {
    let name = fieldPathOf(key);
    const alias = aliases[String(name[0])];
    if (alias) name = [alias];
    const id = JSON.stringify(name);
    const entry = byField.get(id) ?? { name, errors: [] };
    entry.errors.push(...messages.map((message) => translateFieldMessage(intl, message)));
    byField.set(id, entry);
  }
  return [...byField.values()];
}

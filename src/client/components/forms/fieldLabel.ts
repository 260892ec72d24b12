import type { IntlShape } from 'react-intl';

const camel = (name: string) =>
  name.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/**
 * A record field's label as its form shows it, looked up under the form's message prefixes (locales/):
 * `construction_status` → projects.form.constructionStatus; a flag, a reference, a link or a date by its
 * stem (`is_published` → published, `developer_id` → developer, `website_url` → website, `handover_date` →
 * handover). A field without one shows its name. The History panel and the merge dialog name fields with it.
 */
export function fieldLabel(intl: IntlShape, prefixes: readonly string[], field: string): string {
  const stems = [
    field,
    field.replace(/^is_/, '').replace(/_(id|ids|url|year|media_id|percent|date)$/, ''),
  ];
  for (const prefix of prefixes)
    for (const stem of stems) {
      const id = `${prefix}.${camel(stem)}`;
      // Compiled messages are ASTs, not strings: only their presence is asked.
      if (intl.messages[id] !== undefined) return intl.formatMessage({ id });
    }
  return field;
}

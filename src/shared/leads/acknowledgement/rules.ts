/**
 * The auto-acknowledgement (docs/product.md#auto-acknowledgement): plain values and the template renderer,
 * without schemas, so the client's screen imports them cheaply; the contract's schemas are in schemas.ts.
 */
export const ACK_LOCALES = ['en', 'ar'] as const;
export type AckLocale = (typeof ACK_LOCALES)[number];

/** What a template may say in braces; anything else in braces is refused. */
export const ACK_PLACEHOLDERS = ['name', 'reference', 'company', 'project'] as const;
export type AckPlaceholder = (typeof ACK_PLACEHOLDERS)[number];

/**
 * Placeholders filled with what the visitor typed: never in a subject, and in a message only when it looks
 * like a name (docs/security.md#acknowledgement-mail).
 */
export const ACK_SUBMITTED_PLACEHOLDERS: readonly AckPlaceholder[] = ['name'];
/** What a subject may say in braces: the company's own texts only. */
export const ACK_SUBJECT_PLACEHOLDERS: readonly AckPlaceholder[] = ACK_PLACEHOLDERS.filter(
  (name) => !ACK_SUBMITTED_PLACEHOLDERS.includes(name),
);

export const ACK_LIMITS = { subject: 200, body: 5000 } as const;

/** A submitted name longer than this is not repeated in an acknowledgement. */
export const ACK_NAME_ECHO_MAX = 60;

export interface AckTemplate {
  subject: string;
  body: string;
}

export type AckValues = Record<AckPlaceholder, string>;

const PLACEHOLDER = /\{([^{}\s]{0,40})\}/g;

/** The placeholders of `text` that are not ACK_PLACEHOLDERS, once each, in order. */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(ACK_PLACEHOLDERS);
  const unknown = [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1]!)
    .filter((name) => !known.has(name));
  return [...new Set(unknown)];
}

/** The placeholders of `text` filled with what the visitor typed, once each, in order. */
export function submittedPlaceholders(text: string): AckPlaceholder[] {
  const found = [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1]! as AckPlaceholder)
    .filter((name) => ACK_SUBMITTED_PLACEHOLDERS.includes(name));
  return [...new Set(found)];
}

/** Fills the placeholders of `text`; a placeholder it does not know stays as written. */
export function renderAck(text: string, values: AckValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as AckPlaceholder] : whole,
  );
}

/** The messages of these routes; the client translates each (mail.server.* in locales/). */
export const ackMessages = {
  unknownPlaceholder: 'Unknown placeholder. Use {name}, {reference}, {company} or {project}.',
  submittedInSubject:
    'A subject cannot use {name}: it never repeats what a visitor typed. Use {reference}, {company} or {project}.',
  required: 'This field is required.',
  saved: 'The auto-acknowledgement has been saved.',
} as const;

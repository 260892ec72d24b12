/**
 * The auto-acknowledgement (docs/product.md#auto-acknowledgement): the templates' checks, the sample
 * preview, and the mail a new lead's submitter gets in the language of the form (the lead's `locale`,
 * English when unknown) while it is enabled. Bot submissions are never stored, so never reach it. What of the
 * submitter's own text it repeats: submittedText.ts; how often one address gets it: perAddressLimit.ts.
 */
import type { Kysely } from 'kysely';
import {
  ACK_LOCALES,
  ackMessages,
  renderAck,
  submittedPlaceholders,
  unknownPlaceholders,
  type AckLocale,
  type AckPreview,
  type AckPreviewBody,
  type AckTemplate,
  type AckValues,
} from '../../../shared/leads/acknowledgement/schemas';
import type { Database } from '../../db/database';
import { throwIfErrors } from '../../httpErrors';
import type { MailMessage } from '../../mail/mailer';
import {
  companyName,
  findLeadsToAcknowledge,
  readAutoAcknowledgement,
} from './autoAcknowledgementRepository';
import { echoableName, leaveOut } from './submittedText';

type Db = Kysely<Database>;

/**
 * 422 with `errors["en.subject"]`… for a blank text, an unknown placeholder, or a subject with a submitted
 * field's placeholder (lengths: the schema).
 */
export function checkTemplates(templates: AckPreviewBody): void {
  const errors: Record<string, string[]> = {};
  for (const locale of ACK_LOCALES) {
    for (const field of ['subject', 'body'] as const) {
      const text = templates[locale][field];
      const key = `${locale}.${field}`;
      if (text.trim() === '') errors[key] = [ackMessages.required];
      else if (unknownPlaceholders(text).length > 0) errors[key] = [ackMessages.unknownPlaceholder];
      else if (field === 'subject' && submittedPlaceholders(text).length > 0)
        errors[key] = [ackMessages.submittedInSubject];
    }
  }
  throwIfErrors(errors);
}

const SAMPLES: Record<AckLocale, Omit<AckValues, 'company'>> = {
  en: { name: 'Omar Haddad', reference: 'PRJ-2026-000123', project: 'Palm Residences' },
  ar: { name: 'عمر حداد', reference: 'PRJ-2026-000123', project: 'مساكن النخيل' },
};

/** `text` without the placeholders of what the visitor typed. */
const withoutSubmitted = (text: string) => submittedPlaceholders(text).reduce(leaveOut, text);

/**
 * The template filled in. The subject never carries the submitted name, even from a template saved before
 * that was refused; the message carries it only when it looks like a name, else leaves it out.
 */
function render(template: AckTemplate, values: AckValues) {
  const name = echoableName(values.name);
  const body = name === null ? leaveOut(template.body, 'name') : template.body;
  return {
    // A subject is one line, whatever the template holds.
    subject: renderAck(withoutSubmitted(template.subject), { ...values, name: '' }).replace(
      /[\r\n]+/g,
      ' ',
    ),
    body: renderAck(body, { ...values, name: name ?? '' }),
  };
}

export async function previewTemplates(db: Db, templates: AckPreviewBody): Promise<AckPreview> {
  checkTemplates(templates);
  const company = await companyName(db);
  return {
    en: render(templates.en, { ...SAMPLES.en, company }),
    ar: render(templates.ar, { ...SAMPLES.ar, company }),
  };
}

/** The acknowledgements of leads `ids`, by lead id: none while it is disabled (or for a lead gone). */
export async function acknowledgementsOf(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, MailMessage>> {
  const settings = await readAutoAcknowledgement(db);
  if (!settings.enabled) return new Map();
  const [leads, company] = await Promise.all([findLeadsToAcknowledge(db, ids), companyName(db)]);
  return new Map(
    leads.map((lead) => {
      const locale: AckLocale = lead.locale === 'ar' ? 'ar' : 'en';
      const { subject, body } = render(settings[locale], {
        name: lead.name,
        reference: lead.reference,
        company,
        project: lead.project_name ?? '',
      });
      return [lead.id, { to: lead.email, subject, text: body }];
    }),
  );
}

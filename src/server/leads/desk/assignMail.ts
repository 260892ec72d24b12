/**
 * The mail a sales user gets when leads are assigned to them (docs/product.md#lead-page), in that user's
 * language (users.locale): each lead's essentials and its link on a line of its own, plain text.
 */
import type { LeadKind } from '../../../shared/leads/rules';
import { leadPath } from '../../../shared/screens';
import type { MailMessage } from '../../mail/mailer';
import type { AssignedLead } from './leadAssignRepository';
import type { Assignable } from './leadAssignRepository';

const KIND_NAMES: Record<'en' | 'ar', Record<LeadKind, string>> = {
  en: { contact: 'Contact', project: 'Project', consulting: 'Consulting', sale: 'Sale' },
  ar: { contact: 'تواصل', project: 'مشروع', consulting: 'استشارة', sale: 'بيع' },
};

const TEXTS = {
  en: {
    subject: (count: number, reference: string) =>
      count === 1 ? `Lead ${reference} is assigned to you` : `${count} leads are assigned to you`,
    hello: (name: string) => `Hello ${name},`,
    intro: (by: string, count: number) =>
      `${by} assigned ${count === 1 ? 'a lead' : `${count} leads`} to you:`,
    kind: 'Form',
    reference: 'Reference',
    name: 'Name',
    contact: 'Contact',
    project: 'Project',
  },
  ar: {
    subject: (count: number, reference: string) =>
      count === 1 ? `أُسند إليك الطلب ${reference}` : `أُسند إليك ${count} طلبات`,
    hello: (name: string) => `مرحباً ${name}،`,
    intro: (by: string, count: number) =>
      `أسند ${by} إليك ${count === 1 ? 'طلباً' : `${count} طلبات`}:`,
    kind: 'النموذج',
    reference: 'المرجع',
    name: 'الاسم',
    contact: 'التواصل',
    project: 'المشروع',
  },
};

export function assignMail(input: {
  assignee: Assignable;
  /** Who assigned (the assignee itself when an agent takes a lead). */
  by: string;
  leads: readonly AssignedLead[];
  appUrl: string;
}): MailMessage {
  const locale = input.assignee.locale === 'ar' ? 'ar' : 'en';
  const t = TEXTS[locale];
  const count = input.leads.length;
  const blocks = input.leads.map((lead) =>
    [
      `${t.kind}: ${KIND_NAMES[locale][lead.kind]}`,
      `${t.reference}: ${lead.reference}`,
      `${t.name}: ${lead.name}`,
      `${t.contact}: ${[lead.email, lead.phone].filter(Boolean).join(' / ')}`,
      ...(lead.project_name ? [`${t.project}: ${lead.project_name}`] : []),
      `${input.appUrl}${leadPath(lead.kind, lead.id)}`,
    ].join('\n'),
  );
  return {
    to: input.assignee.email,
    subject: t.subject(count, input.leads[0]?.reference ?? ''),
    text: [
      t.hello(input.assignee.name),
      '',
      t.intro(input.by, count),
      '',
      blocks.join('\n\n'),
    ].join('\n'),
  };
}

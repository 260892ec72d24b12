/**
 * The mails of routing (docs/product.md#routing), plain text in each reader's language: the managers' digest
 * of leads left in the unassigned pool (no rule matched, nobody of the group available, or their agent was
 * deactivated), and the name routing signs the agent's assignment mail with.
 */
import type { LeadKind } from '../../../shared/leads/rules';
import { leadPath } from '../../../shared/screens';
import type { MailMessage } from '../../mail/mailer';

export type PoolReason = 'no-rule' | 'nobody-available' | 'deactivated';

const TEXTS = {
  en: {
    router: 'Automatic routing',
    subject: (count: number, reference: string) =>
      count === 1
        ? `Lead ${reference} is in the unassigned pool`
        : `${count} leads are in the unassigned pool`,
    hello: (name: string) => `Hello ${name},`,
    reasons: {
      'no-rule': 'No routing rule matched this lead, so nobody owns it yet:',
      'nobody-available':
        'Nobody of the matching rule’s group is available now, so nobody owns this lead yet:',
      deactivated: (agent: string) =>
        `${agent} was deactivated; their open leads are back in the pool:`,
    },
    closing: 'Please assign them from the lead lists.',
    more: (count: number) => `… and ${count} more in the lead lists.`,
  },
  ar: {
    router: 'التوزيع التلقائي',
    subject: (count: number, reference: string) =>
      count === 1 ? `الطلب ${reference} بلا مسؤول` : `${count} طلبات بلا مسؤول`,
    hello: (name: string) => `مرحباً ${name}،`,
    reasons: {
      'no-rule': 'لم تطابق أي قاعدة توزيع هذا الطلب، فلا مسؤول عنه بعد:',
      'nobody-available': 'لا أحد من فريق القاعدة المطابقة متاح الآن، فلا مسؤول عن هذا الطلب بعد:',
      deactivated: (agent: string) =>
        `أُوقف حساب ${agent}؛ وعادت طلباته المفتوحة إلى الطلبات غير المسندة:`,
    },
    closing: 'يرجى إسنادها من قوائم الطلبات.',
    more: (count: number) => `… و${count} طلبات أخرى في قوائم الطلبات.`,
  },
};

const localeOf = (locale: string) => (locale === 'ar' ? 'ar' : 'en');

/** How the assignment mail names routing as the one who assigned, in the agent's language. */
export const routerName = (locale: string) => TEXTS[localeOf(locale)].router;

/** A digest lists this many leads with their links; the rest are counted (a campaign's burst stays short). */
export const POOL_MAIL_LISTED = 50;

export function poolMail(input: {
  to: { name: string; email: string; locale: string };
  reason: PoolReason;
  /** The deactivated agent's name ('deactivated'). */
  agent?: string;
  leads: readonly { id: number; kind: LeadKind; reference: string }[];
  appUrl: string;
}): MailMessage {
  const t = TEXTS[localeOf(input.to.locale)];
  const intro =
    input.reason === 'deactivated'
      ? t.reasons.deactivated(input.agent ?? '')
      : t.reasons[input.reason];
  return {
    to: input.to.email,
    subject: t.subject(input.leads.length, input.leads[0]?.reference ?? ''),
    text: [
      t.hello(input.to.name),
      '',
      intro,
      '',
      ...input.leads
        .slice(0, POOL_MAIL_LISTED)
        .map((lead) => `${lead.reference}  ${input.appUrl}${leadPath(lead.kind, lead.id)}`),
      ...(input.leads.length > POOL_MAIL_LISTED
        ? [t.more(input.leads.length - POOL_MAIL_LISTED)]
        : []),
      '',
      t.closing,
    ].join('\n'),
  };
}

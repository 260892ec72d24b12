/**
 * The mail a manager gets when the escalation job finds leads past their first-response target, or returns
 * unanswered ones to the pool (docs/product.md#speed-to-lead): one mail per run listing them all, in the
 * manager's language, each lead on a line with its link. Plain text.
 */
import { leadPath } from '../../../shared/screens';
import type { MailMessage } from '../../mail/mailer';
import type { SlaLead } from './leadSlaRepository';

const TEXTS = {
  en: {
    subject: (overdue: number, pooled: number) =>
      [
        overdue > 0
          ? `${overdue} ${overdue === 1 ? 'lead is' : 'leads are'} past the response target`
          : '',
        pooled > 0 ? `${pooled} returned to the pool` : '',
      ]
        .filter(Boolean)
        .join('; '),
    hello: (name: string) => `Hello ${name},`,
    overdue: 'Not answered within the first-response target:',
    pooled: 'Still unanswered past the reassignment threshold, now back in the unassigned pool:',
    unassigned: 'unassigned',
    since: 'since',
  },
  ar: {
    subject: (overdue: number, pooled: number) =>
      [
        overdue > 0 ? `${overdue} ${overdue === 1 ? 'طلب تجاوز' : 'طلبات تجاوزت'} مهلة الرد` : '',
        pooled > 0 ? `أُعيد ${pooled} إلى الطلبات غير المسندة` : '',
      ]
        .filter(Boolean)
        .join('؛ '),
    hello: (name: string) => `مرحباً ${name}،`,
    overdue: 'لم يُرد عليها خلال مهلة الرد الأول:',
    pooled: 'ما زالت بلا رد بعد مهلة إعادة الإسناد، وأُعيدت إلى الطلبات غير المسندة:',
    unassigned: 'غير مسند',
    since: 'منذ',
  },
};

export function escalationMail(input: {
  manager: { name: string; email: string; locale: string };
  overdue: readonly SlaLead[];
  pooled: readonly SlaLead[];
  appUrl: string;
}): MailMessage {
  const t = TEXTS[input.manager.locale === 'ar' ? 'ar' : 'en'];
  const line = (lead: SlaLead) =>
    `- ${lead.reference} · ${lead.name} · ${lead.assignee_name ?? t.unassigned} · ${t.since} ${lead.created_at}\n  ${input.appUrl}${leadPath(lead.kind, lead.id)}`;
  const section = (title: string, leads: readonly SlaLead[]) =>
    leads.length > 0 ? ['', title, ...leads.map(line)] : [];
  return {
    to: input.manager.email,
    subject: t.subject(input.overdue.length, input.pooled.length),
    text: [
      t.hello(input.manager.name),
      ...section(t.overdue, input.overdue),
      ...section(t.pooled, input.pooled),
    ].join('\n'),
  };
}

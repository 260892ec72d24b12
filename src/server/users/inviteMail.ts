/**
 * The invitation e-mail, in the inviter's language (users.locale): plain text, the link on a line of its own
 * so every client makes it clickable.
 */
import type { Role } from '../../shared/common/constants';
import { ROLE_NAMES } from '../../shared/permissions';
import { INVITATION_TTL_HOURS } from '../../shared/users/rules';
import type { MailMessage } from '../mail/mailer';

export function inviteMail(input: {
  locale: string;
  to: string;
  name: string;
  inviter: string;
  role: Role;
  company: string | null;
  link: string;
}): MailMessage {
  if (input.locale === 'ar') {
    const panel = input.company ? `لوحة إدارة ${input.company}` : 'لوحة الإدارة';
    return {
      to: input.to,
      subject: `دعوة إلى ${panel}`,
      text: [
        `مرحباً ${input.name}،`,
        '',
        `دعاك ${input.inviter} إلى ${panel} بدور: ${ROLE_NAMES[input.role].ar}.`,
        `افتح هذا الرابط خلال ${INVITATION_TTL_HOURS} ساعة لاختيار كلمة المرور:`,
        '',
        input.link,
        '',
        'يعمل الرابط مرة واحدة. إن لم تكن تتوقع هذه الدعوة فتجاهل هذه الرسالة.',
      ].join('\n'),
    };
  }
  const panel = input.company ? `the ${input.company} admin panel` : 'the admin panel';
  return {
    to: input.to,
    subject: `You are invited to ${panel}`,
    text: [
      `Hello ${input.name},`,
      '',
      `${input.inviter} invited you to ${panel} as ${ROLE_NAMES[input.role].en}.`,
      `Open this link within ${INVITATION_TTL_HOURS} hours to choose your password:`,
      '',
      input.link,
      '',
      'The link works once. If you did not expect this invitation, ignore this e-mail.',
    ].join('\n'),
  };
}

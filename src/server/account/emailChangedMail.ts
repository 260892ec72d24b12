/** The notice sent to the old address when an admin's email changes: the owner hears of a takeover. */
import type { MailMessage } from '../mail/mailer';

export function emailChangedMail(input: {
  to: string;
  name: string;
  newEmail: string;
  company: string | null;
}): MailMessage {
  const panel = input.company ? `${input.company} admin panel` : 'admin panel';
  return {
    to: input.to,
    subject: `The email of your ${panel} account was changed`,
    text: [
      `Hello ${input.name},`,
      '',
      `The email address of your ${panel} account was changed from ${input.to} to ${input.newEmail}.`,
      'From now on, password resets and notices go to the new address.',
      '',
      'If you did not make this change, contact your administrator at once: someone else may be using your account.',
    ].join('\n'),
  };
}

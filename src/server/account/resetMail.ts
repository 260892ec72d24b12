/** The password-reset e-mail: plain text, the link on a line of its own so every client makes it clickable. */
import { RESET_TOKEN_TTL_MINUTES } from '../../shared/account/rules';
import type { MailMessage } from '../mail/mailer';

export function resetMail(input: {
  to: string;
  name: string;
  company: string | null;
  link: string;
}): MailMessage {
  const panel = input.company ? `${input.company} admin panel` : 'admin panel';
  return {
    to: input.to,
    subject: `Reset your ${panel} password`,
    text: [
      `Hello ${input.name},`,
      '',
      `Someone (hopefully you) asked to reset the password of your ${panel} account.`,
      `Open this link within ${RESET_TOKEN_TTL_MINUTES} minutes to choose a new password:`,
      '',
      input.link,
      '',
      'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

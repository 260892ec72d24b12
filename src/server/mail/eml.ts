/** A plain-text message in RFC 5322 (822) form, as an `.eml` file any mail client opens. */

export interface EmlInput {
  from: string;
  to: string;
  subject: string;
  text: string;
  messageId: string;
  date?: Date;
}

/** Header values with non-ASCII text (an Arabic company name) are encoded as RFC 2047 words. */
function headerValue(value: string): string {
  const clean = value.replace(/[\r\n]+/g, ' ');
  if (/^[\x20-\x7e]*$/.test(clean)) return clean;
  return `=?UTF-8?B?${Buffer.from(clean, 'utf8').toString('base64')}?=`;
}

/** The Message-ID header's value for `messageId`, under the sender's domain. */
export function messageIdHeader(from: string, messageId: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  return `<${messageId}@${domain}>`;
}

export function formatEml({
  from,
  to,
  subject,
  text,
  messageId,
  date = new Date(),
}: EmlInput): string {
  const headers = [
    `From: ${headerValue(from)}`,
    `To: ${headerValue(to)}`,
    `Subject: ${headerValue(subject)}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: ${messageIdHeader(from, messageId)}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  const body = text.replace(/\r?\n/g, '\r\n');
  return `${headers.join('\r\n')}\r\n\r\n${body}\r\n`;
}

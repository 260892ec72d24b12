/**
 * What of a visitor's own text an acknowledgement may carry (docs/security.md#acknowledgement-mail): the
 * mail goes to whatever address the form gave, so anything typed into the form that it repeats is text a
 * stranger can have the company send to anyone. Only a name that looks like a name is repeated, in the
 * message, never in the subject; otherwise its placeholder is left out and the text closes up around it.
 */
import { ACK_NAME_ECHO_MAX } from '../../../shared/leads/acknowledgement/rules';

/** Letters (any script) with their marks, spaces, apostrophes, hyphens, dots, and ZWNJ/ZWJ (Persian). */
const NAME_CHARACTERS = /^[\p{L}\p{M} '’ʼ.\-\u200C\u200D]+$/u;
/** A word with a dot is an initial or a short title ("J.", "J.R.", "Dr."), never "evil.example" or "www.". */
const DOTTED_WORD = /^(?:[\p{L}\p{M}]{1,3}\.|(?:\p{L}\p{M}*\.)+)$/u;
const LINE_BREAK = /[\r\n\v\f\u0085\u2028\u2029]/;

/**
 * `raw` as it may be repeated to its submitter, or null when it does not look like a name: a link or a
 * domain, an email address, digits (a phone number), a second line, symbols, more than
 * ACK_NAME_ECHO_MAX characters, or no letter at all.
 */
export function echoableName(raw: string): string | null {
  if (LINE_BREAK.test(raw)) return null;
  const name = raw.normalize('NFC').replace(/\s+/gu, ' ').trim();
  if (name === '' || [...name].length > ACK_NAME_ECHO_MAX) return null;
  if (!NAME_CHARACTERS.test(name) || !/\p{L}/u.test(name)) return null;
  const dotted = name.split(' ').filter((word) => word.includes('.'));
  if (!dotted.every((word) => DOTTED_WORD.test(word))) return null;
  return name;
}

const SPACE = '[^\\S\\r\\n]*';

/**
 * `text` without `{placeholder}`, closing up what surrounded it: "Hello {name}," → "Hello,",
 * "Welcome, {name}!" → "Welcome!", "{name}, thank you" → "thank you", "Thanks {name}: …" → "Thanks: …".
 */
export function leaveOut(text: string, placeholder: string): string {
  const braces = `\\{${placeholder}\\}`;
  return (
    text
      // Opening a line, with the comma or colon after it.
      .replace(new RegExp(`^${SPACE}${braces}[,،:;]?${SPACE}`, 'gmu'), '')
      // Ending a clause or a line, with the comma before it.
      .replace(new RegExp(`[,،]?${SPACE}${braces}(?=${SPACE}(?:[,،.!?؟:;)]|$))`, 'gmu'), '')
      // Anywhere else.
      .replace(new RegExp(`${SPACE}${braces}`, 'gu'), '')
  );
}

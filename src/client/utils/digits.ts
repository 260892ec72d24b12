/** Arabic-Indic (U+0660–0669) and Persian (U+06F0–06F9) digits, as an Arabic or Persian keyboard types them. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** `text` with Arabic-Indic and Persian digits written as Latin ones (`٠١/٠٣/٢٠٢٦` → `01/03/2026`). */
export function latinDigits(text: string): string {
  return text.replace(EASTERN_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf));
}

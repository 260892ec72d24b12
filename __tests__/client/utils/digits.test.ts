import { latinDigits } from '../../../src/client/utils/digits';

describe('latinDigits', () => {
  it('writes Arabic-Indic and Persian digits as Latin ones and leaves the rest', () => {
    expect(latinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(latinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(latinDigits('٣١/٠٣/٢٠٢٦')).toBe('31/03/2026');
    expect(latinDigits('31/03/2026 يوم')).toBe('31/03/2026 يوم');
  });
});

import { HttpError } from '../../../src/server/httpErrors';
import { InFlightLimit } from '../../../src/server/leads/intake/inFlightLimit';
import { fieldsNeverHeld } from '../../../src/server/leads/export/leadExporter';
import {
  ftsQuery,
  leadSearchText,
  normalizeWords,
  searchTerms,
  tsQuery,
} from '../../../src/server/leads/common/searchText';

describe('intake guards', () => {
  it('answers 503 with Retry-After at once when too many submissions are in flight', async () => {
    const limit = new InFlightLimit(2);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const running = [limit.run(() => gate), limit.run(() => gate)];
    const refused = await limit.run(async () => 'ran').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(503);
    expect((refused as HttpError).headers['retry-after']).toBe('1');
    release();
    await Promise.all(running);
    await expect(limit.run(async () => 'ran')).resolves.toBe('ran');
  });

  it('warns once per burst of refusals, not once per refused request', async () => {
    const warnings: unknown[] = [];
    const limit = new InFlightLimit(1, { warn: (obj: unknown) => warnings.push(obj) } as never);
    let release!: () => void;
    const running = limit.run(() => new Promise<void>((resolve) => (release = resolve)));
    const refusals = await Promise.all(
      Array.from({ length: 50 }, () => limit.run(async () => 'ran').catch((e: unknown) => e)),
    );
    expect(refusals.every((e) => e instanceof HttpError && e.statusCode === 503)).toBe(true);
    expect(warnings).toHaveLength(1);
    release();
    await running;
  });
});

describe('search text', () => {
  it('folds case, Arabic letter variants and marks, and splits emails and phones into words', () => {
    const text = leadSearchText({
      reference: 'CON-2026-000123',
      name: 'أحمد مُحمّد',
      email: 'Ahmed.K@Example.com',
      phone: '+971 50 123 4567',
      message: 'فيلا للبيع!',
    });
    expect(text).toBe(
      'con 2026 000123 احمد محمد ahmed k example com 971 50 123 4567 971501234567 فيلا للبيع',
    );
  });

  it('splits letters from digits, in stored text and searches alike', () => {
    expect(normalizeWords('Omar.Haddad87@example.com')).toBe('omar haddad 87 example com');
    expect(normalizeWords('Villa4U 3BR')).toBe('villa 4 u 3 br');
    expect(searchTerms('haddad87')).toEqual(['haddad', '87']);
    expect(normalizeWords('شقة2 غرف')).toBe('شقه 2 غرف');
  });

  it('quotes every term so search text is never query syntax', () => {
    expect(searchTerms('  "Sara" OR  -x* ')).toEqual(['sara', 'or', 'x']);
    expect(searchTerms('"*(')).toEqual([]);
    expect(ftsQuery(['sara', 'or'])).toBe('"sara"* "or"*');
    // Words of 2 to 8 letters are whole lexemes (their prefixes are stored); the rest prefix queries.
    expect(tsQuery(['sara', 'or'])).toBe("'sara' & 'or'");
    expect(tsQuery(['o', 'haddadzadeh', 'المنصوري'])).toBe("'o':* & 'haddadzadeh':* & 'المنصوري'");
  });
});

describe('lead export layout', () => {
  it('skips only the fields a kind never holds', () => {
    expect(fieldsNeverHeld('project')).toEqual(
      expect.arrayContaining(['subject', 'service', 'city', 'asking_price', 'currency']),
    );
    expect(fieldsNeverHeld('project')).not.toEqual(expect.arrayContaining(['project_name']));
    for (const shared of ['bedrooms', 'budget'])
      expect(fieldsNeverHeld('project')).not.toContain(shared);
    expect(fieldsNeverHeld('sale')).toContain('budget');
    expect(fieldsNeverHeld('sale')).not.toContain('bedrooms');
    expect(fieldsNeverHeld('contact')).toEqual(expect.arrayContaining(['project_name', 'budget']));
    for (const kind of ['contact', 'project', 'consulting', 'sale'] as const)
      for (const common of ['id', 'name', 'email', 'phone', 'message', 'consent', 'created_at'])
        expect(fieldsNeverHeld(kind)).not.toContain(common);
  });
});

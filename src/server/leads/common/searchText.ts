/**
 * One normalisation for stored search text and for search terms, so SQLite FTS5 and PostgreSQL's 'simple'
 * text search see the same words: lower-cased, NFKC, Arabic diacritics and tatweel removed, alef/yeh/teh
 * marbuta variants folded (people type أحمد and احمد alike), everything that is not a letter or digit a
 * space, and letters and digits that touch split apart (`omar.haddad87@` gives omar, haddad, 87). Emails and
 * phones also contribute their pieces and their digits-only form.
 *
 * The split keeps prefix searches cheap: without it `haddad*` would fan out over every haddad0…haddad999 an
 * email list holds, and a common surname's search cost grew with the number of such variants (measured at a
 * million leads: 13 ms for the prefix against 0.9 ms for the word itself).
 */
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;

export function normalizeWords(value: string): string {
  return value
    .normalize('NFKC')
    .toLowerCase()
    .replace(ARABIC_MARKS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/gu, ' ')
    .trim();
}

export interface SearchableLead {
  reference: string;
  name: string;
  email: string;
  phone?: string | null;
  message?: string | null;
}

export function leadSearchText(lead: SearchableLead): string {
  const digits = lead.phone?.replace(/\D/g, '') ?? '';
  return normalizeWords(
    [lead.reference, lead.name, lead.email, lead.phone ?? '', digits, lead.message ?? ''].join(' '),
  );
}

/**
 * leadSearchText for a lead whose reference is numbered by the database as it is stored (the PostgreSQL
 * intake): the text is `head` + the counter's digits + `tail`. The reference comes first and ends in its
 * digits, so normalising it apart from the rest changes nothing (a test holds the two equal).
 */
export function leadSearchTextAround(
  lead: Omit<SearchableLead, 'reference'>,
  referenceHead: string,
): { head: string; tail: string } {
  const rest = leadSearchText({ ...lead, reference: '' });
  return { head: `${normalizeWords(referenceHead)} `, tail: rest === '' ? '' : ` ${rest}` };
}

/** At most this many words of a search are used (each is a prefix match; all must match). */
const MAX_TERMS = 8;

/** The search's words, normalised; empty when it holds no letter or digit. */
export function searchTerms(search: string | undefined): string[] {
  if (!search) return [];
  const words = normalizeWords(search).split(' ').filter(Boolean);
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** FTS5 MATCH text: every word quoted (so no word is read as an operator) and matched as a prefix. */
export function ftsQuery(terms: string[]): string {
  return terms.map((term) => `"${term.replace(/"/g, '""')}"*`).join(' ');
}

/**
 * PostgreSQL's stored vector also holds every word's prefixes of 2 to 8 characters (migration 018): a term of
 * that length is asked as one exact lexeme, the rest as a prefix.
 */
const INDEXED_PREFIX = { min: 2, max: 8 };

/** to_tsquery text: every word quoted as a lexeme and matched as a prefix, all required. */
export function tsQuery(terms: string[]): string {
  return terms
    .map((term) => {
      const word = term.replace(/['\\]/g, '');
      const length = [...word].length;
      const indexed = length >= INDEXED_PREFIX.min && length <= INDEXED_PREFIX.max;
      return indexed ? `'${word}'` : `'${word}':*`;
    })
    .join(' & ');
}

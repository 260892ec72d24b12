/**
 * jsdom computes an element's style by matching every rule of every style sheet against it, through
 * nwsapi, which keeps the last 1 000 compiled selectors. antd's CSS-in-JS injects several thousand rules, so
 * each computation went through them all in the same order and compiled every selector again: most of a
 * client test's time (docs/architecture.md#fast-client-tests). Queries by role, user-event's clicks and
 * antd's forms all ask for computed styles.
 *
 * This skips, before nwsapi, the rules that cannot match: a selector whose last compound needs a class the
 * element does not have. It only ever answers "no" where nwsapi would, and hands every other case to it,
 * so jsdom's results are unchanged. Importing this module installs it; the test environment imports it
 * before jsdom, whose style rules keep the function they find when they load.
 */

interface ElementImpl {
  _ownerDocument: { compatMode: string };
  getAttributeNS(namespace: string | null, name: string): string | null;
}

type Match = (elImpl: ElementImpl, selector: string) => boolean;

/**
 * For each complex selector of a list, the classes its subject (last compound) requires outside any
 * parentheses; null when some selector requires none, or when it is too unusual to read here.
 */
function requiredClasses(selectorList: string): string[][] | null {
  if (/[\\'"]/.test(selectorList)) return null;
  const result: string[][] = [];
  let depth = 0;
  let compound = '';
  let combinatorSeen = false;
  const subjectClasses = (): string[] | null => {
    let outside = '';
    let inner = 0;
    for (const char of compound) {
      if (char === '(' || char === '[') {
        if (inner === 0) outside += ' ';
        inner += 1;
      } else if (char === ')' || char === ']') inner -= 1;
      else if (inner === 0) outside += char;
    }
    const classes = [...outside.matchAll(/\.([A-Za-z0-9_\u00a0-\uffff-]+)/g)].map(
      (match) => match[1]!,
    );
    return classes.length > 0 ? classes : null;
  };
  for (const char of selectorList) {
    if (char === '(' || char === '[') depth += 1;
    if (char === ')' || char === ']') depth -= 1;
    if (depth === 0 && char === ',') {
      const classes = subjectClasses();
      if (!classes) return null;
      result.push(classes);
      compound = '';
      combinatorSeen = false;
    } else if (depth === 0 && /[\s>+~]/.test(char)) {
      // A combinator (or spaces around one): the next compound replaces this one as the subject.
      if (compound !== '') combinatorSeen = true;
    } else {
      if (combinatorSeen) {
        compound = '';
        combinatorSeen = false;
      }
      compound += char;
    }
  }
  const classes = subjectClasses();
  if (!classes) return null;
  result.push(classes);
  return result;
}

const analysed = new Map<string, string[][] | null>();
const classSets = new WeakMap<ElementImpl, { attribute: string; names: Set<string> }>();

function classesOf(elImpl: ElementImpl): Set<string> {
  const attribute = elImpl.getAttributeNS(null, 'class') ?? '';
  const known = classSets.get(elImpl);
  if (known && known.attribute === attribute) return known.names;
  const names = new Set(attribute.split(/\s+/).filter(Boolean));
  classSets.set(elImpl, { attribute, names });
  return names;
}

function installFastStyleMatching(): void {
  // jsdom's internal module, shared by its style rules and Element#matches; patched in place.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const module = require('jsdom/lib/jsdom/living/helpers/selectors') as {
    matchesDontThrow: Match;
    fastStyleMatching?: true;
  };
  if (module.fastStyleMatching) return;
  const original = module.matchesDontThrow;
  module.matchesDontThrow = (elImpl, selector) => {
    if (typeof selector !== 'string') return original(elImpl, selector);
    let needs = analysed.get(selector);
    if (needs === undefined) {
      needs = requiredClasses(selector);
      analysed.set(selector, needs);
    }
    // Class names are case-insensitive in quirks mode; jsdom's test documents are in standards mode.
    if (needs && elImpl._ownerDocument.compatMode === 'CSS1Compat') {
      const names = classesOf(elImpl);
      if (!needs.some((classes) => classes.every((name) => names.has(name)))) return false;
    }
    return original(elImpl, selector);
  };
  module.fastStyleMatching = true;
}

installFastStyleMatching();

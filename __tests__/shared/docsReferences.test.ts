/**
 * Every reference to a document resolves: `docs/<file>.md#<anchor>` in the code, tests, build and deploy
 * files, and `<file>.md#<anchor>` (or `#<anchor>`) links between the documents, name a file of docs/ and
 * a heading in it (docs/README.md#conventions). And no comment cites what a reader of the repository
 * cannot open: the original specification by section, the outside design notes, work-item numbers.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const docsDir = path.join(root, 'docs');
const TEXT = /\.(ts|tsx|mts|mjs|js|cjs|css|json|md|conf|html|ya?ml)$/;
const SKIP = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report']);

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  if (fs.statSync(dir).isFile()) return [dir];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : walk(full);
    return TEXT.test(entry.name) ? [full] : [];
  });
}

/** GitHub's heading anchor: lower case, punctuation dropped (but hyphens and underscores), spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a document's headings produce (a repeated heading gets -1, -2, … as on GitHub). */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

const docs = new Map(
  fs
    .readdirSync(docsDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => [name, anchorsOf(path.join(docsDir, name))]),
);

interface Reference {
  where: string;
  doc: string;
  anchor: string;
}

function check({ doc, anchor }: Reference): string | null {
  const anchors = docs.get(doc);
  if (!anchors) return `docs/${doc} does not exist`;
  return anchors.has(anchor) ? null : `docs/${doc} has no heading #${anchor}`;
}

const relative = (file: string) => path.relative(root, file);

function referencesIn(file: string, insideDocs: boolean): Reference[] {
  const found: Reference[] = [];
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, index) => {
    const where = `${relative(file)}:${index + 1}`;
    for (const match of line.matchAll(/docs\/([\w-]+\.md)#([\w-]+)/g))
      found.push({ where, doc: match[1]!, anchor: match[2]! });
    if (!insideDocs) return;
    // Between documents: `(security.md#known-gaps)`, and within one: `(#browser-downloads)`.
    for (const match of line.matchAll(/(?<![\w/.-])([\w-]+\.md)#([\w-]+)/g))
      found.push({ where, doc: match[1]!, anchor: match[2]! });
    for (const match of line.matchAll(/\]\(#([\w-]+)\)/g))
      found.push({ where, doc: path.basename(file), anchor: match[1]! });
  });
  return found;
}

describe('references to the documents', () => {
  const outside = [
    ...walk(path.join(root, 'src')),
    ...walk(path.join(root, '__tests__')),
    ...walk(path.join(root, 'webpack')),
    ...walk(path.join(root, 'webpack.config.ts')),
    ...walk(path.join(root, 'deploy')),
    ...walk(path.join(root, 'README.md')),
  ];
  const inside = [...docs.keys()].map((name) => path.join(docsDir, name));

  it('finds the files and headings it checks against', () => {
    expect(docs.get('product.md')).toContain('login-and-logout');
    expect(slug('Reverse proxy and TLS')).toBe('reverse-proxy-and-tls');
    expect(slug('API at a million leads')).toBe('api-at-a-million-leads');
    expect(slug('`npm run size`: the check')).toBe('npm-run-size-the-check');
    expect(outside.length).toBeGreaterThan(100);
  });

  it('name a document and a heading in it, from the code, tests, build and deploy files', () => {
    const references = outside.flatMap((file) => referencesIn(file, false));
    expect(references.length).toBeGreaterThan(50);
    const broken = references.flatMap((ref) => {
      const problem = check(ref);
      return problem ? [`${ref.where}: ${problem}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('name a document and a heading in it, between the documents', () => {
    const broken = inside
      .flatMap((file) => referencesIn(file, true))
      .flatMap((ref) => {
        const problem = check(ref);
        return problem ? [`${ref.where}: ${problem}`] : [];
      });
    expect(broken).toEqual([]);
  });

  it('leave out what a reader of the repository cannot open', () => {
    // The original specification by section, the outside design notes, work items by number.
    const unreadable = [/seed\s*§/i, /quality\.md/, /toolchain\.md/, /issue #\d+/i];
    const found = [...walk(path.join(root, 'src')), ...walk(path.join(root, '__tests__'))].flatMap(
      (file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            unreadable.some((pattern) => pattern.test(line))
              ? [`${relative(file)}:${index + 1}: ${line.trim()}`]
              : [],
          ),
    );
    expect(found).toEqual([]);
  });
});

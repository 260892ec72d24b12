/**
 * docs/architecture.md#server-domain-directions is the server's import graph, checked both ways: the lint
 * (house/server-direction) refuses an import the list does not allow, and this test refuses an edge the list
 * allows but no import uses any more, and any two folders that import each other.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const SERVER = path.join(ROOT, 'src/server');

function documented(): Map<string, Set<string>> {
  const doc = fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
  const block = /<!-- server-directions -->([\s\S]*?)<!-- \/server-directions -->/.exec(doc);
  if (!block) throw new Error('docs/architecture.md has no server-directions list');
  const graph = new Map<string, Set<string>>();
  for (const line of block[1]!.split('\n')) {
    const match = /^- ([\w/]+): (.*)$/.exec(line.trim());
    if (match)
      graph.set(
        match[1]!,
        new Set(match[2] === '(nothing)' ? [] : match[2]!.split(',').map((name) => name.trim())),
      );
  }
  return graph;
}

/** A module's sub-module when the list names it (`leads/routing`), else the first folder or the file. */
function nodeOf(file: string, doc: Map<string, Set<string>>): string {
  const parts = path.relative(SERVER, file).split(path.sep);
  if (parts.length > 2 && doc.has(`${parts[0]}/${parts[1]}`)) return `${parts[0]}/${parts[1]}`;
  return parts[0]!.replace(/\.(ts|mjs|js)$/, '');
}

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.(ts|mjs)$/.test(entry.name) ? [full] : [];
  });
}

function actual(doc: Map<string, Set<string>>): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const imports = /(?:from|import)\s*\(?\s*'(\.[^']+)'/g;
  for (const file of files(SERVER)) {
    const from = nodeOf(file, doc);
    if (!graph.has(from)) graph.set(from, new Set());
    for (const match of fs.readFileSync(file, 'utf8').matchAll(imports)) {
      const target = path.resolve(path.dirname(file), match[1]!);
      if (!target.startsWith(SERVER + path.sep)) continue;
      const to = nodeOf(target, doc);
      if (to !== from) graph.get(from)!.add(to);
    }
  }
  return graph;
}

describe('server domain directions', () => {
  const doc = documented();
  const code = actual(doc);

  it('list every folder and top-level file of src/server', () => {
    expect([...code.keys()].filter((node) => !doc.has(node))).toEqual([]);
    expect([...doc.keys()].filter((node) => !code.has(node))).toEqual([]);
  });

  it('allow no edge that no import uses', () => {
    const unused = [...doc].flatMap(([from, targets]) =>
      [...targets].filter((to) => !code.get(from)?.has(to)).map((to) => `${from} -> ${to}`),
    );
    expect(unused).toEqual([]);
  });

  it('match the code: every import is listed (the lint refuses others)', () => {
    const unlisted = [...code].flatMap(([from, targets]) =>
      [...targets].filter((to) => !doc.get(from)?.has(to)).map((to) => `${from} -> ${to}`),
    );
    expect(unlisted).toEqual([]);
  });

  it('have no two folders importing each other', () => {
    const both = [...doc].flatMap(([from, targets]) =>
      [...targets]
        .filter((to) => from < to && doc.get(to)?.has(from))
        .map((to) => `${from} <-> ${to}`),
    );
    expect(both).toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The README and docs/ name list filters (`filter[is_published]`, `filter[status|from|to]`); an outside
 * developer builds against them, so each must be one the server's list schemas accept — an unknown filter
 * is a 422 (docs/api.md#lists). `filter[<field>]` is the docs' placeholder.
 */
const ROOT = path.resolve(__dirname, '../..');

function filesUnder(dir: string, ext: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, ext);
    return entry.name.endsWith(ext) ? [full] : [];
  });
}

/** Every `'filter[x]'` key the shared schemas declare. */
const accepted = new Set(
  filesUnder(path.join(ROOT, 'src/shared'), '.ts').flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/'filter\[(\w+)\]'\s*:/g)].map((match) => match[1]),
  ),
);

const documents = [path.join(ROOT, 'README.md'), ...filesUnder(path.join(ROOT, 'docs'), '.md')];

describe('the filters the docs name', () => {
  it('finds the schemas’ filters', () => {
    expect([...accepted]).toEqual(
      expect.arrayContaining(['is_published', 'developer_id', 'status', 'assignee', 'section']),
    );
  });

  it('are filters some list accepts', () => {
    const unknown = documents.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/filter\[([\w|]+)\]/g)].flatMap((match) =>
        (match[1] as string)
          .split('|')
          .filter((name) => !accepted.has(name))
          .map((name) => `${path.relative(ROOT, file)}: filter[${name}]`),
      ),
    );
    expect(unknown).toEqual([]);
  });
});

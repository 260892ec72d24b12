/**
 * Every once-per-fleet job is findable by its file's name (docs/architecture.md#background-work): each
 * `app.jobs.add(…)` adds what a `…Job(…)` function answers, from a file named `…Job.ts` or `…Jobs.ts`, and
 * the background-work table names that file.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const SERVER = path.join(ROOT, 'src/server');

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('jobs', () => {
  const sources = files(SERVER).map((file) => ({
    file: path.relative(SERVER, file),
    text: fs.readFileSync(file, 'utf8'),
  }));

  it('are added from a …Job function each', () => {
    const added = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/app\.jobs\.add\(([^)]*)\)/g)].map((match) => ({
        file,
        argument: match[1]!,
      })),
    );
    expect(added.length).toBeGreaterThan(0);
    expect(added.filter(({ argument }) => !/^\w+Jobs?\(/.test(argument.trim()))).toEqual([]);
  });

  it('live in files named after them, which the background-work table names', () => {
    const architecture = fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
    const jobFiles = sources.filter(({ text }) => /: Job \{/.test(text)).map(({ file }) => file);
    expect(jobFiles.length).toBeGreaterThan(0);
    for (const file of jobFiles) {
      expect(file).toMatch(/Jobs?\.ts$/);
      expect(architecture).toContain(`\`${file.split(path.sep).join('/')}\``);
    }
  });
});

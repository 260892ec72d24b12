import fs from 'node:fs';
import path from 'node:path';
import { ANTD_STAND_INS, type AntdStandIn } from '../../../src/client/vendor/antdStandIns';

/**
 * webpack.config.ts swaps these antd modules for stand-ins by path. If antd moves or renames one, the swap
 * silently stops matching and the module comes back into every list page; if antd starts importing more from
 * it, the stand-in breaks the build's output at run time. Either way this test fails first.
 */
const ROOT = path.resolve(__dirname, '../../..');
const MODULES = path.join(ROOT, 'node_modules');
const ANTD_ES = path.join(MODULES, 'antd', 'es');

/** The file webpack resolves for an extension-less module path, if any. */
function resolveModule(modulePath: string): string | undefined {
  return [`${modulePath}.js`, path.join(modulePath, 'index.js')].find((file) =>
    fs.existsSync(file),
  );
}

function jsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(full);
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

const IMPORT = /import\s+([^'";]+?)\s+from\s+['"]([^'"]+)['"]/g;

/** The names an import clause takes: `A, { b, c as d }` → default, b, c. Type-only imports are gone in JS. */
function importedNames(clause: string): string[] {
  const names: string[] = [];
  const named = /\{([^}]*)\}/.exec(clause);
  const head = clause
    .replace(/\{[^}]*\}/, '')
    .replace(/,\s*$/, '')
    .trim();
  if (head.startsWith('* as')) names.push('*');
  else if (head) names.push('default');
  for (const part of named?.[1]?.split(',') ?? []) {
    const name = part.trim().split(/\s+as\s+/)[0];
    if (name) names.push(name);
  }
  return names;
}

/** The file a package import (`@scope/name`) resolves to for the browser build: its ES module entry. */
function resolvePackage(request: string): string | undefined {
  const manifest = path.join(MODULES, request, 'package.json');
  if (!fs.existsSync(manifest)) return undefined;
  const { module: esm, main } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<
    string,
    string
  >;
  return resolveModule(path.join(MODULES, request, esm ?? main ?? 'index'));
}

/** What an import in `file` resolves to: a relative path, or a package. */
const resolveImport = (file: string, request: string) =>
  request.startsWith('.')
    ? resolveModule(path.resolve(path.dirname(file), request))
    : resolvePackage(request);

/** Every import of the swapped module that webpack replaces, with the names it takes. */
function importsOf(swap: AntdStandIn, target: string) {
  const files = swap.importedAs
    ? jsFiles(path.join(MODULES, swap.importedAs.from)).filter(
        (file) => path.dirname(file) === path.join(MODULES, swap.importedAs!.from),
      )
    : jsFiles(ANTD_ES);
  return files.flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(IMPORT)]
      .filter(
        ([, , request]) =>
          request !== undefined &&
          (request.startsWith('.') || request === swap.importedAs?.request) &&
          (!swap.importedAs || request === swap.importedAs.request) &&
          resolveImport(file, request) === target,
      )
      .map(([, clause]) => ({ file: path.relative(MODULES, file), names: importedNames(clause!) })),
  );
}

/** What an ES module file exports, by name (`default` included). */
function exportedNames(source: string): Set<string> {
  const names = new Set<string>();
  if (/export\s+default\b/.test(source)) names.add('default');
  for (const [, name] of source.matchAll(/export\s+(?:function|const|let|var|class)\s+(\w+)/g))
    names.add(name!);
  for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}/g))
    for (const part of list!.split(','))
      names.add(
        part
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
      );
  return names;
}

describe.each(ANTD_STAND_INS)('the antd stand-in $standIn', (swap) => {
  const target = resolveModule(path.join(MODULES, swap.module));

  it(`replaces ${swap.module}, which antd still has`, () => {
    expect(target).toBeDefined();
  });

  it('matches imports antd still makes, and exports all they take', async () => {
    const imports = importsOf(swap, target!);
    expect(imports).not.toEqual([]);
    const real = exportedNames(fs.readFileSync(target!, 'utf8'));
    const standIn = new Set(Object.keys(await import(path.join(ROOT, swap.standIn))));
    for (const { file, names } of imports) {
      for (const name of names) {
        expect({ file, name, inAntd: real.has(name) }).toEqual({ file, name, inAntd: true });
        expect({ file, name, inStandIn: standIn.has(name) }).toEqual({
          file,
          name,
          inStandIn: true,
        });
      }
    }
  });
});

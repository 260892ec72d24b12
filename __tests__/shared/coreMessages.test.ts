import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import en from '../../locales/en.json';
import { isCoreMessage } from '../../locales/messageParts';
import { SCREEN_IDS, screenDef } from '../../src/shared/screens';

/**
 * Before the private layout loads the application's texts, only the core part is there (locales/messageParts.ts).
 * What can render then: everything the entry reaches by its imports, static or lazy, except the private layout
 * and the private screens' pages. Every message id those files name must be core, or the built app shows the id.
 */
const CLIENT = path.resolve(__dirname, '../../src/client');
const ENTRY = path.join(CLIENT, 'index.tsx');
const SCREEN_PAGES = path.join(CLIENT, 'app/screens/screenPages.tsx');
/** Imported outside the private layout but rendered only inside it, each for the reason given. */
const AFTER_APP_TEXTS = [
  'layouts/AppLayout.tsx',
  // AppProviders provides the lazy History panel; only a record page's History button opens it.
  'features/audit/components/HistoryPanel.tsx',
  // AppProviders takes the context object from here; the button itself is on record pages.
  'components/History/HistoryButton.tsx',
].map((file) => path.join(CLIENT, file));
/** Ids a file names for the private pages only, where the file checks the id is loaded before using it. */
const GUARDED: Record<string, string[]> = {
  'features/profile/accountMessage.ts': ['success.settings'],
};

const resolveImport = (from: string, spec: string): string | null => {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec.replace(/\?.*$/, ''));
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate));
  return found ?? null;
};

const importsOf = (file: string) =>
  ts
    .preProcessFile(readFileSync(file, 'utf8'), true, true)
    .importedFiles.map((imported) => resolveImport(file, imported.fileName))
    .filter((resolved): resolved is string => resolved !== null);

/** The pages of the screens shown without a session (guest and public), as screenPages.tsx imports them. */
const publicScreenPages = () => {
  const source = readFileSync(SCREEN_PAGES, 'utf8');
  return SCREEN_IDS.filter((id) => {
    const { access, template } = screenDef(id);
    return !template && (access === 'guest' || access === 'public');
  }).map((id) => {
    const entry = new RegExp(`\\n  ${id}: \\w+\\(\\s*\\(\\) =>\\s*import\\([^']*'([^']+)'`).exec(source);
    if (!entry) throw new Error(`screenPages.tsx: no page import found for the screen "${id}"`);
    return resolveImport(SCREEN_PAGES, entry[1] as string) as string;
  });
};

function filesBeforeAppTexts(): Set<string> {
  const seen = new Set<string>();
  const queue = [ENTRY, ...publicScreenPages()];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || AFTER_APP_TEXTS.includes(file)) continue;
    seen.add(file);
    // screenPages.tsx imports every page; only the public ones were queued above.
    if (file !== SCREEN_PAGES) queue.push(...importsOf(file));
  }
  return seen;
}

const MESSAGE_IDS = new Set(Object.keys(en));

/** Every string literal in the file that is a message id (ids passed in props or tables included). */
function messageIdsIn(file: string): string[] {
  const guarded = GUARDED[path.relative(CLIENT, file)] ?? [];
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const ids: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      MESSAGE_IDS.has(node.text) &&
      !guarded.includes(node.text)
    )
      ids.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return ids;
}

describe('texts shown before the application texts load', () => {
  // The shared screen table names every screen's title; screens.test checks the public screens' are core.
  const files = [...filesBeforeAppTexts()].filter((file) => file.startsWith(CLIENT));

  it('the walk reaches the login page, the error dialog and the error boundary', () => {
    const relative = files.map((file) => path.relative(CLIENT, file));
    expect(relative).toEqual(
      expect.arrayContaining([
        'features/auth/pages/LoginPage.tsx',
        'components/ErrorDialog.tsx',
        'components/UnexpectedErrorHost.tsx',
        'layouts/FullLayout.tsx',
      ]),
    );
    expect(relative).not.toContain('layouts/AppLayout.tsx');
    expect(relative).not.toContain('features/leads/desk/pages/LeadsListPage.tsx');
  });

  it('are all in the core part of the locale files', () => {
    const notCore = files.flatMap((file) =>
      messageIdsIn(file)
        .filter((id) => !isCoreMessage(id))
        .map((id) => `${path.relative(CLIENT, file)}: ${id}`),
    );
    expect(notCore).toEqual([]);
  });
});

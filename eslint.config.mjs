// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const src = (...parts) => path.join(root, 'src', ...parts);

/**
 * The import directions of docs/architecture.md#import-directions, checked on resolved paths: shared imports
 * neither side; the server never imports the client (nor the client the server); in the client,
 * components/utils import no feature, layout or app code (but the typed hooks and base api), and features
 * import no other feature.
 */
function violation(fromFile, target) {
  const inside = (dir) => target.startsWith(dir + path.sep);
  const from = (dir) => fromFile.startsWith(dir + path.sep);
  const foundations = [
    src('client', 'app', 'hooks.ts'),
    src('client', 'app', 'api.ts'),
    src('client', 'app', 'sessionEvents.ts'),
  ];
  const isFoundation = foundations.some((file) => target === file || target + '.ts' === file);
  if (from(src('shared')) && (inside(src('client')) || inside(src('server'))))
    return 'shared must not import client or server code';
  if (from(src('server')) && inside(src('client'))) return 'the server must not import client code';
  if (from(src('client')) && inside(src('server'))) return 'the client must not import server code';
  if (
    (from(src('client', 'components')) || from(src('client', 'utils'))) &&
    !isFoundation &&
    (inside(src('client', 'features')) ||
      inside(src('client', 'layouts')) ||
      inside(src('client', 'app')))
  )
    return 'components and utils must not import features, layouts or app code';
  if (from(src('client', 'features'))) {
    const own = fromFile.slice(src('client', 'features').length + 1).split(path.sep)[0];
    if (inside(src('client', 'features')) && !inside(src('client', 'features', own)))
      return 'features must not import other features (compose them in the router or a layout)';
    if ((inside(src('client', 'app')) && !isFoundation) || inside(src('client', 'layouts')))
      return 'features may use only the typed hooks and base api from app/';
  }
  return null;
}

/**
 * The server's domain directions, read from docs/architecture.md#server-domain-directions (the list between
 * its `server-directions` markers): for each folder (or top-level file) of src/server, those it may import.
 */
function serverDirections() {
  const doc = fs.readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8');
  const block = /<!-- server-directions -->([\s\S]*?)<!-- \/server-directions -->/.exec(doc);
  if (!block) throw new Error('docs/architecture.md has no server-directions list');
  const allowed = new Map();
  for (const line of block[1].split('\n')) {
    const match = /^- ([\w/]+): (.*)$/.exec(line.trim());
    if (!match) continue;
    const targets = match[2] === '(nothing)' ? [] : match[2].split(',').map((name) => name.trim());
    allowed.set(match[1], new Set(targets));
  }
  return allowed;
}
const SERVER_DIRECTIONS = serverDirections();

/**
 * The node of the server's graph a path belongs to: a module's sub-module when the list names it
 * (`leads/routing`), else its first folder under src/server, or its file name.
 */
function serverNode(file) {
  const parts = file.slice(src('server').length + 1).split(path.sep);
  if (parts.length > 2 && SERVER_DIRECTIONS.has(`${parts[0]}/${parts[1]}`))
    return `${parts[0]}/${parts[1]}`;
  return parts[0].replace(/\.(ts|mjs|js)$/, '');
}

function serverViolation(fromFile, target) {
  if (
    !fromFile.startsWith(src('server') + path.sep) ||
    !target.startsWith(src('server') + path.sep)
  )
    return null;
  const from = serverNode(fromFile);
  const to = serverNode(target);
  if (from === to) return null;
  const allowed = SERVER_DIRECTIONS.get(from);
  if (!allowed)
    return `src/server/${from} is not in docs/architecture.md#server-domain-directions: add it there`;
  if (allowed.has(to)) return null;
  return `src/server/${from} may not import ${to} (docs/architecture.md#server-domain-directions): turn the dependency around, or add the edge there if it is a decision`;
}

/** A rule that calls `check(node, target)` for every relative import, export-from and import(). */
function onRelativeImports(check) {
  return {
    meta: { type: 'problem', schema: [] },
    create(context) {
      const visit = (node) => {
        const request = node.source && node.source.value;
        if (typeof request !== 'string' || !request.startsWith('.')) return;
        check(context, node, path.resolve(path.dirname(context.filename), request));
      };
      return {
        ImportDeclaration: visit,
        ExportNamedDeclaration: visit,
        ExportAllDeclaration: visit,
        ImportExpression: visit,
      };
    },
  };
}

const serverDirection = onRelativeImports((context, node, target) => {
  const message = serverViolation(context.filename, target);
  if (message) context.report({ node: node.source, message });
});

/** Whether a shared module defines TypeBox schemas (importing its values would bundle TypeBox into the app). */
const schemaModules = new Map();
function definesSchemas(target) {
  const file = target.endsWith('.ts') ? target : `${target}.ts`;
  if (!schemaModules.has(file)) {
    schemaModules.set(
      file,
      fs.existsSync(file) && /from 'typebox'/.test(fs.readFileSync(file, 'utf8')),
    );
  }
  return schemaModules.get(file);
}

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  (node.specifiers.length > 0 &&
    node.specifiers.every((specifier) => specifier.importKind === 'type'));

const importDirection = onRelativeImports((context, node, target) => {
  const message = violation(context.filename, target);
  if (message) context.report({ node: node.source, message });
  else if (
    node.type === 'ImportDeclaration' &&
    context.filename.startsWith(src('client') + path.sep) &&
    target.startsWith(src('shared') + path.sep) &&
    !isTypeOnly(node) &&
    definesSchemas(target)
  ) {
    context.report({
      node: node.source,
      message:
        'this shared module defines TypeBox schemas: import types only, or values from the plain module beside it (rules.ts; in common/, list, translatable, errors, constants, apiPaths)',
    });
  }
});

const noHtmlFromData = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Stored content is never HTML.',
};

/** Kysely's query starts and the `sql` tag: on the server, a domain's SQL lives in its *Repository.ts files. */
const sqlOutsideRepository = [
  'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto)$/]',
  'CallExpression[callee.name=/^(selectFrom|insertInto|updateTable|deleteFrom)$/]',
  "TaggedTemplateExpression[tag.name='sql']",
  "MemberExpression[object.name='sql']",
].map((selector) => ({
  selector,
  message: "SQL belongs in the domain's repository (a file named *Repository.ts).",
}));

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-server',
      'coverage',
      'data',
      'test-results',
      'playwright-report',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {
      'react-hooks': reactHooks,
      house: {
        rules: { 'import-direction': importDirection, 'server-direction': serverDirection },
      },
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'house/import-direction': 'error',
      'house/server-direction': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', noHtmlFromData],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    // Infrastructure that speaks SQL of its own: the schema and migrations, the seeder's pragmas.
    ignores: ['src/server/**/*Repository.ts', 'src/server/db/**', 'src/server/seed/**'],
    rules: { 'no-restricted-syntax': ['error', noHtmlFromData, ...sqlOutsideRepository] },
  },
  {
    // Every Select goes through components/LazySelect, every Switch is components/Switch: antd's own stay
    // out of first renders (docs/performance.md#browser-downloads).
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/components/LazySelect.tsx', 'src/client/components/SelectStandIn.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              importNames: ['Select'],
              message: 'Use LazySelect (src/client/components/LazySelect.tsx).',
            },
            {
              name: 'antd',
              importNames: ['Switch'],
              message: 'Use Switch (src/client/components/Switch.tsx).',
            },
          ],
          patterns: [
            {
              group: ['antd/es/select', 'antd/lib/select'],
              allowTypeImports: true,
              message: 'Use LazySelect (src/client/components/LazySelect.tsx).',
            },
            {
              group: ['antd/es/switch', 'antd/lib/switch'],
              allowTypeImports: true,
              message: 'Use Switch (src/client/components/Switch.tsx).',
            },
          ],
        },
      ],
    },
  },
  { files: ['**/*.mjs'], languageOptions: { globals: { ...globals.node } } },
  { files: ['__tests__/**'], languageOptions: { globals: { ...globals.jest } } },
  prettier,
);

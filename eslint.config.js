// ESLint for the whole repository (flat config). Beside the usual TypeScript and React hooks rules, it enforces the
// folder table of ARCHITECTURE.md: who may import whom. `npm run lint`; part of `npm test`.
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import cards from './scripts/lint/no-tracker-numbers.js';

const SHARED_SUBPATHS = ['api', 'brand', 'domain', 'staff', 'stores', 'testing', 'ui', 'validation'];
const UI_LIBRARIES = ['react', 'react-dom', 'react-dom/*', 'react/*', 'react-router', 'mobx', 'mobx-react-lite', 'mobx-state-tree', 'axios'];

const rules = {
  remoteImportsShell: { group: ['shell', 'shell/*', '**/shell/src/**', '**/shell/test/**'], message: 'A remote never imports the shell: it talks to it through routes and the shared stores (ARCHITECTURE Folders).' },
  remoteImportsRemote: { regex: '(^|/)mf-[a-z-]+(/|$)', message: 'A remote never imports another remote: they meet only through routes and the shared stores (ARCHITECTURE Folders).' },
  shellImportsRemote: { regex: '(^|/)mf-[a-z-]+(/|$)', message: 'The shell loads remotes at run time (Module Federation), never by import.' },
  testingOutsideTests: { group: ['@cards/shared/testing', '@cards/shared/testing/*'], message: '@cards/shared/testing is for tests only.' },
  serverImportsUi: { group: ['@cards/shared/ui', '@cards/shared/ui/*', '@cards/shared/stores', '@cards/shared/stores/*', ...UI_LIBRARIES], message: 'The api never imports ui, stores or front-end libraries: it uses @cards/shared/validation, /domain and /brand (ARCHITECTURE Folders).' },
  storesImportValidation: { regex: '^@cards/shared/validation$', message: 'The stores load with every page: import @cards/shared/validation/formats or types, never the whole validation index (its step rules, loaded by the stores through Module Federation, left React undefined in the form).' },
  isomorphic: { group: ['@cards/shared/ui', '@cards/shared/ui/*', '@cards/shared/stores', '@cards/shared/stores/*', '@cards/shared/api', '@cards/shared/api/*', ...UI_LIBRARIES], message: 'domain, validation and staff are isomorphic: the server runs them too, so no React, DOM, stores or HTTP (ARCHITECTURE Folders).' },
};

/**
 * Inside @cards/shared, run-time imports of another subpath go by package name (docs/decisions.md 'Imports inside
 * @cards/shared').
 */
function otherSubpathsByPath(own) {
  const others = SHARED_SUBPATHS.filter((name) => name !== own).join('|');
  return {
    regex: `^(\\.\\./)+(${others})(/|$)`,
    message: `Import another subpath of @cards/shared by its name (@cards/shared/...), so a remote gets the one shared instance; only type imports may be relative.`,
  };
}

function restrict(files, patterns, { tests = false } = {}) {
  return {
    files,
    ...(tests ? {} : { ignores: ['**/*.test.ts', '**/*.test.tsx', '**/test/**'] }),
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns, paths: [] }] },
  };
}

// One block per folder; a file gets the restrictions of its last matching block, so each block lists them all.
const boundaries = [
  restrict(['mf-*/**/*.{ts,tsx}'], [rules.remoteImportsShell, rules.remoteImportsRemote, rules.testingOutsideTests]),
  restrict(['mf-*/**/*.test.{ts,tsx}'], [rules.remoteImportsShell, rules.remoteImportsRemote], { tests: true }),
  restrict(['shell/**/*.{ts,tsx}'], [rules.shellImportsRemote, rules.testingOutsideTests]),
  restrict(['shell/**/*.test.{ts,tsx}', 'shell/test/**'], [rules.shellImportsRemote], { tests: true }),
  restrict(['api/**/*.ts'], [rules.serverImportsUi, rules.testingOutsideTests]),
  restrict(['api/**/*.test.ts', 'api/test/**'], [rules.serverImportsUi], { tests: true }),
  ...SHARED_SUBPATHS.map((sub) => {
    const isomorphic = sub === 'domain' || sub === 'validation' || sub === 'staff';
    const own = [otherSubpathsByPath(sub), ...(isomorphic ? [rules.isomorphic] : []), ...(sub === 'stores' ? [rules.storesImportValidation] : [])];
    return {
      files: [`shared/src/${sub}/**/*.{ts,tsx}`],
      rules: {
        '@typescript-eslint/no-restricted-imports': ['error', {
          patterns: own,
          paths: [],
        }],
      },
    };
  }),
].map((block) => {
  // Type-only imports are erased: they may cross any line.
  const [level, options] = block.rules['@typescript-eslint/no-restricted-imports'];
  options.patterns = options.patterns.map((p) => ({ ...p, allowTypeImports: true }));
  return { ...block, rules: { '@typescript-eslint/no-restricted-imports': [level, options] } };
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'var/**', 'api/dist/**', '.ci-results/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'e2e/.cache/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // TypeScript checks these better (and knows about types and overloads).
      'no-undef': 'off',
      'no-redeclare': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { cards },
    rules: { 'cards/no-tracker-numbers': 'error' },
  },
  {
    // No cycle of run-time imports: a module of a cycle can run before the one it imports has, and reads undefined
    // (as a cycle through the validation index once left React undefined under Module Federation). Type imports
    // are erased, and a dynamic import() runs once its importer has, so both may go round. @cards/shared resolves to
    // its sources, so cycles across packages count.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }] },
  },
  {
    // Kysely's advice for migrations: they must not depend on today's schema type, so they take Kysely<any>.
    files: ['api/src/platform/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The api reads the time from its clock (api/src/platform/clock.ts, CLOCK_AT), so a process never sees two times.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/platform/clock.ts', 'api/src/platform/db/migrations/**'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: 'NewExpression[callee.name="Date"][arguments.length=0]', message: 'Read the time from api/src/platform/clock.ts (now()).' },
        { selector: 'CallExpression[callee.object.name="Date"][callee.property.name="now"]', message: 'Read the time from api/src/platform/clock.ts (nowMs()).' },
      ],
    },
  },
  {
    files: ['**/*.tsx', 'shared/src/ui/**/*.ts', 'shell/src/**/*.ts', 'mf-*/src/**/*.ts'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  ...boundaries,
);

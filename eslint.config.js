// ESLint for the whole repository: `yarn rw lint [--fix]` (and a step of `yarn rw test`).
// Syntax-level rules only (no type-aware rules): tsc already checks types, and lint must stay fast
// on two cores. Beyond the recommended sets it guards the house's import direction (docs/architecture.md,
// "Import rules (lint)"): each zone below names a folder and what it may not import, so a shortcut that would
// make a helper depend on a page, or the web bundle on server code, fails the run instead of
// spreading. `import/no-cycle` catches the loops the zones cannot express.
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import importPlugin from 'eslint-plugin-import'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const root = import.meta.dirname

/** The folders directly under `dir` (relative to the root). */
const foldersOf = (dir) =>
  readdirSync(`${root}/${dir}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

/**
 * One zone per product domain: components/<Domain> may import its own files, components/ui, lib/
 * and common/, never another domain's (the shared pieces live in ui/ and lib/; a screen that needs
 * two domains is composed by its page or layout). pages/<Domain> likewise never reach into another
 * domain's pages. The list is read from the folders, so a new domain is covered the day it appears.
 */
const domainZones = ['components', 'pages'].flatMap((layer) => {
  const domains = foldersOf(`web/src/${layer}`).filter((name) => name !== 'ui')
  return domains.map((domain) => ({
    target: `web/src/${layer}/${domain}`,
    from: domains.filter((other) => other !== domain).map((other) => `web/src/${layer}/${other}`),
    message: `${layer}/${domain} may import only its own domain, components/ui, lib/ and common/: move a shared piece to components/ui or lib/, or compose the two domains in a page or layout (docs/architecture.md, "Import rules").`,
  }))
})

/** import/no-restricted-paths zones, relative to the repository root. */
const boundaries = [
  ...domainZones,
  // web/src: pages and layouts -> components -> lib; App and Routes on top.
  {
    // auth.ts is built on lib/ (its zone is below), so lib/ importing it would close a loop.
    target: 'web/src/lib',
    from: ['web/src/components', 'web/src/pages', 'web/src/layouts', 'web/src/App.tsx', 'web/src/Routes.tsx', 'web/src/auth.ts'],
    message: 'lib/ holds helpers with no product domain: it may not depend on auth.ts, components, pages, layouts, App or Routes.',
  },
  {
    target: 'web/src/components',
    from: ['web/src/pages', 'web/src/layouts', 'web/src/App.tsx', 'web/src/Routes.tsx'],
    message: 'Components are used by pages and layouts, never the other way round.',
  },
  {
    // Every page is lazy (code-split) and reached through a named route: a static import from
    // anywhere else would pull it into that chunk. Files inside pages/ may import their own helpers.
    // FatalErrorPage is the exception, as in Redwood's App.tsx: App's outermost error boundary shows
    // it outside the router, so it is loaded up front (a failed chunk load may be the very error).
    target: ['web/src/!(pages)/**', 'web/src/!(Routes).{ts,tsx}'],
    from: 'web/src/pages',
    except: ['./FatalErrorPage'],
    message: 'Only Routes.tsx loads pages (lazily, by the route table); link to a page with routes.<name>().',
  },
  {
    // auth.ts is what components import as "the auth client"; anything more would loop back.
    target: 'web/src/auth.ts',
    from: 'web/src',
    except: ['./lib', './types'],
    message: 'auth.ts may import only lib/ (and common/).',
  },
  {
    target: 'web/src',
    from: ['api', 'db', 'scripts', 'e2e'],
    message: 'The web bundle shares only common/ with the rest of the repository.',
  },
  // api/src: functions (HTTP) -> services (rules) -> lib.
  {
    target: ['api/src/services', 'api/src/lib'],
    from: 'api/src/functions',
    message: 'Services and lib never read HTTP: functions call them, not the other way round.',
  },
  {
    target: 'api/src/lib',
    from: 'api/src/services',
    message: 'lib/ is below the services: move what both need into lib/.',
  },
  {
    target: 'api/src',
    from: 'web',
    message: 'The API shares only common/ with the web side.',
  },
  // common/ is pure rules both sides import; db/ is the data model. Neither reaches up.
  {
    target: 'common',
    from: ['api', 'web', 'db', 'scripts', 'e2e'],
    message: 'common/ imports nothing of the project (packages only).',
  },
  {
    target: 'db',
    from: ['api', 'web', 'scripts', 'e2e'],
    message: 'db/ holds the schema: it may import only db/ and common/.',
  },
]

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '.yarn/',
    '.data/',
    'test-results/',
    'playwright-report/',
    'e2e/.screenshots/',
    // Generated by `yarn rw gen`.
    '**/types/graphql.ts',
    'web/src/types/routes.ts',
    'web/src/types/pages.ts',
  ]),

  {
    files: ['**/*.{js,ts,tsx}'],
    extends: [js.configs.recommended],
    // A disable comment that no longer silences anything hides the next real problem on its line.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        // `_name` marks a parameter a signature needs but the body does not; `...rest` drops fields.
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },

  { files: ['**/*.{js,ts,tsx}'], ignores: ['web/src/**'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{js,ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // TypeScript's resolver reads each project's paths, so an import through the web's @/ or
      // @common/ alias meets the same zones as a relative one (scripts/lintBoundaries.test.ts).
      'import/resolver': {
        typescript: { project: ['web', 'api', '.'].map((dir) => `${root}/${dir}/tsconfig.json`), noWarnOnMultipleProjects: true },
        node: { extensions: ['.ts', '.tsx', '.js'] },
      },
      // The import rules follow only the project's own files: parsing packages to map their
      // imports would cost most of the run and decide nothing (no-cycle ignores external modules).
      'import/ignore': ['node_modules'],
    },
    rules: { 'import/no-restricted-paths': ['error', { basePath: root, zones: boundaries }] },
  },

  {
    // db/schema/ is covered too. Its tables reference each other across domain files through
    // foreign keys (users -> stages -> users), which is the data model, not an import problem: the
    // six import lines of today's two loops (members -> stages -> courses -> members, and
    // subscriptions -> affiliates -> paymentSchedules -> subscriptions) carry a disable comment
    // saying so, and `references(() => table.id)` resolves them lazily. Any new loop fails here and
    // has to be decided on, not slipped in. (yarn rw lint also runs dpdm, which counts type imports,
    // over web/src and api/src: scripts/rw/lint.ts.)
    files: ['web/src/**/*.{ts,tsx}', 'api/src/**/*.ts', 'common/**/*.ts', 'db/**/*.ts'],
    rules: { 'import/no-cycle': ['error', { maxDepth: Infinity, ignoreExternal: true }] },
  },

  {
    // Units a reader can hold in their head: no function over 120 lines, no file over 300, every
    // line counted (blank lines and comments too, as a reader meets them). Tests, scenarios and
    // generated files are exempt: a test reads top to bottom as a story of one feature.
    files: ['**/*.{js,ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.scenarios.ts', 'e2e/**/*.spec.ts'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: false, skipComments: false, IIFEs: true }],
    },
  },

  {
    // Every journey's pages are checked by axe through the `test` of e2e/support/test.ts: a spec
    // that took Playwright's own would skip the check without a word.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: "Import test and expect from './support/test' (it adds the axe check of every page)." }] },
      ],
    },
  },

  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
])

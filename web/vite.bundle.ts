// What keeps the first screens within their budget (docs/benchmarks.md, "First screens"), as Vite
// plugins and settings applied to the production build only. Each removes code no screen runs:
//
//   redwoodAuthOnce   @redwoodjs/auth-dbauth-web is CommonJS, so its require('@redwoodjs/auth')
//                     resolved to auth's CommonJS build while the router took the ES one: two
//                     copies of auth, the second dragging in core-js-pure. One copy, the ES one.
//   nativeCoreJs      the dbAuth client's Babel runtime asks core-js for Object.defineProperty,
//                     Object.keys, JSON.stringify and Array#forEach: 111 modules (24 KB) of
//                     polyfills for what every browser the app supports has built in.
//   precompileGql     gql`...` documents parsed at build time instead of in the browser, so the
//                     GraphQL parser and graphql-tag (about 9 KB gzipped) are not shipped.
//   noSplashPage      the router's development splash page (the "no routes yet" screen, 27 KB),
//                     left out as Redwood's own production build does: the router shows it only
//                     when it finds it (typeof SplashPage !== 'undefined') and there are no routes.
//   apolloProduction  Apollo's development-only checks and messages left out (its documented
//                     globalThis.__DEV__ switch).
import { parse } from 'graphql'
import type { Plugin, UserConfig } from 'vite'

const REQUIRE = 'node-resolve'

function redwoodAuthOnce(): Plugin {
  return {
    name: 'tribe:redwood-auth-once',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      const resolver = options.custom?.[REQUIRE] as { isRequire?: boolean } | undefined
      if (source !== '@redwoodjs/auth' || !resolver?.isRequire) return null
      // The same package resolved as an import: its ES build, the copy the router uses.
      return this.resolve(source, importer, { ...options, skipSelf: true, custom: { ...options.custom, [REQUIRE]: { ...resolver, isRequire: false } } })
    },
  }
}

/** The core-js entries the Babel runtime of our dependencies asks for, and the built-ins they stand for. */
const NATIVE_CORE_JS: Record<string, string> = {
  'object/define-property': 'Object.defineProperty',
  'object/keys': 'Object.keys',
  'json/stringify': 'JSON.stringify',
  'instance/for-each': '(it) => it.forEach',
}
const NATIVE_PREFIX = '\0tribe-native-core-js:'

function nativeCoreJs(): Plugin {
  return {
    name: 'tribe:native-core-js',
    enforce: 'pre',
    apply: 'build',
    resolveId(source) {
      const entry = /^@babel\/runtime-corejs3\/core-js(?:-stable)?\/(.+?)(?:\.js)?$/.exec(source)?.[1]
      // Anything not in the table keeps the real polyfill.
      return entry && entry in NATIVE_CORE_JS ? NATIVE_PREFIX + entry : null
    },
    load(id) {
      return id.startsWith(NATIVE_PREFIX) ? `export default ${NATIVE_CORE_JS[id.slice(NATIVE_PREFIX.length)]}` : null
    },
  }
}

const NO_SPLASH_PAGE = '\0tribe-no-splash-page'

function noSplashPage(): Plugin {
  return {
    name: 'tribe:no-splash-page',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      return source === './splash-page.js' && importer?.includes('/@redwoodjs/router/dist/') ? NO_SPLASH_PAGE : null
    },
    load(id) {
      return id === NO_SPLASH_PAGE ? 'export const SplashPage = undefined' : null
    },
  }
}

/**
 * A gql`...` template: GraphQL text ($variables are fine; GraphQL itself has no backticks), with
 * `${NAME}` only to paste in a fragment document by its name.
 */
const GQL_TEMPLATE = /\bgql`((?:[^`$]|\$(?!\{)|\$\{[^}]*\})*)`/g
const INTERPOLATION = /\$\{\s*([^}]*?)\s*\}/g
const FRAGMENT_NAME = /^[A-Za-z_$][\w$]*$/

/**
 * Merges a document's own definitions with those of the fragment documents it pastes in, each
 * fragment once (a fragment two of them include would otherwise be defined twice, which the server
 * refuses). Run in the browser, so written as plain JavaScript text: no parsing, one array.
 */
const COMPOSE = `((document, parts) => ({ ...document, definitions: [...document.definitions, ...parts.flatMap((part) => part.definitions)].filter((definition, at, all) => definition.kind !== 'FragmentDefinition' || all.findIndex((other) => other.kind === 'FragmentDefinition' && other.name.value === definition.name.value) === at) }))`

/**
 * Replaces each gql`...` document in `code` by its parsed AST (the object graphql-tag would build),
 * so the browser never parses GraphQL. A document may paste in fragment documents (`${PERSON_FIELDS}`):
 * its own text is parsed here and the fragments' definitions are joined to it when the module runs
 * (COMPOSE), as graphql-tag does in dev and tests. Anything but a plain name inside `${}` fails the
 * build: the text must stay GraphQL that codegen and the server read the same way.
 */
export function precompileGqlDocuments(code: string, id = 'this file'): string {
  return code.replace(GQL_TEMPLATE, (_match, body: string) => {
    const parts = [...body.matchAll(INTERPOLATION)].map(([, name]) => name)
    const bad = parts.find((name) => !FRAGMENT_NAME.test(name))
    if (bad !== undefined) throw new Error(`${id}: a gql document may interpolate only a fragment document by name, not \${${bad}}`)
    const ast = `JSON.parse(${JSON.stringify(JSON.stringify(parse(body.replace(INTERPOLATION, ''), { noLocation: true })))})`
    return parts.length ? `${COMPOSE}(${ast}, [${parts.join(', ')}])` : ast
  })
}

function precompileGql(): Plugin {
  return {
    name: 'tribe:precompile-gql',
    apply: 'build',
    transform(code, id) {
      if (!/\/web\/src\/.*\.tsx?$/.test(id) || !code.includes('gql`')) return null
      return { code: precompileGqlDocuments(code, id), map: null }
    },
  }
}

/** The build settings and plugins above, for vite.config.ts. */
export const firstScreenBudget = {
  plugins: [redwoodAuthOnce(), nativeCoreJs(), noSplashPage(), precompileGql()],
  define: { 'globalThis.__DEV__': 'false' },
  build: {
    // A required core-js shim is an ES module whose default export is the built-in itself.
    commonjsOptions: { requireReturnsDefault: (id: string) => id.startsWith(NATIVE_PREFIX) },
    // No preload lists for the lazy pages' JavaScript: each of the 123 routes carried the list of
    // chunks its page imports, 5 KB gzipped in the entry that every first screen downloads (and
    // growing with every page). A page's own imports still load; they start when its chunk has
    // arrived instead of beside it. Stylesheets (one, in the entry today) keep their preload.
    modulePreload: { resolveDependencies: (_file: string, deps: string[]) => deps.filter((dep) => dep.endsWith('.css')) },
  },
} satisfies UserConfig

// `yarn rw lint [--fix]`: ESLint over the whole repository with eslint.config.js (the recommended
// rules, React's rules of hooks, the import boundaries and domain zones, the size limits), then
// dpdm for import cycles in web/src and api/src with type imports included: ESLint's
// import/no-cycle skips `import type`, and a loop through types still ties two files into one unit
// (the house pass found and broke two). No --cache: no-cycle and the boundaries depend on other files than the one
// linted, and ESLint's cache would keep a file's old verdict after only its imports changed.
import { bin, run, UsageError } from './run'

export const lintUsage = 'Usage: yarn rw lint [--fix]'

export async function lintCommand(args: string[]) {
  const unknown = args.filter((arg) => arg !== '--fix')
  if (unknown.length) throw new UsageError(`Unknown option for "yarn rw lint": ${unknown.join(' ')}\n\n${lintUsage}`)
  await lint({ fix: args.includes('--fix') })
}

/**
 * dpdm over one side, through its tsconfig (so the web's @/ aliases resolve). db/schema is left
 * out: its tables name each other through foreign keys, loops ESLint's no-cycle already decides on
 * (eslint.config.js). Exits non-zero when a cycle is found, naming its files.
 */
const CYCLE_CHECKS = [
  { files: 'web/src/**/*.{ts,tsx}', tsconfig: 'web/tsconfig.json' },
  { files: 'api/src/**/*.ts', tsconfig: 'api/tsconfig.json' },
]

/** Rejects with CommandFailed when any problem remains; a warning counts as one. */
export async function lint(options: { fix?: boolean } = {}) {
  await run(bin('eslint'), ['.', '--max-warnings=0', ...(options.fix ? ['--fix'] : [])])
  for (const { files, tsconfig } of CYCLE_CHECKS) {
    await run(bin('dpdm'), ['--no-tree', '--no-warning', '--tsconfig', tsconfig, '--exclude', 'node_modules|db/schema', '--exit-code', 'circular:1', files])
  }
}

// `yarn rw lint [--fix]`: ESLint over the whole repository with eslint.config.js (the recommended
// rules, React's rules of hooks, and the import boundaries and no-cycle checks that keep imports
// flowing one way). No --cache: no-cycle and the boundaries depend on other files than the one
// linted, and ESLint's cache would keep a file's old verdict after only its imports changed.
import { bin, run, UsageError } from './run'

export const lintUsage = 'Usage: yarn rw lint [--fix]'

export async function lintCommand(args: string[]) {
  const unknown = args.filter((arg) => arg !== '--fix')
  if (unknown.length) throw new UsageError(`Unknown option for "yarn rw lint": ${unknown.join(' ')}\n\n${lintUsage}`)
  await lint({ fix: args.includes('--fix') })
}

/** Rejects with CommandFailed when any problem remains; a warning counts as one. */
export function lint(options: { fix?: boolean } = {}) {
  return run(bin('eslint'), ['.', '--max-warnings=0', ...(options.fix ? ['--fix'] : [])])
}

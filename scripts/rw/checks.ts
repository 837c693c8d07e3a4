// The checks `yarn rw test` runs before the tests (generated types, type-check, lint), each one a
// reported step: a failing check fails the run, yet the checks and parts after it still run, so
// one run shows everything that is broken.
import { CommandFailed } from './run'

export type Check = { name: string; run: () => Promise<unknown> }

/** Runs each check in turn and answers the names of those that failed. */
export async function runChecks(checks: Check[], log: (line: string) => void = console.log): Promise<string[]> {
  const failed: string[] = []
  for (const check of checks) {
    log(`\n=== ${check.name} ===`)
    const started = Date.now()
    try {
      await check.run()
      log(`${check.name}: passed (${seconds(started)} s)`)
    } catch (error) {
      // A tool that exited non-zero has printed its own report; anything else (a schema that does
      // not build, say) is shown here, since nothing else will show it.
      if (!(error instanceof CommandFailed)) console.error(error)
      log(`${check.name}: FAILED (${seconds(started)} s)`)
      failed.push(check.name)
    }
  }
  return failed
}

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1)

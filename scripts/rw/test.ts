// `yarn rw test [part...]`: every test, or the parts named. First it regenerates the generated
// types (`yarn rw gen`); the whole run also type-checks and lints, while a run of named parts
// skips those two to stay quick.
//   api           service and function tests on an in-memory PGlite
//   api:postgres  the same tests on the PostgreSQL at TEST_DATABASE_URL (required in CI)
//   web           component and helper tests (happy-dom)
//   e2e           Playwright journeys in the system Chromium against a production build
// --screenshots (with e2e) also writes the journeys' screenshots (docs/images, e2e/.screenshots);
// other runs, CI's included, only check what the pages show.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { projectRoot } from '../../api/src/lib/env'
import { checkFirstScreens } from '../bench-bundle'
import { runChecks, type Check } from './checks'
import { gen } from './gen'
import { lint } from './lint'
import { bin, CommandFailed, run, runCollected, UsageError } from './run'
import { typeCheck } from './typeCheck'

const parts = ['api', 'api:postgres', 'web', 'e2e'] as const
type Part = (typeof parts)[number]
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export async function testCommand(given: string[]) {
  const screenshots = given.includes('--screenshots')
  const args = given.filter((arg) => arg !== '--screenshots')
  if (screenshots && !args.includes('e2e')) throw new UsageError('--screenshots goes with the e2e part: yarn rw test e2e --screenshots')
  const unknown = args.filter((arg) => !parts.includes(arg as Part))
  if (unknown.length) throw new UsageError(`Unknown test part: ${unknown.join(', ')}. Parts: ${parts.join(', ')}`)
  const chosen = (args.length ? args : parts) as Part[]
  const inCi = process.env.CI === 'true'
  const env = { ...process.env, DATABASE_URL: '' }
  const resultsDir = path.join(projectRoot, 'test-results')
  mkdirSync(resultsDir, { recursive: true })
  const totals = { passed: 0, failed: 0, skipped: 0 }

  const checks: Check[] = [{ name: 'gen', run: () => gen({ quiet: true }) }]
  if (!args.length) checks.push({ name: 'type-check', run: typeCheck }, { name: 'lint', run: () => lint() })
  const failedParts = await runChecks(checks)
  totals.failed += failedParts.length // a check is not a test, but a failed one must show in the count

  const reportOf = (part: Part) => path.join(resultsDir, `${part.replace(':', '-')}.json`)
  const vitestArgs = (report: string) => ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]
  // The API suite on PostgreSQL starts beside the one on PGlite: each runs its files one at a time
  // on its own database (PGlite on a free port, the server at TEST_DATABASE_URL), so two cores
  // finish both in little more than one's time. Its output is collected and printed in its turn.
  let postgresRun: Promise<{ code: number; output: string }> | undefined
  if (chosen.includes('api') && chosen.includes('api:postgres') && process.env.TEST_DATABASE_URL) {
    rmSync(reportOf('api:postgres'), { force: true })
    postgresRun = runCollected(bin('vitest'), vitestArgs(reportOf('api:postgres')), { cwd: path.join(projectRoot, 'api'), env })
  }

  // Every part runs even when an earlier one fails, so one run shows everything that is broken.
  for (const part of chosen) {
    console.log(`\n=== ${part} ===`)
    const report = reportOf(part)
    if (!(part === 'api:postgres' && postgresRun)) rmSync(report, { force: true })
    const vitest = (cwd: string, partEnv: NodeJS.ProcessEnv) => run(bin('vitest'), vitestArgs(report), { cwd, env: partEnv })
    try {
      if (part === 'api') {
        await vitest(path.join(projectRoot, 'api'), { ...env, TEST_DATABASE_URL: '' })
      } else if (part === 'api:postgres') {
        if (!process.env.TEST_DATABASE_URL) {
          const hint = 'set TEST_DATABASE_URL=postgres://... to run the API tests on PostgreSQL too'
          if (inCi || args.includes(part)) throw new UsageError(`api:postgres needs a database: ${hint}`)
          console.log(`skipped: ${hint} (CI does)`)
          continue
        }
        if (postgresRun) {
          const { code, output } = await postgresRun
          process.stdout.write(output)
          if (code !== 0) throw new CommandFailed('vitest (api on PostgreSQL)', code, null)
        } else {
          await vitest(path.join(projectRoot, 'api'), env)
        }
      } else if (part === 'web') {
        await vitest(path.join(projectRoot, 'web'), env)
      } else {
        if (!existsSync(chromiumPath)) {
          throw new UsageError(
            `The e2e journeys need Chromium at ${chromiumPath}: install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH.`,
          )
        }
        await run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: path.join(projectRoot, 'web'), env })
        await checkFirstScreens() // every first screen within DESIGN's gzipped-JS budget (scripts/bench-bundle.ts)
        await run(bin('playwright'), ['test', '--reporter=list,json'], {
          env: { ...env, CHROMIUM_PATH: chromiumPath, PLAYWRIGHT_JSON_OUTPUT_FILE: report, E2E_SCREENSHOTS: String(screenshots) },
        })
      }
    } catch (error) {
      if (!(error instanceof CommandFailed)) throw error
      failedParts.push(part)
    }
    const counts = readCounts(report)
    if (counts) {
      totals.passed += counts.passed
      totals.failed += counts.failed
      totals.skipped += counts.skipped
    } else if (failedParts.at(-1) === part) {
      totals.failed += 1 // it failed before reporting (a crash or a build error): count it once
    }
  }

  // The one closing line CI reads: 'N passed, N failed' (', N skipped' when any were).
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : ''
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}`)
  if (failedParts.length) throw new CommandFailed(`yarn rw test (${failedParts.join(', ')})`, 1, null)
}

/** Passed, failed and skipped counts from a vitest or Playwright JSON report, or null if none was written. */
function readCounts(file: string): { passed: number; failed: number; skipped: number } | null {
  if (!existsSync(file)) return null
  const report = JSON.parse(readFileSync(file, 'utf8'))
  if (report.stats) {
    // Playwright: expected = passed, unexpected = failed, flaky passed on retry.
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, skipped: report.stats.skipped }
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests }
}

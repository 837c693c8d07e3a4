// `yarn rw test [part...]`: every test, or the parts named. First it regenerates the generated
// types (`yarn rw gen`); the whole run also type-checks and lints, while a run of named parts
// skips those two to stay quick.
//   api           service and function tests on in-memory PGlite
//   api:postgres  the same tests on the PostgreSQL at TEST_DATABASE_URL (required in CI)
//   web           component and helper tests (happy-dom)
//   e2e           Playwright journeys in the system Chromium against a production build
// --screenshots (with e2e) also writes the journeys' screenshots (docs/images, e2e/.screenshots);
// other runs, CI's included, only check what the pages show.
//
// The whole run, after gen: type-check beside lint, then the two API runs side by side (each has
// its own databases), then web, then e2e (its workers side by side); docs/testing.md has the
// timings and why not more at once.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { projectRoot } from '../../api/src/lib/env'
import { checkFirstScreens } from '../bench-bundle'
import { runChecks } from './checks'
import { gen } from './gen'
import { BROWSERS } from '../../e2e/support/browsers'
import { bin, CommandFailed, run, runCollected, UsageError } from './run'

const parts = ['api', 'api:postgres', 'web', 'e2e'] as const
type Part = (typeof parts)[number]
const options = ['--screenshots', '--no-gen'] as const

type Counts = { passed: number; failed: number; skipped: number }

export async function testCommand(given: string[]) {
  const screenshots = given.includes('--screenshots')
  // --no-gen: for the whole run's own child processes, after it ran gen once.
  const skipGen = given.includes('--no-gen')
  const args = given.filter((arg) => !options.includes(arg as (typeof options)[number]))
  if (screenshots && !args.includes('e2e')) throw new UsageError('--screenshots goes with the e2e part: yarn rw test e2e --screenshots')
  const unknown = args.filter((arg) => !parts.includes(arg as Part))
  if (unknown.length) throw new UsageError(`Unknown test part: ${unknown.join(', ')}. Parts: ${parts.join(', ')}`)
  if (args.includes('api:postgres') && !process.env.TEST_DATABASE_URL) {
    throw new UsageError('api:postgres needs a database: set TEST_DATABASE_URL=postgres://... to run the API tests on PostgreSQL too')
  }
  mkdirSync(resultsDir, { recursive: true })
  const failed = skipGen ? [] : await runChecks([{ name: 'gen', run: () => gen({ quiet: true }) }])
  const totals = args.length ? await runParts(args as Part[], screenshots) : await runEverything()
  // A check is not a test, but a failed one must show in the count.
  totals.failed += failed.length
  failed.push(...totals.failedNames)

  // The one closing line CI reads: 'N passed, N failed' (', N skipped' when any were).
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : ''
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}`)
  if (failed.length) throw new CommandFailed(`yarn rw test (${failed.join(', ')})`, 1, null)
}

const resultsDir = path.join(projectRoot, 'test-results')
const reportOf = (part: Part) => path.join(resultsDir, `${part.replace(':', '-')}.json`)
const vitestArgs = (part: Part) => ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportOf(part)}`]

/** The parts named, one after another, their output shown as it comes. */
async function runParts(chosen: Part[], screenshots: boolean): Promise<Counts & { failedNames: string[] }> {
  const totals = { passed: 0, failed: 0, skipped: 0, failedNames: [] as string[] }
  for (const part of chosen) {
    console.log(`\n=== ${part} ===`)
    rmSync(reportOf(part), { force: true })
    try {
      await runPart(part, screenshots)
    } catch (error) {
      if (!(error instanceof CommandFailed)) throw error
      totals.failedNames.push(part)
    }
    add(totals, countsOf(part, totals.failedNames.at(-1) === part))
  }
  return totals
}

/** One part, in this process's terminal. */
async function runPart(part: Part, screenshots: boolean) {
  const env = { ...process.env, DATABASE_URL: '' }
  if (part === 'api') return run(bin('vitest'), vitestArgs(part), { cwd: path.join(projectRoot, 'api'), env: { ...env, TEST_DATABASE_URL: '' } })
  if (part === 'api:postgres') return run(bin('vitest'), vitestArgs(part), { cwd: path.join(projectRoot, 'api'), env })
  if (part === 'web') return run(bin('vitest'), vitestArgs(part), { cwd: path.join(projectRoot, 'web'), env })
  for (const browser of Object.values(BROWSERS)) {
    if (!existsSync(browser.path)) {
      throw new UsageError(`The e2e journeys need ${browser.package} at ${browser.path}: install Debian's package (apt-get install -y ${browser.package}) or set ${browser.setting}.`)
    }
  }
  await run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: path.join(projectRoot, 'web'), env })
  await checkFirstScreens() // every first screen within DESIGN's gzipped-JS budget (scripts/bench-bundle.ts)
  await run(bin('playwright'), ['test', '--reporter=list,json'], {
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: reportOf(part), E2E_SCREENSHOTS: String(screenshots) },
  })
}

type Lane = { name: string; run: () => Promise<{ code: number; output: string }> }

/**
 * Everything after gen, each check and test part in a process of its own, printed in one piece
 * when it ends. CI needs api:postgres; elsewhere it runs when TEST_DATABASE_URL is set.
 */
async function runEverything(): Promise<Counts & { failedNames: string[] }> {
  const inCi = process.env.CI === 'true'
  if (inCi && !process.env.TEST_DATABASE_URL) {
    throw new UsageError('api:postgres needs a database: set TEST_DATABASE_URL=postgres://... (CI runs the API tests on PostgreSQL too)')
  }
  const testParts = parts.filter((part) => part !== 'api:postgres' || process.env.TEST_DATABASE_URL)
  if (!testParts.includes('api:postgres')) console.log('\napi:postgres skipped: set TEST_DATABASE_URL=postgres://... to run the API tests on PostgreSQL too (CI does)')
  const rw = (...args: string[]) => runCollected(bin('tsx'), ['scripts/rw/index.ts', ...args])
  const part = (name: Part): Lane => ({ name, run: () => (rmSync(reportOf(name), { force: true }), rw('test', name, '--no-gen')) })
  // Stages one after another; the lanes of a stage at once. On two cores everything at once took
  // longer (the e2e alone 20 min) and the web tests' waits ran out (docs/testing.md): the two API
  // runs, which each spend much of their time waiting on their database, share a stage.
  const stages: Lane[][] = [
    [{ name: 'type-check', run: () => rw('type-check') }, { name: 'lint', run: () => rw('lint') }],
    testParts.filter((name) => name.startsWith('api')).map(part),
    [part('web')],
    [part('e2e')],
  ]
  const totals = { passed: 0, failed: 0, skipped: 0, failedNames: [] as string[] }
  const started = Date.now()
  for (const stage of stages) {
    await Promise.all(
      stage.map(async (lane) => {
        const { code, output } = await lane.run()
        const seconds = ((Date.now() - started) / 1000).toFixed(0)
        console.log(`\n=== ${lane.name}: ${code === 0 ? 'passed' : 'FAILED'} (${seconds} s after gen) ===`)
        process.stdout.write(output.replace(/\n?tests: .*\n?$/, '\n')) // its own closing line: the totals below add it
        if (code !== 0) totals.failedNames.push(lane.name)
        // Read at once: the journeys' run empties test-results/ (Playwright's outputDir) when it starts.
        if (isPart(lane.name)) add(totals, countsOf(lane.name, code !== 0))
      }),
    )
  }
  // A failed check counts once.
  totals.failed += totals.failedNames.filter((name) => name === 'type-check' || name === 'lint').length
  return totals
}

const isPart = (name: string): name is Part => parts.includes(name as Part)

function add(totals: Counts, counts: Counts) {
  totals.passed += counts.passed
  totals.failed += counts.failed
  totals.skipped += counts.skipped
}

/** A part's counts from its report; a part that failed before reporting (a crash, a build error) counts once. */
function countsOf(part: Part, failed: boolean): Counts {
  const counts = readCounts(reportOf(part))
  if (counts) return counts
  return { passed: 0, failed: failed ? 1 : 0, skipped: 0 }
}

/** Passed, failed and skipped counts from a vitest or Playwright JSON report, or null if none was written. */
function readCounts(file: string): Counts | null {
  if (!existsSync(file)) return null
  const report = JSON.parse(readFileSync(file, 'utf8'))
  if (report.stats) {
    // Playwright: expected = passed, unexpected = failed, flaky passed on retry.
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, skipped: report.stats.skipped }
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests }
}

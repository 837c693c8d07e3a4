// `yarn rw exec bench-reports [--runs N] [--only name,name] [--no-export]`: what the reports cost at
// the service (in process: the SQL and its mapping, without HTTP): min/p50/p95 of N runs (20, after
// 2 warm-ups) of every report operation, for its page's default period and for an Annual period or a
// five-year Custom Range over all the data, with its SQL statement count; first, a CSV download of
// every payment row from a running API (--server FILE, default api/src/server.ts under tsx; a built
// api/dist/server.js measures what production runs): rows/s and the server's peak RSS.
// As the demo admin acting as Admin. On the configured database (DATABASE_URL for PostgreSQL),
// seeded first with `yarn rw db seed --scale 100000 --history` (about 1.17 million payment rows).
// Reads only (the export writes its one info log line).
// Budgets: p95 under 200 ms for a default period, under 500 ms for Annual / five years; the export's
// peak RSS under 300 MB. The figures go to docs/benchmarks.md ("Reports").
import { readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { closeDb, db } from '../api/src/lib/db'
import { projectRoot } from '../api/src/lib/env'
import { countStatements } from '../api/src/lib/statementCounter'
import { manilaDate } from '../api/src/lib/time'
import { communityReport, communityReportMembers } from '../api/src/services/reports/communityReport'
import { paymentReport } from '../api/src/services/reports/paymentReport'
import { paymentReportBills } from '../api/src/services/reports/paymentReportBills'
import { reportSummary } from '../api/src/services/reports/reportSummary'
import { staffHome } from '../api/src/services/reports/staffHome'
import { retention } from '../api/src/services/retention/retention'
import { actingAs, benchServerEnv, describeDatabase, freePort, ms, percentile, signIn, startServer, stopServer, userIdOf } from './bench/harness'
import { benchFlags } from './bench/flags'

const ADMIN = 'admin@tribe.test'
const ROLE = 'tribe-team-ro'
const BUDGET_DEFAULT_MS = 200
const BUDGET_LONG_MS = 500
const BUDGET_RSS_MB = 300

type Case = { name: string; budget: number; run: () => Promise<unknown> }

function cases(batchId: number): Case[] {
  const thisYear = Number(manilaDate().slice(0, 4))
  const annual = { period: 'Annual', year: thisYear }
  const fiveYears = { period: 'Custom Range', from: `${thisYear - 4}-01-01`, to: `${thisYear}-12-31` }
  return [
    { name: 'reportSummary, this month (Daily)', budget: BUDGET_DEFAULT_MS, run: () => reportSummary({ period: null }) },
    { name: 'reportSummary, Annual', budget: BUDGET_LONG_MS, run: () => reportSummary({ period: annual }) },
    { name: 'reportSummary, Custom Range of 5 years', budget: BUDGET_LONG_MS, run: () => reportSummary({ period: fiveYears }) },
    { name: 'paymentReport, this month (Daily)', budget: BUDGET_DEFAULT_MS, run: () => paymentReport({ period: null }) },
    { name: 'paymentReport, Annual', budget: BUDGET_LONG_MS, run: () => paymentReport({ period: annual }) },
    { name: 'paymentReport, Custom Range of 5 years', budget: BUDGET_LONG_MS, run: () => paymentReport({ period: fiveYears }) },
    { name: 'paymentReportBills page 1, this month, all', budget: BUDGET_DEFAULT_MS, run: () => paymentReportBills({ period: null, status: 'all', pageSize: 25 }) },
    { name: 'paymentReportBills page 1, aging 91+', budget: BUDGET_DEFAULT_MS, run: () => paymentReportBills({ period: null, status: 'unpaid', agingBucket: '91+', pageSize: 25 }) },
    { name: 'communityReport, Last 30 Days (default)', budget: BUDGET_DEFAULT_MS, run: () => communityReport({ range: 'Last 30 Days' }) },
    { name: 'communityReport, None (all time)', budget: BUDGET_LONG_MS, run: () => communityReport({ range: null }) },
    { name: 'communityReport, one batch, Last 7 Days', budget: BUDGET_DEFAULT_MS, run: () => communityReport({ range: 'Last 7 Days', batchId }) },
    { name: 'communityReportMembers page 1, Last 30 Days', budget: BUDGET_DEFAULT_MS, run: () => communityReportMembers({ range: 'Last 30 Days', pageSize: 25 }) },
    { name: 'retention page 1, all', budget: BUDGET_DEFAULT_MS, run: () => retention({ bucket: 'all', pageSize: 25 }) },
    { name: 'staffHome (Admin)', budget: BUDGET_DEFAULT_MS, run: () => staffHome() },
  ] as Case[]
}

/** The server's resident and peak memory in MB, from /proc (Linux). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0)
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 }
}

/**
 * Starts the server's peak RSS (VmHWM) afresh from now (Linux: clear_refs 5), so the peak is the
 * download's and not the sign-in's: a password check is scrypt at N=2^17, 128 MiB for a moment.
 * False where that cannot be done (the peak then includes the sign-in).
 */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5')
    return true
  } catch {
    return false
  }
}

/**
 * The payment report's CSV of every payment row (a five-year Custom Range around all the data), as
 * the page downloads it, from a running API (`serverFile`): rows/s, and the server's peak RSS
 * (VmHWM over its whole life) against its RSS before the download.
 */
async function exportAllRows(serverFile: string, from: string, to: string) {
  const port = await freePort()
  const env = benchServerEnv()
  delete env.SERVE_WEB
  const server = await startServer(serverFile, port, env)
  try {
    const session = await signIn(port, ADMIN)
    const peakReset = resetPeak(server.pid!)
    const before = memoryOf(server.pid!)
    const query = new URLSearchParams({ format: 'csv', period: 'Custom Range', from, to, as: ROLE })
    const started = performance.now()
    const response = await fetch(`http://127.0.0.1:${port}/api/payment-report-export?${query}`, { headers: { cookie: session.cookie } })
    if (!response.ok || !response.body) throw new Error(`bench-reports: the export answered ${response.status} ${await response.text()}`)
    let bytes = 0
    let lines = 0
    let rss = before.rss
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length
      for (const byte of chunk) if (byte === 10) lines += 1
      rss = Math.max(rss, memoryOf(server.pid!).rss)
    }
    const seconds = (performance.now() - started) / 1000
    return { rows: lines - 1, seconds, bytes, before: before.rss, peak: Math.max(rss, memoryOf(server.pid!).peak), peakReset }
  } finally {
    await stopServer(server)
  }
}

export default async function benchReports({ args }: { args: string[] }) {
  const { value, number } = benchFlags(args, 'bench-reports')
  const runs = number('--runs', 20)
  const only = value('--only')?.split(',')
  const serverFile = path.resolve(projectRoot, value('--server') ?? 'api/src/server.ts')
  const database = await describeDatabase()
  const [refs] = (
    await db.execute<{ batchId: number; users: number; rows: number; subs: number; logs: number }>(sql`
      select (select batch_id from users where batch_id is not null group by batch_id order by count(*) desc limit 1) as "batchId",
             (select count(*)::int from users) as users, (select count(*)::int from payment_schedules) as rows,
             (select count(*)::int from subscriptions) as subs, (select count(*)::int from info_logs) as logs`)
  ).rows
  const admin = await actingAs(await userIdOf(ADMIN, 'bench-reports'), ROLE, 'bench-reports')
  console.log(`bench-reports: ${new Date().toISOString()}, ${os.cpus().length} cores, node ${process.version}, load ${os.loadavg().map((v) => v.toFixed(1)).join(' ')}`)
  console.log(`database: ${database}; ${refs.users.toLocaleString('en-US')} users, ${refs.subs.toLocaleString('en-US')} subscriptions, ${refs.rows.toLocaleString('en-US')} payment rows, ${refs.logs.toLocaleString('en-US')} info logs`)

  // The export first, so the peak RSS is the export's and not the figures' of the runs before it.
  if (!args.includes('--no-export')) {
    const [span] = (await db.execute<{ from: string; to: string }>(sql`select min(schedule_date)::text as from, max(schedule_date)::text as to from payment_schedules`)).rows
    // Five calendar years from the first due date hold every row of the scale seed (2023 to 2027).
    const to = `${Number(span.from.slice(0, 4)) + 4}-12-31`
    const exported = await exportAllRows(serverFile, `${span.from.slice(0, 4)}-01-01`, to)
    const verdict = exported.peak < BUDGET_RSS_MB ? 'met' : 'MISSED'
    console.log(
      `\nCSV export of the payment rows due ${span.from.slice(0, 4)}-01-01 to ${to} (the last due ${span.to}): ${exported.rows.toLocaleString('en-US')} rows, ` +
        `${(exported.bytes / 1_048_576).toFixed(0)} MB in ${exported.seconds.toFixed(1)} s (${Math.round(exported.rows / exported.seconds).toLocaleString('en-US')} rows/s); ` +
        `server RSS ${exported.before.toFixed(0)} MB before, peak ${exported.peak.toFixed(0)} MB${exported.peakReset ? ' during the download' : ' (since start, the sign-in included)'} (budget ${BUDGET_RSS_MB} MB: ${verdict})`,
    )
  }

  console.log(`\n${runs} runs after 2 warm-ups, one at a time\n`)
  console.log('| operation | SQL statements | min ms | p50 ms | p95 ms | budget |\n|---|---:|---:|---:|---:|---|')
  const missed: string[] = []
  for (const c of cases(refs.batchId).filter((c) => !only || only.some((name) => c.name.startsWith(name)))) {
    const counted = await countStatements(() => admin(c.run))
    await admin(c.run)
    const times: number[] = []
    for (let i = 0; i < runs; i++) {
      const start = performance.now()
      await admin(c.run)
      times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    const p95 = percentile(times, 0.95)
    if (p95 >= c.budget) missed.push(c.name)
    console.log(`| ${c.name} | ${counted.count} | ${ms(times[0])} | ${ms(percentile(times, 0.5))} | ${ms(p95)} | ${p95 < c.budget ? `< ${c.budget}: met` : `< ${c.budget}: MISSED`} |`)
  }
  console.log(`\nload average after: ${os.loadavg().map((v) => v.toFixed(1)).join(' ')}`)
  await closeDb()
  if (missed.length) console.log(`\nbench-reports: over budget: ${missed.join('; ')}`)
}

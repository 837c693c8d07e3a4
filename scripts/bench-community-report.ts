// `yarn rw exec bench-community-report [--runs N]`: what the community report costs at the service
// (in process, the SQL and its mapping, no HTTP): min/p50/p95 of N runs (20) of communityReport and a
// page of communityReportMembers, for the page's default (no filter, Last 30 Days), for range None
// (all time) and for one batch, with their SQL statement counts. On the configured database
// (DATABASE_URL for PostgreSQL), seeded with `yarn rw db seed --scale 100000` first. Reads only.
import os from 'node:os'
import { sql } from 'drizzle-orm'
import { closeDb, db } from '../api/src/lib/db'
import { countStatements } from '../api/src/lib/statementCounter'
import { communityReport, communityReportMembers } from '../api/src/services/reports/communityReport'
import { actingAs, describeDatabase, ms, percentile, userIdOf } from './bench/harness'

const ADMIN = 'admin@tribe.test'
const ROLE = 'tribe-team-ro'

export default async function benchCommunityReport({ args }: { args: string[] }) {
  const at = args.indexOf('--runs')
  const runs = at >= 0 ? Number(args[at + 1]) : 20
  const database = await describeDatabase()
  const [refs] = (await db.execute<{ batchId: number; users: number }>(sql`
    select (select batch_id from users where batch_id is not null group by batch_id order by count(*) desc limit 1) as "batchId",
           (select count(*)::int from users) as users`)).rows
  const admin = await actingAs(await userIdOf(ADMIN, 'bench-community-report'), ROLE, 'bench-community-report')
  const cases: { name: string; run: () => Promise<unknown> }[] = [
    { name: 'communityReport, no filter, Last 30 Days', run: () => communityReport({ range: 'Last 30 Days' }) },
    { name: 'communityReport, no filter, None (all time)', run: () => communityReport({ range: null }) },
    { name: 'communityReport, one batch, Last 7 Days', run: () => communityReport({ range: 'Last 7 Days', batchId: refs.batchId }) },
    { name: 'communityReportMembers page 1 (25), Last 30 Days', run: () => communityReportMembers({ range: 'Last 30 Days', pageSize: 25 }) },
    { name: 'communityReportMembers page 1 (25), None', run: () => communityReportMembers({ range: null, pageSize: 25 }) },
    { name: 'communityReportMembers page 1 (25), status Inactive, Last 30 Days', run: () => communityReportMembers({ range: 'Last 30 Days', status: 'Inactive', pageSize: 25 }) },
  ]
  console.log(`bench-community-report: ${new Date().toISOString()}, ${os.cpus().length} cores, node ${process.version}, load ${os.loadavg().map((v) => v.toFixed(1)).join(' ')}`)
  console.log(`database: ${database}; ${refs.users.toLocaleString('en-US')} users; ${runs} runs after 2 warm-ups\n`)
  console.log('| operation | SQL statements | min ms | p50 ms | p95 ms |\n|---|---:|---:|---:|---:|')
  for (const c of cases) {
    const counted = await countStatements(() => admin(c.run))
    await admin(c.run)
    const times: number[] = []
    for (let i = 0; i < runs; i++) {
      const start = performance.now()
      await admin(c.run)
      times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    console.log(`| ${c.name} | ${counted.count} | ${ms(times[0])} | ${ms(percentile(times, 0.5))} | ${ms(percentile(times, 0.95))} |`)
  }
  console.log(`\nload average after: ${os.loadavg().map((v) => v.toFixed(1)).join(' ')}`)
  await closeDb()
}

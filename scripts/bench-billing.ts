// `yarn rw exec bench-billing`: what the billing back office costs at the API: p50/p95/p99
// of the view-subscription page's query (userSubscription + user(id) { invoice ... }) for the demo
// member, the /subscriptions list (first page, the unpaid filter, a member search) and the /payment
// queue (unpaid oldest first, all, and paid), as the demo admin acting as Admin, over HTTP against a
// running API, with the SQL statements each sends (counted around the service calls).
//
// It starts the API (api/src/server.ts under tsx, or --server api/dist/server.js) with
// NODE_ENV=production and a fresh SESSION_SECRET against the configured database (DATABASE_URL for
// PostgreSQL, else PGlite), migrates it and seeds it if empty. Seed the scale first:
// `DATABASE_URL=... yarn rw db seed --scale 100000`.
//   --requests N (default 400) after --warmup N (default 50), in --rounds N (default 10)
//   --server FILE     the API entry to start (default api/src/server.ts, run by tsx)
// One request at a time (latency, not throughput). Figures go to docs/benchmarks.md ("Billing").
// Budget: every operation p95 under 50 ms.
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { closeDb, db } from '../api/src/lib/db'
import { projectRoot } from '../api/src/lib/env'
import { migrateDatabase } from '../api/src/lib/migrate'
import { countStatements } from '../api/src/lib/statementCounter'
import { paymentQueue } from '../api/src/services/paymentSchedules/paymentSchedules'
import { User, subscriptions, userSubscription } from '../api/src/services/subscriptions/subscriptions'
import { hasUsers } from './rw/demo'
import { seed } from './rw/db'
import { actingAs, describeDatabase, freePort, ms, percentile, signIn, startServer, stopServer, timeGraphql, userIdOf, type Session, benchServerEnv } from './bench/harness'
import { benchFlags } from './bench/flags'

const ADMIN = 'admin@tribe.test'
const ADMIN_ROLE = 'tribe-team-ro'
const MEMBER = 'member@tribe.test'
const BUDGET_P95_MS = 50

type Options = { requests: number; warmup: number; rounds: number; serverFile: string }
type Operation = { name: string; query: string; variables?: Record<string, unknown>; expect: string }

function parseOptions(args: string[]): Options {
  const { value, number } = benchFlags(args, 'bench-billing')
  return {
    requests: number('--requests', 400),
    warmup: number('--warmup', 50),
    rounds: number('--rounds', 10),
    serverFile: path.resolve(projectRoot, value('--server') ?? 'api/src/server.ts'),
  }
}

/** The documents the web's cells send (web/src/components/Subscriptions, PaymentSchedules). */
const VIEW = `query ($userId: Int!) { user(id: $userId) { id firstName lastName invoice { id subscription { id expiry funnel { id name } }
  paymentSchedule { id price scheduleDate transactionId paymentPlatform externalInvoiceId remarks } } }
  userSubscription(id: $userId) { id expiry status unenrolledAt funnel { id name } } }`
const LIST = `query ($validity: String, $payment: String, $search: String) { subscriptions(page: 1, pageSize: 10, validity: $validity, payment: $payment, search: $search) {
  items { id paymentTermId startsAt expiry unenrolledAt status totalCentavos paidCentavos unpaidCount member { id firstName lastName email } funnel { id name } } totalCount page pageSize } }`
const QUEUE = `query ($bills: String) { paymentQueue(page: 1, pageSize: 10, bills: $bills) { items { subscriptionId
  schedule { id price scheduleDate transactionId paymentPlatform externalInvoiceId remarks } member { id firstName lastName email } funnel { id name }
  proof { id fileId fileName paymentPlatform referenceNumber status } } totalCount page pageSize } }`

function operations(memberId: number): Operation[] {
  return [
    { name: 'baseline: currentUser', expect: '"currentUser":{', query: '{ redwood { currentUser } }' },
    { name: 'view-subscription (demo member)', expect: '"userSubscription":[', query: VIEW, variables: { userId: memberId } },
    { name: 'subscriptions (all, page 1)', expect: '"subscriptions":{"items"', query: LIST, variables: {} },
    { name: 'subscriptions (unpaid)', expect: '"subscriptions":{"items"', query: LIST, variables: { payment: 'unpaid' } },
    { name: 'subscriptions (search "santos")', expect: '"subscriptions":{"items"', query: LIST, variables: { search: 'santos' } },
    { name: 'paymentQueue (unpaid, oldest first)', expect: '"paymentQueue":{"items"', query: QUEUE, variables: { bills: 'unpaid' } },
    { name: 'paymentQueue (all)', expect: '"paymentQueue":{"items"', query: QUEUE, variables: { bills: 'all' } },
    { name: 'paymentQueue (paid)', expect: '"paymentQueue":{"items"', query: QUEUE, variables: { bills: 'paid' } },
  ]
}

async function statementCounts(memberId: number): Promise<Record<string, number>> {
  const admin = await actingAs(await userIdOf(ADMIN, 'bench-billing'), ADMIN_ROLE, 'bench-billing')
  const runs: Record<string, () => Promise<unknown>> = {
    // user(id) itself is 1 statement (users service), its invoice field 1, userSubscription 1.
    'view-subscription (demo member)': () => admin(async () => [await userSubscription({ id: memberId }), await User.invoice({}, { root: { id: memberId } } as never)]),
    'subscriptions (all, page 1)': () => admin(() => subscriptions({ page: 1, pageSize: 10 })),
    'subscriptions (unpaid)': () => admin(() => subscriptions({ page: 1, pageSize: 10, payment: 'unpaid' })),
    'subscriptions (search "santos")': () => admin(() => subscriptions({ page: 1, pageSize: 10, search: 'santos' })),
    'paymentQueue (unpaid, oldest first)': () => admin(() => paymentQueue({ page: 1, pageSize: 10, bills: 'unpaid' })),
    'paymentQueue (all)': () => admin(() => paymentQueue({ page: 1, pageSize: 10, bills: 'all' })),
    'paymentQueue (paid)': () => admin(() => paymentQueue({ page: 1, pageSize: 10, bills: 'paid' })),
  }
  const counts: Record<string, number> = {}
  for (const [name, run] of Object.entries(runs)) counts[name] = (await countStatements(run)).count
  counts['view-subscription (demo member)'] += 1
  return counts
}

export default async function benchBilling({ args }: { args: string[] }) {
  const options = parseOptions(args)
  await migrateDatabase()
  if (!(await hasUsers())) {
    console.log('bench-billing: the database is empty, seeding the demo community (no --scale: seed that first)...')
    await seed(0)
  }
  const database = await describeDatabase()
  await db.execute(sql`analyze users, subscriptions, invoices, payment_schedules, payment_proofs, funnels`)
  const memberId = await userIdOf(MEMBER, 'bench-billing')
  const counts = await statementCounts(memberId)
  const [sizes] = (
    await db.execute<{ users: number; subs: number; rows: number; unpaid: number }>(sql`select (select count(*)::int from users) as users,
      (select count(*)::int from subscriptions) as subs, (select count(*)::int from payment_schedules) as rows,
      (select count(*)::int from payment_schedules where transaction_id is null) as unpaid`)
  ).rows
  await closeDb()

  const env = benchServerEnv()
  delete env.SERVE_WEB
  console.log(`bench-billing: ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), node ${process.version}`)
  console.log(
    `database: ${database}; ${sizes.users.toLocaleString('en-US')} users, ${sizes.subs.toLocaleString('en-US')} subscriptions, ${sizes.rows.toLocaleString('en-US')} payment schedule rows (${sizes.unpaid.toLocaleString('en-US')} unpaid)`,
  )
  console.log(`${options.warmup} warm-up then ${options.requests} requests per operation in ${options.rounds} rounds, one at a time; load average ${os.loadavg().map((value) => value.toFixed(1)).join(' ')}\n`)

  const port = await freePort()
  const server = await startServer(options.serverFile, port, env)
  const failures: string[] = []
  try {
    const session: Session = await signIn(port, ADMIN)
    const chosen = operations(memberId)
    for (const operation of chosen) await timeGraphql(port, session, operation, options.warmup, { role: ADMIN_ROLE })
    const perRound = Math.max(1, Math.ceil(options.requests / options.rounds))
    const latencies = new Map<string, number[]>(chosen.map((operation) => [operation.name, []]))
    for (let round = 0; round < options.rounds; round++) {
      for (const operation of chosen) latencies.get(operation.name)!.push(...(await timeGraphql(port, session, operation, perRound, { role: ADMIN_ROLE })))
    }
    console.log('| operation | SQL statements | p50 ms | p95 ms | p99 ms | budget |\n|---|---:|---:|---:|---:|---|')
    for (const operation of chosen) {
      const sorted = latencies.get(operation.name)!.sort((a, b) => a - b)
      const p95 = percentile(sorted, 0.95)
      const budgeted = !operation.name.startsWith('baseline')
      const verdict = budgeted ? (p95 < BUDGET_P95_MS ? `p95 < ${BUDGET_P95_MS} ms: met` : `p95 < ${BUDGET_P95_MS} ms: MISSED`) : '-'
      if (budgeted && p95 >= BUDGET_P95_MS) failures.push(operation.name)
      console.log(`| ${operation.name} | ${counts[operation.name] ?? '-'} | ${ms(percentile(sorted, 0.5))} | ${ms(p95)} | ${ms(percentile(sorted, 0.99))} | ${verdict} |`)
    }
  } finally {
    await stopServer(server)
  }
  if (failures.length) throw new Error(`bench-billing: p95 over ${BUDGET_P95_MS} ms for ${failures.join(', ')}`)
}

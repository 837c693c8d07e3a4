// `yarn rw exec bench-affiliates`: what the affiliate programme's pages cost at the API, and what
// a click costs. On the configured database (DATABASE_URL for PostgreSQL, else PGlite), seeded
// with the demo community (and `yarn rw db seed --scale 100000` first for the real figures), it
// adds the programme's volume once (idempotent, by e-mail and code): --affiliates N (1,000)
// affiliates bench-affiliate-<n>@tribe.test with codes bench-<n>, --leads N (200,000) leads of
// which a fifth are people who signed up (ties to scale members), --clicks N (2,000,000) clicks
// over the last 60 days, and a commission for every paid schedule row of a tied buyer. Affiliate 1
// holds a twentieth of the leads and clicks: the busiest one, whose pages are measured.
//
// Then it starts the API (production mode, the built web served: run `yarn rw build` first) and
// measures, one request at a time: the affiliate's dashboard (30 days), leads, commission and
// links as affiliate 1, and the admin list (three sorts) as the demo admin: p50/p95/p99 and the
// SQL statements each sends (counted around the service call). Then, side by side in one run, the
// requests per second of GET /api/health and of a click on /{funnelSlug}/{code} (a new visitor
// each time: the insert, the worst case), --connections N (8) for --seconds N (10) each.
// Budgets: the four pages p95 under 50 ms; a click at least half the rps of /api/health.
// Figures go to docs/benchmarks.md ("Affiliates").
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { closeDb, db } from '../api/src/lib/db'
import { projectRoot } from '../api/src/lib/env'
import { migrateDatabase } from '../api/src/lib/migrate'
import { countStatements } from '../api/src/lib/statementCounter'
import { rollUpClicks } from '../api/src/services/affiliates/clickRollup'
import { affiliateCommissions } from '../api/src/services/affiliates/earnings'
import { affiliateDashboard } from '../api/src/services/affiliates/dashboard'
import { affiliateLeads } from '../api/src/services/affiliates/leads'
import { affiliateLinks } from '../api/src/services/affiliates/links'
import { affiliatesList } from '../api/src/services/affiliates/staffAffiliates'
import { hasUsers } from './rw/demo'
import { seed } from './rw/db'
import { actingAs, describeDatabase, freePort, ms, percentile, signIn, startServer, stopServer, timeGraphql, userIdOf, type Session, benchServerEnv } from './bench/harness'
import { loadOnce } from './bench/httpLoad'
import { benchFlags } from './bench/flags'

const ADMIN = 'admin@tribe.test'
const BUSIEST = 'bench-affiliate-1@tribe.test'
const BUDGET_P95_MS = 50
const CLICK_SHARE_OF_HEALTH = 0.5

type Options = { affiliates: number; leads: number; clicks: number; requests: number; warmup: number; connections: number; seconds: number; serverFile: string }

function parseOptions(args: string[]): Options {
  const { value, number } = benchFlags(args, 'bench-affiliates')
  return {
    affiliates: number('--affiliates', 1000),
    leads: number('--leads', 200_000),
    clicks: number('--clicks', 2_000_000),
    requests: number('--requests', 300),
    warmup: number('--warmup', 30),
    connections: number('--connections', 8),
    seconds: number('--seconds', 10),
    serverFile: path.resolve(projectRoot, value('--server') ?? 'api/src/server.ts'),
  }
}

const count = async (query: ReturnType<typeof sql>) => Number((await db.execute<{ n: number }>(query)).rows[0].n)

/** The programme's volume, added once: affiliates, leads, clicks, commissions (see the top). */
async function addVolume(options: Options, log: (line: string) => void) {
  const started = performance.now()
  await db.transaction(async (tx) => {
    // The affiliates: people with the member and affiliate levels and the demo password, terms accepted, GCash details.
    await tx.execute(sql`
      insert into users (email, hashed_password, first_name, last_name, slug)
      select 'bench-affiliate-' || n || '@tribe.test', (select hashed_password from users where email = ${ADMIN}), 'Bench', 'Affiliate ' || n, 'bench-affiliate-' || n
      from generate_series(1, ${options.affiliates}::int) n
      on conflict do nothing`)
    await tx.execute(sql`
      insert into user_access_levels (user_id, access_level_id)
      select u.id, l.id from users u cross join access_levels l
      where u.email like 'bench-affiliate-%@tribe.test' and l.name in ('member', 'affiliate')
      on conflict do nothing`)
    await tx.execute(sql`
      update users set affiliate_timestamp = now() - interval '90 days'
      where email like 'bench-affiliate-%@tribe.test' and affiliate_timestamp is null`)
    await tx.execute(sql`
      insert into affiliates (user_id, code, code_chosen_at, terms_accepted_at, commission_type, commission_percent, payout_method, payout_account_name, payout_account_number, created_at)
      select u.id, 'bench-' || substring(u.email from 'bench-affiliate-([0-9]+)@'), now() - interval '90 days', now() - interval '90 days', 'Percentage', 20,
        'GCash', u.first_name || ' ' || u.last_name, '09170000000', now() - interval '90 days' + (u.id % 1000) * interval '1 minute'
      from users u where u.email like 'bench-affiliate-%@tribe.test'
      on conflict do nothing`)
  })
  const ids = (await db.execute<{ id: number }>(sql`select id from affiliates where code like 'bench-%' order by substring(code from 7)::int`)).rows.map((row) => Number(row.id))
  const busiest = ids[0]
  // Which affiliate the i-th row goes to: the busiest gets a twentieth, the rest share the others evenly.
  const pick = (i: ReturnType<typeof sql>) => sql`case when ${i} % 20 = 0 then ${busiest}::int else (${sql.raw(`array[${ids.join(',')}]`)})[1 + (${i} % ${ids.length})] end`

  const leadsNow = await count(sql`select count(*)::int as n from leads l join affiliates a on a.id = l.affiliate_id where a.code like 'bench-%'`)
  if (leadsNow < options.leads) {
    const tied = Math.floor(options.leads / 5)
    // A fifth signed up: each tied to a distinct scale member not tied yet.
    await db.execute(sql`
      insert into leads (affiliate_id, user_id, email, name, landing_url, created_at)
      select ${pick(sql`t.n`)}, t.id, t.email, t.first_name || ' ' || t.last_name, '/bench', now() - (t.n % 60) * interval '1 day'
      from (select u.id, u.email, u.first_name, u.last_name, row_number() over (order by u.id) as n
            from users u where u.email like 'scale-%' and not exists (select 1 from leads l where l.user_id = u.id) limit ${tied}) t`)
    await db.execute(sql`
      insert into leads (affiliate_id, email, name, landing_url, created_at)
      select ${pick(sql`n`)}, 'bench-lead-' || n || '@example.com', 'Bench Lead ' || n, '/bench', now() - (n % 60)::int * interval '1 day'
      from generate_series(1, ${options.leads - tied}::int) n`)
  }
  const clicksNow = await count(sql`select count(*)::int as n from affiliate_clicks c join affiliates a on a.id = c.affiliate_id where a.code like 'bench-%'`)
  if (clicksNow < options.clicks) {
    const funnel = (await db.execute<{ id: string }>(sql`select id from funnels where is_open order by created_at limit 1`)).rows[0]?.id ?? null
    // In statements of 100,000 rows (each well inside the pool's statement timeout); a run cut
    // short adds only what is missing next time.
    for (let lo = clicksNow + 1; lo <= options.clicks; lo += 100_000) {
      const hi = Math.min(options.clicks, lo + 99_999)
      await db.execute(sql`
        insert into affiliate_clicks (affiliate_id, funnel_id, visitor_id, day, first_at, last_at)
        select ${pick(sql`n`)}, case when n % 3 = 0 then ${funnel} end, gen_random_uuid(),
          (now() at time zone 'Asia/Manila')::date - (n % 60), now() - (n % 60)::int * interval '1 day', now() - (n % 60)::int * interval '1 day'
        from generate_series(${lo}::int, ${hi}::int) n
        on conflict do nothing`)
    }
  }
  // A commission for every paid schedule row of a tied buyer (pending inside 30 days, else approved).
  await db.execute(sql`
    insert into commissions (affiliate_id, payment_schedule_id, lead_id, commission_type, commission_percent, amount_centavos, status, hold_until, approved_at, created_at)
    select l.affiliate_id, p.id, l.id, 'Percentage', 20, round(p.price_centavos * 0.2)::int,
      case when p.approved_at + interval '30 days' <= now() then 'approved' else 'pending' end,
      p.approved_at + interval '30 days', case when p.approved_at + interval '30 days' <= now() then p.approved_at + interval '30 days' end, p.approved_at
    from leads l
    join affiliates a on a.id = l.affiliate_id and a.code like 'bench-%'
    join subscriptions s on s.user_id = l.user_id
    join invoices i on i.subscription_id = s.id
    join payment_schedules p on p.invoice_id = i.id and p.transaction_id is not null
    on conflict do nothing`)
  // What the daily job 'click-rollup' keeps current in production: the clicks of the days that ended.
  const rolled = await rollUpClicks(db)
  await db.execute(sql`analyze affiliates; analyze leads; analyze affiliate_clicks; analyze affiliate_click_days; analyze commissions`)
  log(`volume ready (${rolled.days} days of clicks rolled up) in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

type Operation = { name: string; as: 'affiliate' | 'admin'; query: string; variables?: Record<string, unknown>; expect: string; budget: boolean }

const OPERATIONS: Operation[] = [
  { name: 'affiliateDashboard (30 days)', as: 'affiliate', budget: true, expect: '"affiliateDashboard":{', query: '{ affiliateDashboard(days: 30) { days clicks leads payingCustomers commission { pendingCentavos approvedCentavos paidCentavos reversedCentavos } daily { day clicks leads } } }' },
  { name: 'affiliateLeads', as: 'affiliate', budget: true, expect: '"affiliateLeads":{', query: '{ affiliateLeads(page: 1, pageSize: 10) { items { id name maskedEmail funnelName stage createdAt } totalCount page pageSize } }' },
  { name: 'affiliateCommissions', as: 'affiliate', budget: true, expect: '"affiliateCommissions":{', query: '{ affiliateBalance { pendingCentavos approvedCentavos paidCentavos reversedCentavos } affiliateCommissions(page: 1, pageSize: 10) { items { id funnelName buyerName paymentDate paymentCentavos amountCentavos status holdUntil reason isClawback createdAt } totalCount } }' },
  { name: 'affiliateLinks', as: 'affiliate', budget: false, expect: '"affiliateLinks":[', query: '{ affiliateLinks { funnelId name path clicks leads } }' },
  ...(['newest', 'leads', 'highest commission'] as const).map((sort) => ({
    name: `affiliates (admin, ${sort})`,
    as: 'admin' as const,
    budget: true,
    expect: '"affiliates":{',
    query: `{ affiliates(sort: "${sort}", page: 1, pageSize: 10) { items { id name email code status clicks leads payingCustomers earnedCentavos approvedCentavos } totalCount } }`,
  })),
]

async function statementCounts(): Promise<Record<string, number>> {
  const affiliate = await actingAs(await userIdOf(BUSIEST, 'bench-affiliates'), 'affiliate', 'bench-affiliates')
  const admin = await actingAs(await userIdOf(ADMIN, 'bench-affiliates'), 'tribe-team-ro', 'bench-affiliates')
  const runs: Record<string, () => Promise<unknown>> = {
    'affiliateDashboard (30 days)': () => affiliate(() => affiliateDashboard({ days: 30 })),
    affiliateLeads: () => affiliate(() => affiliateLeads({ page: 1, pageSize: 10 })),
    affiliateCommissions: () => affiliate(() => affiliateCommissions({ page: 1, pageSize: 10 })),
    affiliateLinks: () => affiliate(() => affiliateLinks()),
    'affiliates (admin, newest)': () => admin(() => affiliatesList({ sort: 'newest', page: 1, pageSize: 10 })),
    'affiliates (admin, leads)': () => admin(() => affiliatesList({ sort: 'leads', page: 1, pageSize: 10 })),
    'affiliates (admin, highest commission)': () => admin(() => affiliatesList({ sort: 'highest commission', page: 1, pageSize: 10 })),
  }
  const counts: Record<string, number> = {}
  for (const [name, run] of Object.entries(runs)) counts[name] = (await countStatements(run)).count
  return counts
}

export default async function benchAffiliates({ args }: { args: string[] }) {
  const options = parseOptions(args)
  const dist = path.join(projectRoot, 'web/dist')
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error('bench-affiliates: web/dist is missing: run "yarn rw build" first (a click is a page load)')
  await migrateDatabase()
  if (!(await hasUsers())) {
    console.log('bench-affiliates: the database is empty, seeding the demo community (no --scale: seed that first)...')
    await seed(0)
  }
  await addVolume(options, (line) => console.log(`bench-affiliates: ${line}`))
  const counts = await statementCounts()
  const volume = (await db.execute<{ affiliates: number; leads: number; clicks: number; commissions: number; users: number }>(sql`
    select (select count(*)::int from affiliates) as affiliates, (select count(*)::int from leads) as leads, (select count(*)::int from affiliate_clicks) as clicks,
      (select count(*)::int from commissions) as commissions, (select count(*)::int from users) as users`)).rows[0]
  const busiest = (await db.execute<{ leads: number; clicks: number; commissions: number }>(sql`
    select (select count(*)::int from leads l where l.affiliate_id = a.id) as leads, (select count(*)::int from affiliate_clicks c where c.affiliate_id = a.id) as clicks,
      (select count(*)::int from commissions c where c.affiliate_id = a.id) as commissions
    from affiliates a join users u on u.id = a.user_id where u.email = ${BUSIEST}`)).rows[0]
  const clickPath = (await db.execute<{ path: string }>(sql`select '/' || f.slug || '/bench-1' as path from funnels f where f.is_open order by f.created_at limit 1`)).rows[0]?.path ?? '/bench-1'
  const database = await describeDatabase()
  await closeDb()

  const env = benchServerEnv({ SERVE_WEB: 'web/dist', JOBS_WORKER: 'off', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' })
  console.log(`bench-affiliates: ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), node ${process.version}, load average ${os.loadavg().map((value) => value.toFixed(1)).join(' ')}`)
  console.log(`database: ${database}; ${volume.users.toLocaleString('en-US')} users, ${volume.affiliates.toLocaleString('en-US')} affiliates, ${volume.leads.toLocaleString('en-US')} leads, ${volume.clicks.toLocaleString('en-US')} clicks, ${volume.commissions.toLocaleString('en-US')} commissions`)
  console.log(`measured affiliate (${BUSIEST}): ${busiest.leads.toLocaleString('en-US')} leads, ${busiest.clicks.toLocaleString('en-US')} clicks, ${busiest.commissions.toLocaleString('en-US')} commissions\n`)

  const port = await freePort()
  const server = await startServer(options.serverFile, port, env)
  const failures: string[] = []
  try {
    const sessions: Record<Operation['as'], { session: Session; role: string }> = {
      affiliate: { session: await signIn(port, BUSIEST), role: 'affiliate' },
      admin: { session: await signIn(port, ADMIN), role: 'tribe-team-ro' },
    }
    console.log('| operation | as | SQL statements | p50 ms | p95 ms | p99 ms | budget |\n|---|---|---:|---:|---:|---:|---|')
    for (const operation of OPERATIONS) {
      const { session, role } = sessions[operation.as]
      await timeGraphql(port, session, operation, options.warmup, { role })
      const sorted = await timeGraphql(port, session, operation, options.requests, { role })
      const p95 = percentile(sorted, 0.95)
      const verdict = operation.budget ? (p95 < BUDGET_P95_MS ? `p95 < ${BUDGET_P95_MS} ms: met` : `p95 < ${BUDGET_P95_MS} ms: MISSED`) : '-'
      if (operation.budget && p95 >= BUDGET_P95_MS) failures.push(operation.name)
      console.log(`| ${operation.name} | ${operation.as} | ${counts[operation.name] ?? '-'} | ${ms(percentile(sorted, 0.5))} | ${ms(p95)} | ${ms(percentile(sorted, 0.99))} | ${verdict} |`)
    }

    const load = (pathName: string, headers: Record<string, string>, expect: string) =>
      loadOnce({ port, method: 'GET', path: pathName, headers, connections: options.connections, durationMs: options.seconds * 1000, expect })
    const browser = { accept: 'text/html', 'sec-fetch-dest': 'document', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 bench-affiliates' }
    const health = await load('/api/health', {}, '"ok"')
    // The same page load when the path is no link: what serving the app itself costs.
    const page = await load('/login', browser, '<div id="redwood-app"')
    const click = await load(clickPath, browser, '<div id="redwood-app"')
    const rps = (run: typeof health) => run.latencies.length / run.seconds
    const ratio = rps(click) / rps(health)
    console.log(`\n| request | rps | p50 ms | p95 ms | errors |\n|---|---:|---:|---:|---:|`)
    for (const [name, run] of [['GET /api/health', health], ['GET /login (a page load, no link)', page], [`GET ${clickPath} (a click)`, click]] as const) {
      const sorted = [...run.latencies].sort((a, b) => a - b)
      const at = (q: number) => (sorted.length ? ms(percentile(sorted, q)) : '-')
      console.log(`| ${name} | ${rps(run).toFixed(0)} | ${at(0.5)} | ${at(0.95)} | ${run.errors}${run.firstError ? ` (${run.firstError.slice(0, 80)})` : ''} |`)
    }
    console.log(`\nclick / health: ${ratio.toFixed(2)} (budget >= ${CLICK_SHARE_OF_HEALTH}: ${ratio >= CLICK_SHARE_OF_HEALTH ? 'met' : 'MISSED'}); ${options.connections} connections, ${options.seconds} s each`)
    if (ratio < CLICK_SHARE_OF_HEALTH) failures.push('click rps')
    if (health.errors || click.errors) failures.push('load errors')
  } finally {
    await stopServer(server)
  }
  if (failures.length) throw new Error(`bench-affiliates: missed ${failures.join(', ')}`)
}

// `yarn rw exec bench-members`: what the members back office costs at the API: p50/p95/
// p99 of the members list with a search term, a filter and a sort (two statements whatever the
// page), a broad search, a deep unsearched page, the profile and the community overview, as the
// demo admin acting as Admin (tribe-team-ro), over HTTP against a running API, with the SQL
// statements each sends (counted around the service call).
//
// It starts the API (api/src/server.ts under tsx, or --server api/dist/server.js) with
// NODE_ENV=production and a fresh SESSION_SECRET against the configured database (DATABASE_URL
// for PostgreSQL, else PGlite), migrates it (0008: the pg_trgm search index) and seeds it if empty.
// Seed the scale first: `DATABASE_URL=... yarn rw db seed --scale 100000`.
//   --requests N (default 400) after --warmup N (default 50), in --rounds N (default 10)
//   --server FILE     the API entry to start (default api/src/server.ts, run by tsx)
// One request at a time (latency, not throughput). Figures go to docs/benchmarks.md ("Members").
// Budget: the list with a search term that finds a member (part of an e-mail, a Tribe ID), a
// filter and a sort: p95 under 50 ms. Broad terms and unsearched deep pages are reported only.
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { closeDb, db } from '../api/src/lib/db'
import { projectRoot } from '../api/src/lib/env'
import { migrateDatabase } from '../api/src/lib/migrate'
import { countStatements } from '../api/src/lib/statementCounter'
import { communityOverview, member, members } from '../api/src/services/members'
import { hasUsers } from './rw/demo'
import { seed } from './rw/db'
import { actingAs, describeDatabase, freePort, ms, percentile, signIn, startServer, stopServer, timeGraphql, userIdOf, benchServerEnv } from './bench/harness'
import { benchFlags } from './bench/flags'

const ADMIN = 'admin@tribe.test'
const ROLE = 'tribe-team-ro'
const BUDGET_P95_MS = 50
const DEEP_PAGE = 1000

type Options = { requests: number; warmup: number; rounds: number; serverFile: string }
type Operation = { name: string; query: string; variables?: Record<string, unknown>; expect: string; budget: boolean; run?: () => Promise<unknown> }

function parseOptions(args: string[]): Options {
  const { value, number } = benchFlags(args, 'bench-members')
  return {
    requests: number('--requests', 400),
    warmup: number('--warmup', 50),
    rounds: number('--rounds', 10),
    serverFile: path.resolve(projectRoot, value('--server') ?? 'api/src/server.ts'),
  }
}

/** The list query as the web's MembersCell sends it (web/src/components/Members/MembersCell). */
const LIST = `query FindMembers($page: Int, $pageSize: Int, $sortBy: String, $sortOrder: SortOrder, $search: String, $status: String,
  $memberType: String, $batchId: Int, $groupId: Int, $stageId: Int, $accessLevelId: Int) {
  members(page: $page, pageSize: $pageSize, sortBy: $sortBy, sortOrder: $sortOrder, search: $search, status: $status,
    memberType: $memberType, batchId: $batchId, groupId: $groupId, stageId: $stageId, accessLevelId: $accessLevelId) {
    items { id email firstName lastName tribeId status isMember disabledAt createdAt batch { id name } group { id name } stage { id number name } }
    totalCount page pageSize
  }
}`
const PROFILE = `query FindMember($id: Int!) { member(id: $id) { id email firstName lastName status isMember basePoints totalPoints
  batch { id name } group { id name } stage { id number name } accessLevels { id name label }
  subscriptions { id funnelName productName startsAt expiry unenrolledAt status }
  courseProgress { courseId courseName completedLessons totalLessons } recentLogs { id action createdAt actorName details } } }`
const OVERVIEW = '{ communityOverview { total active inactive archived newThisWeek byBatch { filterId name count } byStage { filterId name count } } }'

function operations(refs: { batchId: number; groupId: number; memberId: number }): Operation[] {
  const list = (name: string, variables: Record<string, unknown>, budget: boolean): Operation => ({
    name,
    query: LIST,
    variables: { pageSize: 10, ...variables },
    expect: '"members":{"items":',
    budget,
    run: () => members({ pageSize: 10, ...variables } as Parameters<typeof members>[0]),
  })
  return [
    { name: 'baseline: currentUser', query: '{ redwood { currentUser } }', expect: '"currentUser":{', budget: false },
    // Every --scale address starts with "scale-", so that part's trigrams match the whole table:
    // the index must intersect 100,000-entry lists (cheap natively, slow in PGlite's wasm).
    list('e-mail part "scale-4242" + active + sort by name', { search: 'scale-4242', status: 'active', sortBy: 'name' }, true),
    list('e-mail part "4242@" + active + sort by name', { search: '4242@', status: 'active', sortBy: 'name' }, true),
    list('Tribe ID part "sc00123" + batch + newest first', { search: 'sc00123', batchId: refs.batchId, sortBy: 'createdAt', sortOrder: 'desc' }, true),
    // A broad name part (3,331 matches, 1,111 after the filters): reported, outside the budget (see docs/benchmarks.md).
    list('name part "dela" + group + member type + sort by e-mail', { search: 'dela', groupId: refs.groupId, memberType: 'member', sortBy: 'email' }, false),
    list('broad: surname "cruz" + active + sort by name', { search: 'cruz', status: 'active', sortBy: 'name' }, false),
    list(`no search: active, page ${DEEP_PAGE}, sort by name`, { status: 'active', sortBy: 'name', page: DEEP_PAGE }, false),
    { name: 'member (profile)', query: PROFILE, variables: { id: refs.memberId }, expect: '"member":{"id"', budget: false, run: () => member({ id: refs.memberId }) },
    { name: 'communityOverview', query: OVERVIEW, expect: '"communityOverview":{', budget: false, run: () => communityOverview() },
  ]
}

export default async function benchMembers({ args }: { args: string[] }) {
  const options = parseOptions(args)
  await migrateDatabase()
  if (!(await hasUsers())) {
    console.log('bench-members: the database is empty, seeding the demo community (no --scale: seed that first)...')
    await seed(0)
  }
  // A fresh bulk seed (or a new index) has no statistics yet: the planner would guess.
  await db.execute(sql`analyze users, user_access_levels, access_levels, group_members, subscriptions`)
  const database = await describeDatabase()
  const [refs] = (
    await db.execute<{ batchId: number; groupId: number; memberId: number; users: number }>(sql`
      select (select batch_id from users where tribe_id = 'SC0012345') as "batchId",
             (select gm.group_id from group_members gm join users u on u.id = gm.user_id where u.last_name ilike '%dela%' limit 1) as "groupId",
             (select id from users where email = 'member@tribe.test') as "memberId",
             (select count(*)::int from users) as users`)
  ).rows
  if (!refs.batchId || !refs.groupId) throw new Error('bench-members: no --scale data (SC0012345 or a "dela" member in a group): seed --scale 100000 first')
  const chosen = operations(refs)
  const admin = await actingAs(await userIdOf(ADMIN, 'bench-members'), ROLE, 'bench-members')
  const counts: Record<string, number> = {}
  const totals: Record<string, number> = {}
  for (const operation of chosen) {
    if (!operation.run) continue
    const counted = await countStatements(() => admin(operation.run!))
    counts[operation.name] = counted.count
    const result = counted.result as { totalCount?: number } | null
    if (result && typeof result.totalCount === 'number') totals[operation.name] = result.totalCount
  }
  await closeDb()

  const env = benchServerEnv()
  delete env.SERVE_WEB
  console.log(`bench-members: ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), node ${process.version}`)
  console.log(`database: ${database}; ${refs.users.toLocaleString('en-US')} users`)
  console.log(`${options.warmup} warm-up then ${options.requests} requests per operation in ${options.rounds} rounds, one at a time; load average ${os.loadavg().map((value) => value.toFixed(1)).join(' ')}\n`)

  const port = await freePort()
  const server = await startServer(options.serverFile, port, env)
  const failures: string[] = []
  try {
    const session = await signIn(port, ADMIN)
    for (const operation of chosen) await timeGraphql(port, session, operation, options.warmup, { role: ROLE })
    const perRound = Math.max(1, Math.ceil(options.requests / options.rounds))
    const latencies = new Map<string, number[]>(chosen.map((operation) => [operation.name, []]))
    for (let round = 0; round < options.rounds; round++) {
      for (const operation of chosen) latencies.get(operation.name)!.push(...(await timeGraphql(port, session, operation, perRound, { role: ROLE })))
    }
    console.log('| operation | matches | SQL statements | p50 ms | p95 ms | p99 ms | budget |\n|---|---:|---:|---:|---:|---:|---|')
    for (const operation of chosen) {
      const sorted = latencies.get(operation.name)!.sort((a, b) => a - b)
      const p95 = percentile(sorted, 0.95)
      const verdict = operation.budget ? (p95 < BUDGET_P95_MS ? `p95 < ${BUDGET_P95_MS} ms: met` : `p95 < ${BUDGET_P95_MS} ms: MISSED`) : '-'
      if (operation.budget && p95 >= BUDGET_P95_MS) failures.push(operation.name)
      const matches = totals[operation.name]
      console.log(
        `| ${operation.name} | ${matches === undefined ? '-' : matches.toLocaleString('en-US')} | ${counts[operation.name] ?? '-'} | ${ms(percentile(sorted, 0.5))} | ${ms(p95)} | ${ms(percentile(sorted, 0.99))} | ${verdict} |`,
      )
    }
  } finally {
    await stopServer(server)
  }
  if (failures.length) throw new Error(`bench-members: p95 over ${BUDGET_P95_MS} ms for ${failures.join(', ')}`)
}

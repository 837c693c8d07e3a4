// `yarn rw exec bench-stages`: what the member journey through stages costs at the API:
// p50/p95/p99 of manageStage (first and a deep page) as the demo head coach, who leads Stage 1 (a
// quarter of the --scale members: 25,000+ at --scale 100000), moveUpQueue as its reviewer, and
// userStageProgress / the page's query as the demo member, over HTTP against a running API, with
// the SQL statements each sends (counted around the service call, finishTask included).
//
// It starts the API (api/src/server.ts under tsx, or --server api/dist/server.js) with
// NODE_ENV=production and a fresh SESSION_SECRET against the configured database (DATABASE_URL
// for PostgreSQL, else PGlite), migrates it and seeds it if empty. Seed the scale first:
// `DATABASE_URL=... yarn rw db seed --scale 100000`. The scale seed makes no move-up requests, so
// this adds QUEUE_REQUESTS pending ones out of Stage 1 (from scale members, once: they are kept
// for the next run) so the review queue is measured full.
//   --requests N (default 400) after --warmup N (default 50), in --rounds N (default 10)
//   --server FILE     the API entry to start (default api/src/server.ts, run by tsx)
// One request at a time (latency, not throughput). The server, sign-in and load helpers follow
// scripts/bench-groups.ts. Figures go to docs/benchmarks.md ("Member stages").
// Budget: manageStage p95 under 50 ms.
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { closeDb, db } from '../api/src/lib/db'
import { projectRoot } from '../api/src/lib/env'
import { migrateDatabase } from '../api/src/lib/migrate'
import { countStatements } from '../api/src/lib/statementCounter'
import { manageStage } from '../api/src/services/stages/manageStage'
import { moveUpQueue } from '../api/src/services/stages/moveUp'
import { userStageProgress } from '../api/src/services/stages/progress'
import { hasUsers } from './rw/demo'
import { seed } from './rw/db'
import { actingAs, percentile, freePort, ms, signIn, startServer, stopServer, timeGraphql, userIdOf, type Session, benchServerEnv } from './bench/harness'
import { benchFlags } from './bench/flags'

const LEADER = 'headcoach@tribe.test'
const LEADER_ROLE = 'head-coach'
const MEMBER = 'member@tribe.test'
const BUDGET_P95_MS = 50
const DEEP_PAGE = 1000
const QUEUE_REQUESTS = 500

type Options = { requests: number; warmup: number; rounds: number; serverFile: string }
type Operation = { name: string; as: string; role: string; query: string; variables?: Record<string, unknown>; expect: string; budget: boolean }

function parseOptions(args: string[]): Options {
  const { value, number } = benchFlags(args, 'bench-stages')
  return {
    requests: number('--requests', 400),
    warmup: number('--warmup', 50),
    rounds: number('--rounds', 10),
    serverFile: path.resolve(projectRoot, value('--server') ?? 'api/src/server.ts'),
  }
}

/** The fields the web's cells ask for (web/src/components/MemberStages). */
const REVIEW = 'id status note createdAt reviewerName reviewerNote reviewedAt fromStage { id number name } toStage { id number name } member { id firstName lastName email points finishedCount percentage }'
const PROGRESS =
  'id stage { id number name description } nextStage { id number name } points percentage remainingTasksCount stageTasks { id title description points actionLabel actionUrl finished finishedAt } remainingTasks { id title points } canRequestMoveUp moveUpRequest { id status note createdAt reviewerName reviewerNote reviewedAt toStage { id number name } }'
const MANAGE = (page: number) =>
  `{ manageStage(page: ${page}, pageSize: 10) { stage { id number name description } taskCount pendingCount members { items { id firstName lastName email points finishedCount percentage } totalCount page pageSize } reviewQueue { ${REVIEW} } } }`

const userId = (email: string) => userIdOf(email, 'bench-stages')
/** Runs service calls as `email` acting as `role`. */
const as = async (email: string, role: string) => actingAs(await userId(email), role, 'bench-stages')

function operations(stageId: number, memberId: number): Operation[] {
  return [
    { name: 'baseline: currentUser', as: LEADER, role: LEADER_ROLE, budget: false, expect: '"currentUser":{', query: '{ redwood { currentUser } }' },
    { name: 'manageStage', as: LEADER, role: LEADER_ROLE, budget: true, expect: '"manageStage":{"stage"', query: MANAGE(1) },
    { name: `manageStage page ${DEEP_PAGE}`, as: LEADER, role: LEADER_ROLE, budget: false, expect: '"manageStage":{"stage"', query: MANAGE(DEEP_PAGE) },
    {
      name: 'moveUpQueue',
      as: LEADER,
      role: LEADER_ROLE,
      budget: false,
      expect: '"moveUpQueue":{"stage"',
      query: `query ($id: Int!) { moveUpQueue(stageId: $id) { stage { id number name } pendingCount pending { ${REVIEW} } reviewed { ${REVIEW} } } }`,
      variables: { id: stageId },
    },
    {
      name: 'userStageProgress (my stage page)',
      as: MEMBER,
      role: 'member',
      budget: false,
      expect: '"userStageProgress":{"id"',
      query: `query ($id: Int!) { stages { id number name description } userStageProgress(id: $id) { ${PROGRESS} } }`,
      variables: { id: memberId },
    },
  ]
}

/** Runs service calls as `email` acting as `role`. */
/** Pending move-up requests out of the stage from its scale members (scale-N@..., no password: never the demo logins), up to QUEUE_REQUESTS. */
async function fillQueue(stageId: number, toStageId: number) {
  await db.execute(sql`
    insert into move_up_reviews (user_id, from_stage_id, to_stage_id, note, created_at)
    select u.id, ${stageId}, ${toStageId}, 'Ready to move up (bench-stages)', now() - (u.id % 30) * interval '1 day'
      from users u
     where u.stage_id = ${stageId} and u.email like 'scale-%' and u.hashed_password is null
       and not exists (select 1 from move_up_reviews r where r.user_id = u.id)
     order by u.id
     limit greatest(0, ${QUEUE_REQUESTS} - (select count(*) from move_up_reviews r where r.from_stage_id = ${stageId} and r.status = 'pending'))
    on conflict do nothing`)
}

async function statementCounts(stageId: number, memberId: number): Promise<Record<string, number>> {
  const leader = await as(LEADER, LEADER_ROLE)
  const member = await as(MEMBER, 'member')
  const runs: Record<string, () => Promise<unknown>> = {
    manageStage: () => leader(() => manageStage({ page: 1, pageSize: 10 })),
    [`manageStage page ${DEEP_PAGE}`]: () => leader(() => manageStage({ page: DEEP_PAGE, pageSize: 10 })),
    moveUpQueue: () => leader(() => moveUpQueue({ stageId })),
    // The page's query is two root fields: stages (1 statement) and userStageProgress.
    'userStageProgress (my stage page)': () => member(() => userStageProgress({ id: memberId })),
  }
  const counts: Record<string, number> = {}
  for (const [name, run] of Object.entries(runs)) counts[name] = (await countStatements(run)).count
  counts['userStageProgress (my stage page)'] += 1
  return counts
}

export default async function benchStages({ args }: { args: string[] }) {
  const options = parseOptions(args)
  await migrateDatabase()
  if (!(await hasUsers())) {
    console.log('bench-stages: the database is empty, seeding the demo community (no --scale: seed that first)...')
    await seed(0)
  }
  const version = (await db.execute<{ version: string }>(sql`select version()`)).rows[0]?.version ?? 'unknown'
  const database = /emscripten|wasm/i.test(version) ? `embedded PGlite (${version.split(' on ')[0]})` : version.split(' on ')[0].split(',')[0]
  const leader = await as(LEADER, LEADER_ROLE)
  const led = await leader(() => manageStage({}))
  if (!led) throw new Error(`bench-stages: ${LEADER} leads no stage`)
  const [next] = (await db.execute<{ id: number }>(sql`select id from stages where number > ${led.stage.number} order by number limit 1`)).rows
  if (!next) throw new Error('bench-stages: the led stage is the last one')
  await fillQueue(led.stage.id, next.id)
  // Statistics as autovacuum keeps them on a live database (a fresh bulk seed has none yet).
  await db.execute(sql`analyze users, point_entries, task_completions, tasks, move_up_reviews`)
  const memberId = await userId(MEMBER)
  const counts = await statementCounts(led.stage.id, memberId)
  const after = await (await as(LEADER, LEADER_ROLE))(() => manageStage({}))
  const [{ members, ledger }] = (
    await db.execute<{ members: number; ledger: number }>(sql`select (select count(*)::int from users) as members, (select count(*)::int from point_entries) as ledger`)
  ).rows
  await closeDb()

  const env = benchServerEnv()
  delete env.SERVE_WEB
  console.log(`bench-stages: ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), node ${process.version}`)
  console.log(
    `database: ${database}; ${members.toLocaleString('en-US')} users, ${ledger.toLocaleString('en-US')} point entries; Stage ${after!.stage.number} (led and reviewed by ${LEADER}): ${after!.members.totalCount.toLocaleString('en-US')} members, ${after!.taskCount} tasks, ${after!.pendingCount} pending move-up requests`,
  )
  console.log(`${options.warmup} warm-up then ${options.requests} requests per operation in ${options.rounds} rounds, one at a time; load average ${os.loadavg().map((value) => value.toFixed(1)).join(' ')}\n`)

  const port = await freePort()
  const server = await startServer(options.serverFile, port, env)
  const failures: string[] = []
  try {
    const sessions = new Map<string, Session>([
      [LEADER, await signIn(port, LEADER)],
      [MEMBER, await signIn(port, MEMBER)],
    ])
    const chosen = operations(led.stage.id, memberId)
    for (const operation of chosen) await timeGraphql(port, sessions.get(operation.as)!, operation, options.warmup, { role: operation.role })
    const perRound = Math.max(1, Math.ceil(options.requests / options.rounds))
    const latencies = new Map<string, number[]>(chosen.map((operation) => [operation.name, []]))
    for (let round = 0; round < options.rounds; round++) {
      for (const operation of chosen) latencies.get(operation.name)!.push(...(await timeGraphql(port, sessions.get(operation.as)!, operation, perRound, { role: operation.role })))
    }
    console.log('| operation | as | SQL statements | p50 ms | p95 ms | p99 ms | budget |\n|---|---|---:|---:|---:|---:|---|')
    for (const operation of chosen) {
      const sorted = latencies.get(operation.name)!.sort((a, b) => a - b)
      const p95 = percentile(sorted, 0.95)
      const verdict = operation.budget ? (p95 < BUDGET_P95_MS ? `p95 < ${BUDGET_P95_MS} ms: met` : `p95 < ${BUDGET_P95_MS} ms: MISSED`) : '-'
      if (operation.budget && p95 >= BUDGET_P95_MS) failures.push(operation.name)
      console.log(`| ${operation.name} | ${operation.as.split('@')[0]} | ${counts[operation.name] ?? '-'} | ${ms(percentile(sorted, 0.5))} | ${ms(p95)} | ${ms(percentile(sorted, 0.99))} | ${verdict} |`)
    }
  } finally {
    await stopServer(server)
  }
  if (failures.length) throw new Error(`bench-stages: p95 over ${BUDGET_P95_MS} ms for ${failures.join(', ')}`)
}

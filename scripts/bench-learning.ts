// `yarn rw exec bench-learning`: what the member's learning pages cost at the API:
// p50/p95/p99 of myCourses, myCourse and myEvents (and the other learning reads) over HTTP
// against a running API, signed in as the demo member, and the SQL statements each operation
// sends (counted in this process around the service call, lib/statementCounter.ts).
//
// It starts the API (api/src/server.ts under tsx, or a build with --server api/dist/server.js)
// with NODE_ENV=production and a fresh SESSION_SECRET against the configured database
// (DATABASE_URL for PostgreSQL, else the embedded PGlite), migrates it and seeds it if empty. Seed
// the scale first: `DATABASE_URL=... yarn rw db seed --scale 100000`.
//   --requests N      measured requests per operation (default 400), after --warmup N (default 50),
//                     in --rounds N (default 10) taken in turn with the other operations
//   --connections N   requests in flight at once (default 1: latency, not throughput; a 2-core
//                     machine queues a second request behind the first)
//   --server FILE     the API entry to start (default api/src/server.ts, run by tsx)
//   --only a,b        operations whose names start with a or b
// Figures go to docs/benchmarks.md ("Member learning"). Budget: p95 under 50 ms.
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { users } from '../db/schema'
import { closeDb, db } from '../api/src/lib/db'
import { projectRoot } from '../api/src/lib/env'
import { migrateDatabase } from '../api/src/lib/migrate'
import { myEvents } from '../api/src/services/learning/events'
import { learnerHome } from '../api/src/services/learning/home'
import { lessonPlayer } from '../api/src/services/learning/lessonPlayer'
import { myCourse, myCourses } from '../api/src/services/learning/myCourses'
import { courseUnits } from '../api/src/services/learning/outline'
import { myProducts } from '../api/src/services/learning/products'
import { myResources } from '../api/src/services/learning/resources'
import { countStatements } from '../api/src/lib/statementCounter'
import { hasUsers } from './rw/demo'
import { seed } from './rw/db'
import { actingAs, percentile, cpuSeconds, describeDatabase, freePort, ms, signIn, startServer, stopServer, timeGraphql, benchServerEnv } from './bench/harness'
import { benchFlags } from './bench/flags'

const MEMBER = 'member@tribe.test'
const BUDGET_P95_MS = 50

type Options = { requests: number; warmup: number; rounds: number; connections: number; serverFile: string; only: string[] | null }
type Operation = { name: string; query: string; variables?: Record<string, unknown>; expect: string; budget: boolean }

function parseOptions(args: string[]): Options {
  const { value, number } = benchFlags(args, 'bench-learning')
  const only = value('--only')
  return {
    requests: number('--requests', 400),
    warmup: number('--warmup', 50),
    rounds: number('--rounds', 10),
    connections: number('--connections', 1),
    serverFile: path.resolve(projectRoot, value('--server') ?? 'api/src/server.ts'),
    only: only ? only.split(',').map((name) => name.trim()) : null,
  }
}

/** The operations as the web's cells ask for them (the fields the pages show). */
function operations(courseId: number, lessonId: number): Operation[] {
  const course = 'id name shortDescription thumbnailUrl lessonCount completedCount percentage status lastOpenedAt resumeLessonId'
  const event = 'id title startsAt endsAt timeZone isRecurring nextStartsAt nextEndsAt status zoomLink recordingUrl'
  return [
    // The floor: a signed-in request that reads nothing but the session (what every row above it also pays).
    { name: 'baseline: currentUser', budget: false, expect: '"currentUser":{', query: '{ redwood { currentUser } }' },
    { name: 'myCourses', budget: true, expect: '"myCourses":{', query: `{ myCourses(filter: "all", sort: "recent") { items { ${course} } totalCount page pageSize } }` },
    {
      name: 'myCourse',
      budget: true,
      expect: '"myCourse":{"id"',
      query: `query ($id: Int!) { myCourse(id: $id) { ${course} description introContent units { id name lessons { id name type durationSeconds started completed positionSeconds } } } }`,
      variables: { id: courseId },
    },
    { name: 'myEvents', budget: true, expect: '"myEvents":{', query: `{ myEvents(filter: "all") { items { ${event} } totalCount page pageSize } }` },
    { name: 'myProducts', budget: false, expect: '"myProducts":[', query: `{ myProducts { subscriptionId name status expiry lifetime courses { ${course} } } }` },
    {
      name: 'lessonPlayer',
      budget: false,
      expect: '"lessonPlayer":{',
      query: `query ($c: Int!, $l: Int!) { lessonPlayer(courseId: $c, lessonId: $l) { lesson { id name completed positionSeconds } course { ${course} } unitName content video { provider url } files { id name url } previousLessonId nextLessonId } }`,
      variables: { c: courseId, l: lessonId },
    },
    { name: 'myResources', budget: false, expect: '"myResources":{', query: '{ myResources { items { id title category isLink url previewUrl } totalCount } }' },
    { name: 'learnerHome', budget: false, expect: '"learnerHome":{', query: `{ learnerHome { continueLesson { courseId lessonId lessonName percentage } upcomingEvents { ${event} } points stageNumber stageName stagePercentage } }` },
  ]
}

/** The member as a request would carry them, and running service calls as them. */
/** CPU seconds a process has used (user + system) from /proc; NaN where there is none. */
/** Statements per operation, counted around the services as the member (outline included for myCourse). */
async function statementCounts(memberId: number, courseId: number, lessonId: number): Promise<Record<string, number>> {
  const as = await actingAs(memberId, 'member', 'bench-learning')
  const runs: Record<string, () => Promise<unknown>> = {
    myCourses: () => as(() => myCourses({ filter: 'all', sort: 'recent' })),
    myCourse: () => as(async () => [await myCourse({ id: courseId }), await courseUnits(courseId)]),
    myEvents: () => as(() => myEvents({ filter: 'all' })),
    myProducts: () => as(() => myProducts()),
    lessonPlayer: () => as(() => lessonPlayer({ courseId, lessonId })),
    myResources: () => as(() => myResources({})),
    learnerHome: () => as(() => learnerHome()),
  }
  const counts: Record<string, number> = {}
  for (const [name, run] of Object.entries(runs)) counts[name] = (await countStatements(run)).count
  return counts
}

export default async function benchLearning({ args }: { args: string[] }) {
  const options = parseOptions(args)
  await migrateDatabase()
  if (!(await hasUsers())) {
    console.log('bench-learning: the database is empty, seeding the demo community (no --scale: seed that first)...')
    await seed(0)
  }
  const database = await describeDatabase()
  const [{ members }] = (await db.execute<{ members: number }>(sql`select count(*)::int as members from users`)).rows
  const [{ progress }] = (await db.execute<{ progress: number }>(sql`select count(*)::int as progress from lesson_progress`)).rows
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.email, MEMBER))
  if (!member) throw new Error(`bench-learning: no ${MEMBER} in this database`)

  // The course and lesson the member would open: their first course, its lesson to resume.
  const first = await (await actingAs(member.id, 'member', 'bench-learning'))(() => myCourses({ sort: 'recent' }))
  const course = first.items[0]
  if (!course?.resumeLessonId) throw new Error(`bench-learning: ${MEMBER} reads no course with lessons`)
  const counts = await statementCounts(member.id, course.id, course.resumeLessonId)
  await closeDb()

  const chosen = operations(course.id, course.resumeLessonId).filter((operation) => !options.only || options.only.some((name) => operation.name.startsWith(name)))
  const env = benchServerEnv()
  delete env.SERVE_WEB
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU'
  console.log(`bench-learning: ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`)
  console.log(`database: ${database}; ${members.toLocaleString('en-US')} users, ${progress.toLocaleString('en-US')} lesson_progress rows`)
  console.log(`server: ${path.relative(projectRoot, options.serverFile)}; ${options.warmup} warm-up then ${options.requests} requests per operation in ${options.rounds} rounds, ${options.connections} at a time, as ${MEMBER}; load average ${os.loadavg().map((value) => value.toFixed(1)).join(' ')}\n`)

  const port = await freePort()
  const server = await startServer(options.serverFile, port, env)
  const failures: string[] = []
  try {
    const session = await signIn(port, MEMBER)
    for (const operation of chosen) await timeGraphql(port, session, operation, options.warmup, { connections: options.connections })
    // Rounds taken in turn, so a busy moment of a shared machine falls on every row alike.
    const perRound = Math.max(1, Math.ceil(options.requests / options.rounds))
    const latencies = new Map<string, number[]>(chosen.map((operation) => [operation.name, []]))
    const cpu = new Map<string, number>(chosen.map((operation) => [operation.name, 0]))
    for (let round = 0; round < options.rounds; round++) {
      for (const operation of chosen) {
        const before = cpuSeconds(server.pid!)
        latencies.get(operation.name)!.push(...(await timeGraphql(port, session, operation, perRound, { connections: options.connections })))
        cpu.set(operation.name, cpu.get(operation.name)! + cpuSeconds(server.pid!) - before)
      }
    }
    console.log('| operation | SQL statements | p50 ms | p95 ms | p99 ms | API CPU ms per request | budget |\n|---|---:|---:|---:|---:|---:|---|')
    for (const operation of chosen) {
      const sorted = latencies.get(operation.name)!.sort((a, b) => a - b)
      const p95 = percentile(sorted, 0.95)
      const verdict = operation.budget ? (p95 < BUDGET_P95_MS ? `p95 < ${BUDGET_P95_MS} ms: met` : `p95 < ${BUDGET_P95_MS} ms: MISSED`) : '-'
      if (operation.budget && p95 >= BUDGET_P95_MS) failures.push(operation.name)
      const cpuMs = (1000 * cpu.get(operation.name)!) / sorted.length
      console.log(`| ${operation.name} | ${counts[operation.name] ?? '-'} | ${ms(percentile(sorted, 0.5))} | ${ms(p95)} | ${ms(percentile(sorted, 0.99))} | ${Number.isFinite(cpuMs) ? cpuMs.toFixed(2) : '-'} | ${verdict} |`)
    }
  } finally {
    await stopServer(server)
  }
  if (failures.length) throw new Error(`bench-learning: p95 over ${BUDGET_P95_MS} ms for ${failures.join(', ')}`)
}

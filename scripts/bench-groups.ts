// `yarn rw exec bench-groups`: what the group and buddy pages cost at the API: p50/p95/
// p99 of viewGroup and viewGroupMembers (first and a deep page) as the demo team lead, who leads
// Tribe Luzon (a third of the --scale members: 33,000+ at --scale 100000), viewSubGroup and
// viewSubGroupMembers, and accountabilityBuddies / challengeBuddies as the demo member, over HTTP
// against a running API, with the SQL statements each sends (counted around the service call).
//
// It starts the API (api/src/server.ts under tsx, or --server api/dist/server.js) with
// NODE_ENV=production and a fresh SESSION_SECRET against the configured database (DATABASE_URL
// for PostgreSQL, else PGlite), migrates it and seeds it if empty. Seed the scale first:
// `DATABASE_URL=... yarn rw db seed --scale 100000`.
//   --requests N (default 400) after --warmup N (default 50), in --rounds N (default 10)
//   --server FILE     the API entry to start (default api/src/server.ts, run by tsx)
// One request at a time (latency, not throughput). The server, sign-in and load helpers follow
// scripts/bench-learning.ts. Figures go to docs/benchmarks.md ("Groups and buddies").
// Budget: viewGroup and viewGroupMembers p95 under 50 ms.
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { closeDb, db } from '../api/src/lib/db'
import { projectRoot } from '../api/src/lib/env'
import { migrateDatabase } from '../api/src/lib/migrate'
import { countStatements } from '../api/src/lib/statementCounter'
import { accountabilityBuddies, challengeBuddies } from '../api/src/services/groups/buddies'
import { viewGroup, viewGroupMembers, viewSubGroup, viewSubGroupMembers } from '../api/src/services/groups/myGroupsGroups'
import { hasUsers } from './rw/demo'
import { seed } from './rw/db'
import { actingAs, percentile, freePort, ms, signIn, startServer, stopServer, timeGraphql, userIdOf, type Session, benchServerEnv } from './bench/harness'
import { benchFlags } from './bench/flags'

const LEADER = 'teamlead@tribe.test'
const MEMBER = 'member@tribe.test'
const BUDGET_P95_MS = 50
const DEEP_PAGE = 1000

type Options = { requests: number; warmup: number; rounds: number; serverFile: string }
type Operation = { name: string; as: string; query: string; variables?: Record<string, unknown>; expect: string; budget: boolean }

function parseOptions(args: string[]): Options {
  const { value, number } = benchFlags(args, 'bench-groups')
  return {
    requests: number('--requests', 400),
    warmup: number('--warmup', 50),
    rounds: number('--rounds', 10),
    serverFile: path.resolve(projectRoot, value('--server') ?? 'api/src/server.ts'),
  }
}

/** The fields the web's cells ask for. */
const PERSON = 'id firstName lastName slug profileImage stage { id number name } points lastActivityAt subGroup { id name }'

const userId = (email: string) => userIdOf(email, 'bench-groups')
/** Runs service calls as `email`, acting as a member (as the pages do for the demo logins). */
const as = async (email: string) => actingAs(await userId(email), 'member', 'bench-groups')

function operations(subGroupId: number): Operation[] {
  const group = 'id name description memberCount leaders { id firstName lastName slug } subGroups { id name description memberCount }'
  const buddies = `id name startsOn endsOn leader { ${PERSON} } buddies { items { ${PERSON} } totalCount page pageSize }`
  return [
    { name: 'baseline: currentUser', as: LEADER, budget: false, expect: '"currentUser":{', query: '{ redwood { currentUser } }' },
    { name: 'viewGroup', as: LEADER, budget: true, expect: '"viewGroup":{"id"', query: `{ viewGroup { ${group} } }` },
    {
      name: 'viewGroupMembers',
      as: LEADER,
      budget: true,
      expect: '"viewGroupMembers":{',
      query: `{ viewGroupMembers(page: 1, pageSize: 10) { items { ${PERSON} } totalCount page pageSize } }`,
    },
    {
      name: `viewGroupMembers page ${DEEP_PAGE}`,
      as: LEADER,
      budget: false,
      expect: '"viewGroupMembers":{',
      query: `{ viewGroupMembers(page: ${DEEP_PAGE}, pageSize: 10) { items { ${PERSON} } totalCount page pageSize } }`,
    },
    {
      name: 'viewSubGroup',
      as: LEADER,
      budget: false,
      expect: '"viewSubGroup":{"id"',
      query: 'query ($id: Int!) { viewSubGroup(id: $id) { id name description groupId groupName memberCount leaders { id firstName lastName slug } } }',
      variables: { id: subGroupId },
    },
    {
      name: 'viewSubGroupMembers',
      as: LEADER,
      budget: false,
      expect: '"viewSubGroupMembers":{',
      query: `query ($id: Int) { viewSubGroupMembers(subGroupId: $id, page: 1, pageSize: 10) { items { ${PERSON} } totalCount page pageSize } }`,
      variables: { id: subGroupId },
    },
    { name: 'accountabilityBuddies', as: MEMBER, budget: false, expect: '"accountabilityBuddies":{"id"', query: `{ accountabilityBuddies(page: 1, pageSize: 10) { ${buddies} } }` },
    { name: 'challengeBuddies', as: MEMBER, budget: false, expect: '"challengeBuddies":{"id"', query: `{ challengeBuddies(page: 1, pageSize: 10) { ${buddies} } }` },
  ]
}

/** Runs service calls as `email`, acting as a member (as the pages do for the demo logins). */
async function statementCounts(subGroupId: number): Promise<Record<string, number>> {
  const leader = await as(LEADER)
  const member = await as(MEMBER)
  const runs: Record<string, () => Promise<unknown>> = {
    viewGroup: () => leader(() => viewGroup({})),
    viewGroupMembers: () => leader(() => viewGroupMembers({ page: 1, pageSize: 10 })),
    [`viewGroupMembers page ${DEEP_PAGE}`]: () => leader(() => viewGroupMembers({ page: DEEP_PAGE, pageSize: 10 })),
    viewSubGroup: () => leader(() => viewSubGroup({ id: subGroupId })),
    viewSubGroupMembers: () => leader(() => viewSubGroupMembers({ subGroupId, page: 1, pageSize: 10 })),
    accountabilityBuddies: () => member(() => accountabilityBuddies({ page: 1, pageSize: 10 })),
    challengeBuddies: () => member(() => challengeBuddies({ page: 1, pageSize: 10 })),
  }
  const counts: Record<string, number> = {}
  for (const [name, run] of Object.entries(runs)) counts[name] = (await countStatements(run)).count
  return counts
}

export default async function benchGroups({ args }: { args: string[] }) {
  const options = parseOptions(args)
  await migrateDatabase()
  if (!(await hasUsers())) {
    console.log('bench-groups: the database is empty, seeding the demo community (no --scale: seed that first)...')
    await seed(0)
  }
  const version = (await db.execute<{ version: string }>(sql`select version()`)).rows[0]?.version ?? 'unknown'
  const database = /emscripten|wasm/i.test(version) ? `embedded PGlite (${version.split(' on ')[0]})` : version.split(' on ')[0].split(',')[0]
  const leader = await as(LEADER)
  const group = await leader(() => viewGroup({}))
  if (!group) throw new Error(`bench-groups: ${LEADER} leads no group`)
  const subGroup = group.subGroups[0]
  if (!subGroup) throw new Error(`bench-groups: ${group.name} has no sub-group`)
  const counts = await statementCounts(subGroup.id)
  const [{ members }] = (await db.execute<{ members: number }>(sql`select count(*)::int as members from users`)).rows
  await closeDb()

  const env = benchServerEnv()
  delete env.SERVE_WEB
  console.log(`bench-groups: ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), node ${process.version}`)
  console.log(`database: ${database}; ${members.toLocaleString('en-US')} users; ${group.name} (led by ${LEADER}): ${group.memberCount.toLocaleString('en-US')} members, sub-group ${subGroup.name}: ${subGroup.memberCount}`)
  console.log(`${options.warmup} warm-up then ${options.requests} requests per operation in ${options.rounds} rounds, one at a time; load average ${os.loadavg().map((value) => value.toFixed(1)).join(' ')}\n`)

  const port = await freePort()
  const server = await startServer(options.serverFile, port, env)
  const failures: string[] = []
  try {
    const sessions = new Map<string, Session>([
      [LEADER, await signIn(port, LEADER)],
      [MEMBER, await signIn(port, MEMBER)],
    ])
    const chosen = operations(subGroup.id)
    for (const operation of chosen) await timeGraphql(port, sessions.get(operation.as)!, operation, options.warmup)
    const perRound = Math.max(1, Math.ceil(options.requests / options.rounds))
    const latencies = new Map<string, number[]>(chosen.map((operation) => [operation.name, []]))
    for (let round = 0; round < options.rounds; round++) {
      for (const operation of chosen) latencies.get(operation.name)!.push(...(await timeGraphql(port, sessions.get(operation.as)!, operation, perRound)))
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
  if (failures.length) throw new Error(`bench-groups: p95 over ${BUDGET_P95_MS} ms for ${failures.join(', ')}`)
}

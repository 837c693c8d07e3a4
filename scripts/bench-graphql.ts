// `yarn rw exec bench-graphql` after `yarn rw build`: what one API request costs. It starts the
// production build (api/dist/server.js, NODE_ENV=production, a freshly generated SESSION_SECRET)
// against the configured database (the embedded PGlite by default, DATABASE_URL for PostgreSQL),
// migrates it (seeding the demo community if it is empty), signs in as the demo member, and loads
// each request below with 20 keep-alive connections on loopback: 2 s of warm-up, then 10 s in 10
// rounds of 1 s taken in turn with the other rows, so a busy moment of a shared machine falls on
// every row alike and the ratios (printed at the end) compare like with like.
//   --duration S --rounds N --connections N --warmup S   the load
//   --only a,b        rows whose names start with a or b
//   --cpu-prof DIR    CPU profiles of the servers (node --cpu-prof), written when they stop
//   --server FILE --plain-server FILE   other builds (e.g. a "before" kept aside)
//
// The last row is a plain Fastify route the bench builds itself (never part of the product): it
// authenticates exactly as /api/graphql does and answers the same JSON as
// `redwood { currentUser }`, so the gap between the two is what GraphQL itself costs.
//
// The load generator runs in a worker thread: with the embedded database this process also runs
// PGlite, and a load loop sharing its thread would wait behind every query. Figures go to
// docs/benchmarks.md.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { closeDb } from '../api/src/lib/db'
import { projectRoot } from '../api/src/lib/env'
import { migrateDatabase } from '../api/src/lib/migrate'
import { hasUsers } from './rw/demo'
import { seed } from './rw/db'
import type { ChildProcess } from 'node:child_process'
import { cpuSeconds, describeDatabase, freePort, signIn, startServer, stopServer, type Session } from './bench/harness'
import { loadOnce, type LoadRun } from './bench/httpLoad'

const MEMBER = 'member@tribe.test'
const CURRENT_USER_QUERY = 'query __REDWOOD__AUTH_GET_CURRENT_USER { redwood { currentUser } }'

type Options = {
  durationS: number
  rounds: number
  connections: number
  warmupS: number
  only: string[] | null
  cpuProfDir: string | null
  /** Other builds to measure (e.g. earlier ones kept for a before/after run). */
  serverFile: string
  plainServerFile: string | null
}
type Row = {
  name: string
  server: 'product' | 'plain'
  path: string
  method: 'GET' | 'POST'
  signedIn: boolean
  body?: string
  /** A substring every answer must contain: a run of errors is not a fast run. */
  expect: string
}
type Run = LoadRun
type Result = { requests: number; errors: number; firstError: string | null; rps: number; p50: number; p99: number; cpuMsPerRequest: number }

const graphql = (query: string) => JSON.stringify({ query })

const rows: Row[] = [
  { name: 'health', server: 'product', method: 'GET', path: '/api/health', signedIn: false, expect: '"ok"' },
  {
    name: 'version, signed out',
    server: 'product',
    method: 'POST',
    path: '/api/graphql',
    signedIn: false,
    body: graphql('{ redwood { version } }'),
    expect: '"version"',
  },
  {
    name: 'version, signed in',
    server: 'product',
    method: 'POST',
    path: '/api/graphql',
    signedIn: true,
    body: graphql('{ redwood { version } }'),
    expect: '"version"',
  },
  {
    name: 'currentUser, signed in',
    server: 'product',
    method: 'POST',
    path: '/api/graphql',
    signedIn: true,
    body: graphql(CURRENT_USER_QUERY),
    expect: `"email":"${MEMBER}"`,
  },
  {
    name: 'getDuesAndExpiration, signed in',
    server: 'product',
    method: 'POST',
    path: '/api/graphql',
    signedIn: true,
    body: graphql('{ getDuesAndExpiration { expiringSoon { id } expired { id } upcomingPaymentDue { id } overduePayments { id } } }'),
    expect: '"getDuesAndExpiration":{',
  },
  {
    name: 'plain Fastify route, signed in',
    server: 'plain',
    method: 'POST',
    path: '/bench/current-user',
    signedIn: true,
    body: graphql(CURRENT_USER_QUERY),
    expect: `"email":"${MEMBER}"`,
  },
]

// The bench's own server: the product's createServer plus one route that authenticates the way
// the GraphQL function does and answers what `redwood { currentUser }` answers. Its file name
// must not end in server.js, or server.ts would start its own main() as well.
const plainRouteSource = `
import { createServer } from '../api/src/server'
import { authenticateRequest } from '../api/src/lib/auth/authenticate'

const app = await createServer()
app.post('/bench/current-user', async (req) => {
  const auth = await authenticateRequest(req)
  return { data: { redwood: { currentUser: auth?.currentUser ?? null } } }
})
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)))
`

function parseOptions(args: string[]): Options {
  const value = (flag: string) => {
    const at = args.indexOf(flag)
    return at === -1 ? undefined : args[at + 1]
  }
  const number = (flag: string, fallback: number) => {
    const raw = value(flag)
    const parsed = raw === undefined ? fallback : Number(raw)
    if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`bench-graphql: ${flag} takes a positive number, got "${raw}"`)
    return parsed
  }
  const only = value('--only')
  const cpuProf = value('--cpu-prof')
  const plainServer = value('--plain-server')
  return {
    durationS: number('--duration', 10),
    rounds: number('--rounds', 10),
    connections: number('--connections', 20),
    warmupS: number('--warmup', 2),
    only: only ? only.split(',').map((name) => name.trim()) : null,
    cpuProfDir: cpuProf ? path.resolve(cpuProf) : null,
    serverFile: path.resolve(value('--server') ?? path.join(projectRoot, 'api/dist/server.js')),
    plainServerFile: plainServer ? path.resolve(plainServer) : null,
  }
}

function load(port: number, row: Row, session: Session, durationS: number, connections: number): Promise<Run> {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (row.signedIn) Object.assign(headers, { cookie: session.cookie, authorization: `Bearer ${session.token}`, 'auth-provider': 'dbAuth' })
  return loadOnce({ port, method: row.method, path: row.path, headers, body: row.body, connections, durationMs: durationS * 1000, expect: row.expect })
}

const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-')
const thousands = (value: number) => Math.round(value).toLocaleString('en-US')

export default async function benchGraphql({ args }: { args: string[] }) {
  const options = parseOptions(args)
  const { serverFile } = options
  if (!existsSync(serverFile)) throw new Error(`${serverFile} is missing: run "yarn rw build" first (this bench builds nothing of the product).`)

  await migrateDatabase()
  if (!(await hasUsers())) {
    console.log('bench-graphql: the database is empty, seeding the demo community...')
    await seed(0)
  }
  const database = await describeDatabase()
  await closeDb()

  const plainFile = options.plainServerFile ?? (await buildPlainRoute())
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    // The per-address limit still runs on every request (its cost stays in the figures), but the
    // bench is one loopback address making thousands of requests a second.
    GRAPHQL_RATE_LIMIT_PER_MINUTE: String(1e9),
  }
  delete env.SERVE_WEB
  const nodeFlags = ['--enable-source-maps']
  if (options.cpuProfDir) {
    mkdirSync(options.cpuProfDir, { recursive: true })
    nodeFlags.push('--cpu-prof', `--cpu-prof-dir=${options.cpuProfDir}`)
  }
  const chosen = rows.filter((row) => !options.only || options.only.some((name) => row.name.startsWith(name)))
  const roundS = options.durationS / options.rounds

  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU'
  console.log(`bench-graphql: ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`)
  console.log(`database: ${database}`)
  console.log(`server: ${path.relative(projectRoot, serverFile)}; comparison route: ${path.relative(projectRoot, plainFile)}`)
  console.log(
    `load: ${options.connections} keep-alive connections; each row ${options.warmupS} s of warm-up, then ${options.durationS} s in ` +
      `${options.rounds} rounds of ${roundS} s taken in turn with the other rows, so a busy moment of the machine falls on all rows alike\n`,
  )

  // Both servers run for the whole bench (same database, same secret: one session serves both).
  const servers = new Map<Row['server'], { port: number; child: ChildProcess }>()
  try {
    for (const kind of new Set(chosen.map((row) => row.server))) {
      const port = await freePort()
      servers.set(kind, { port, child: await startServer(kind === 'product' ? serverFile : plainFile, port, env, nodeFlags) })
    }
    const session = await signIn([...servers.values()][0].port, MEMBER)
    const runs = new Map<string, { run: Run; cpu: number }[]>()
    for (const row of chosen) await load(servers.get(row.server)!.port, row, session, options.warmupS, options.connections)
    for (let round = 0; round < options.rounds; round++) {
      for (const row of chosen) {
        const { port, child } = servers.get(row.server)!
        const cpuBefore = cpuSeconds(child.pid!)
        const run = await load(port, row, session, roundS, options.connections)
        runs.set(row.name, [...(runs.get(row.name) ?? []), { run, cpu: cpuSeconds(child.pid!) - cpuBefore }])
      }
    }
    report(chosen, runs)
  } finally {
    for (const { child } of servers.values()) await stopServer(child)
  }
  if (options.cpuProfDir) console.log(`\nCPU profiles of the servers (one file per process): ${options.cpuProfDir}`)
}

/** The comparison route, bundled the way `yarn rw build` bundles the API. */
async function buildPlainRoute(): Promise<string> {
  const outfile = path.join(projectRoot, 'node_modules/.cache/bench-graphql/bench-plain-route.js')
  const { build } = await import('esbuild')
  await build({
    stdin: { contents: plainRouteSource, resolveDir: path.join(projectRoot, 'scripts'), loader: 'ts', sourcefile: 'bench-plain-route.ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    outfile,
    logLevel: 'warning',
  })
  return outfile
}

function report(chosen: Row[], runs: Map<string, { run: Run; cpu: number }[]>) {
  const results = new Map<string, Result>()
  for (const row of chosen) {
    const parts = runs.get(row.name) ?? []
    const latencies = parts.flatMap(({ run }) => run.latencies).sort((a, b) => a - b)
    const seconds = parts.reduce((total, { run }) => total + run.seconds, 0)
    const cpu = parts.reduce((total, part) => total + part.cpu, 0)
    const at = (q: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] : NaN)
    results.set(row.name, {
      requests: latencies.length,
      errors: parts.reduce((total, { run }) => total + run.errors, 0),
      firstError: parts.find(({ run }) => run.firstError)?.run.firstError ?? null,
      rps: latencies.length / seconds,
      p50: at(0.5),
      p99: at(0.99),
      cpuMsPerRequest: (1000 * cpu) / latencies.length,
    })
  }

  console.log('| request | rps | p50 ms | p99 ms | API CPU ms per request |\n|---|---:|---:|---:|---:|')
  for (const [name, result] of results) {
    console.log(`| ${name} | ${thousands(result.rps)} | ${fixed(result.p50)} | ${fixed(result.p99)} | ${fixed(result.cpuMsPerRequest, 2)} |`)
  }
  const ratio = (a: string, b: string, key: 'rps' | 'p99') => {
    const x = results.get(a)?.[key]
    const y = results.get(b)?.[key]
    return x !== undefined && y !== undefined ? x / y : NaN
  }
  const signedIn = 'currentUser, signed in'
  console.log('\ntargets (docs/benchmarks.md):')
  console.log(
    `  1. currentUser signed in / version signed out: ${fixed(100 * ratio(signedIn, 'version, signed out', 'rps'), 0)}% of the rps (at least 50%), ` +
      `p99 ${fixed(ratio(signedIn, 'version, signed out', 'p99'), 2)}x (at most 2x)`,
  )
  console.log(`  3. currentUser over GraphQL / the plain route: ${fixed(100 * ratio(signedIn, 'plain Fastify route, signed in', 'rps'), 0)}% of the rps (at least 65%)`)
  for (const [name, result] of results) {
    if (result.errors) console.log(`\n${name}: ${result.errors} requests FAILED, the first: ${result.firstError}`)
  }
  if ([...results.values()].some((result) => result.errors > 0)) throw new Error('bench-graphql: some requests failed; the figures are not valid')
}

// What every HTTP benchmark (scripts/bench-*.ts) needs, in one place: a free port, the API started
// in its own process and stopped, a demo login's session, requests timed one at a time, the
// server's CPU from /proc, the database's name for the report, and service calls run as a user
// (for the statement counts). Each benchmark keeps only its operations and its report.
import { randomBytes } from 'node:crypto'
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import net from 'node:net'
import { eq, sql } from 'drizzle-orm'
import { users } from '../../db/schema'
import type { CurrentUser } from '../../common/currentUser'
import { loadCurrentUser } from '../../api/src/lib/auth/loadCurrentUser'
import { runWithContext } from '../../api/src/lib/context'
import { db } from '../../api/src/lib/db'
import { projectRoot } from '../../api/src/lib/env'
import { demoPassword } from '../seed/demoLogins'

export type Session = { cookie: string; token: string }

/** A GraphQL request to time: `expect` is a piece of the answer that proves it worked. */
export type TimedOperation = { name: string; query: string; variables?: Record<string, unknown>; expect: string }

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/**
 * Starts the API from `file` on `port` and waits for /api/health. A .ts file runs with tsx as a
 * loader of this very process (not its CLI, which would run the server in a child), so the pid is
 * the server's; a built .js file with source maps. Logs go as in production (pino JSON) to
 * /dev/null: their cost stays in the figures, a terminal's scrolling does not.
 */
export async function startServer(file: string, port: number, env: NodeJS.ProcessEnv, nodeFlags: string[] = []): Promise<ChildProcess> {
  const args = [...nodeFlags, ...(file.endsWith('.ts') ? ['--import', 'tsx'] : ['--enable-source-maps']), file]
  const child = spawn(process.execPath, args, { cwd: projectRoot, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk) => (stderr += chunk))
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${file} exited (${child.exitCode}):\n${stderr}`)
    if (await fetch(`http://127.0.0.1:${port}/api/health`).then((response) => response.ok, () => false)) return child
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  child.kill('SIGTERM')
  throw new Error(`${file} did not answer /api/health within 60 s:\n${stderr}`)
}

/** SIGTERM lets the server close and exit normally, which is when --cpu-prof writes its profile. */
export function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/** Signs a demo login in as the web does: the session cookie, then the bearer token. */
export async function signIn(port: number, email: string): Promise<Session> {
  const login = await fetch(`http://127.0.0.1:${port}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'login', username: email, password: demoPassword }),
  })
  const cookie = /tribe_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0]
  if (!login.ok || !cookie) throw new Error(`Could not sign in as ${email}: ${login.status} ${await login.text()}`)
  const token = await fetch(`http://127.0.0.1:${port}/api/auth?method=getToken`, { headers: { cookie } }).then((response) => response.text())
  if (!token) throw new Error('getToken answered no token for a fresh session')
  return { cookie, token }
}

/**
 * `count` requests of `operation` acting as `role`, `connections` at a time (1: one at a time,
 * latency rather than throughput); the latency of each in ms, sorted. A failed answer stops the run.
 */
export async function timeGraphql(
  port: number,
  session: Session,
  operation: TimedOperation,
  count: number,
  { role = 'member', connections = 1 }: { role?: string; connections?: number } = {},
): Promise<number[]> {
  const body = JSON.stringify({ query: operation.query, variables: operation.variables ?? {} })
  const headers = {
    'content-type': 'application/json',
    cookie: session.cookie,
    authorization: `Bearer ${session.token}`,
    'auth-provider': 'dbAuth',
    'x-current-role': role,
  }
  const latencies: number[] = []
  let next = 0
  const worker = async () => {
    while (next < count) {
      next += 1
      const started = performance.now()
      const response = await fetch(`http://127.0.0.1:${port}/api/graphql`, { method: 'POST', headers, body })
      const text = await response.text()
      if (!response.ok || !text.includes(operation.expect) || text.includes('"errors"')) {
        throw new Error(`${operation.name} failed: ${response.status} ${text.slice(0, 400)}`)
      }
      latencies.push(performance.now() - started)
    }
  }
  await Promise.all(Array.from({ length: connections }, worker))
  return latencies.sort((a, b) => a - b)
}

/** The value at quantile `q` (0.95 = p95) of sorted latencies. */
export const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
export const ms = (value: number) => value.toFixed(1)

/**
 * CPU seconds a process has used (user + system), from /proc: what the API spends per request,
 * whatever else the machine is doing. NaN where /proc is not there.
 */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return NaN
  }
}

/** "PostgreSQL 15.18" or "embedded PGlite (PostgreSQL 17.4)": PGlite's version() names its wasm compiler. */
export async function describeDatabase(): Promise<string> {
  const version = (await db.execute<{ version: string }>(sql`select version()`)).rows[0]?.version ?? 'unknown'
  const server = version.split(' on ')[0].split(',')[0]
  return /emscripten|wasm/i.test(version) ? `embedded PGlite (${server})` : server
}

/** The id of the user with `email`; `bench` names the benchmark in the error. */
export async function userIdOf(email: string, bench: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
  if (!row) throw new Error(`${bench}: no ${email} in this database`)
  return row.id
}

/** Runs service calls as user `id` acting as `role`, as a request would carry them. */
export async function actingAs(id: number, role: string, bench: string) {
  const user = await loadCurrentUser(id, { requestedRole: role })
  if (!user) throw new Error(`${bench}: user ${id} cannot sign in`)
  return <T,>(work: () => Promise<T>) =>
    runWithContext({ request: { requestId: 'bench', ip: '127.0.0.1' }, currentUser: user as CurrentUser, loaders: new Map() }, work)
}

/** The API's environment for a bench: production mode, a fresh session secret, no GraphQL rate limit; `extra` on top. */
export function benchServerEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    GRAPHQL_RATE_LIMIT_PER_MINUTE: String(1e9),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    ...extra,
  }
}

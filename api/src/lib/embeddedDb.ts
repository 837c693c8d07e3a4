// The embedded database: PGlite (Postgres compiled to WASM) served over the Postgres wire
// protocol by @electric-sql/pglite-socket. The app always speaks the Postgres protocol, so
// the same code runs on PGlite and on a real PostgreSQL; and because PGlite is single-process,
// serving it is what lets `yarn rw db seed` run while `yarn rw dev` holds the data.
// The socket server runs one statement at a time and keeps a connection's open transaction
// exclusive until it commits (db.test.ts checks this), so keep transactions short.
//
// Who may connect: pglite-socket has no authentication (PGlite answers every startup with
// "trust"), so it listens on a Unix socket, not a TCP port, in a directory only this OS user may
// enter (0700). Another user's process cannot reach it; this user's processes could read the data
// directory anyway. (On TCP any local process was its superuser: docs/security.md, "The embedded database".)
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, rmSync, unlinkSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { EMBEDDED_APPLICATION_NAME } from './db'
import { intSetting, projectRoot, setting } from './env'

export type EmbeddedDatabase = {
  url: string
  stop: () => Promise<void>
  /** The whole data directory as an uncompressed tarball: what `loadDataDir` starts another database from. */
  dump: () => Promise<Blob>
}

/** The socket's file name follows PostgreSQL's convention, so `psql -h <dir> -p <port>` finds it too. */
const socketFile = (dir: string, port: number) => path.join(dir, `.s.PGSQL.${port}`)

/** node-postgres (and psql) reach a Unix socket through the `host` parameter naming its directory; the application name marks it as the embedded database (db.ts). */
export function embeddedUrl(socketDir: string, port: number) {
  return `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(socketDir)}&application_name=${EMBEDDED_APPLICATION_NAME}`
}

/** Where the persistent database's socket lives, so every command of this checkout finds the same one. */
function persistentSocketDir() {
  return path.resolve(projectRoot, setting('EMBEDDED_DB_SOCKET_DIR', '.data/pglite-socket'))
}

/** A directory only this user may enter; refuses one that is a link or belongs to someone else. */
function privateDirectory(dir: string) {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const stat = lstatSync(dir)
  if (!stat.isDirectory() || (typeof process.getuid === 'function' && stat.uid !== process.getuid())) {
    throw new Error(`${dir} must be a directory of this user for the embedded database's socket`)
  }
  chmodSync(dir, 0o700)
}

/**
 * Starts PGlite on `dataDir` ('memory://' for a throwaway database) and serves it on a private
 * Unix socket: in a fresh temporary directory for a throwaway database, else in `socketDir`
 * (EMBEDDED_DB_SOCKET_DIR by default). `port` only names the socket file (.s.PGSQL.<port>), as PostgreSQL does.
 * `loadDataDir`, a tarball another database's `dump()` made, starts this one as a copy of it (the
 * journeys' servers each start from one seeded database instead of seeding again).
 */
export async function startEmbeddedDatabase(options: { dataDir: string; port: number; loadDataDir?: Blob; socketDir?: string }): Promise<EmbeddedDatabase> {
  const throwaway = options.dataDir === 'memory://'
  if (!throwaway) mkdirSync(options.dataDir, { recursive: true })
  const socketDir = throwaway ? mkdtempSync(path.join(os.tmpdir(), 'tribe-pglite-')) : (options.socketDir ?? persistentSocketDir())
  privateDirectory(socketDir)
  const port = options.port || 5432
  const socketPath = socketFile(socketDir, port)
  // Unix sockets are limited to about 107 bytes of path.
  if (socketPath.length > 100) throw new Error(`The embedded database's socket path is too long (${socketPath}): set EMBEDDED_DB_SOCKET_DIR to a shorter directory`)
  if (existsSync(socketPath)) {
    if (await isSocketServing(socketPath)) throw new Error(`Another process already serves a database on ${socketPath}`)
    // A socket file left by a crash refuses the new server's bind: it is only a name, remove it.
    unlinkSync(socketPath)
  }

  // pg_trgm: the members search index (migration 0008).
  const db = await PGlite.create(options.dataDir, { extensions: { pg_trgm }, loadDataDir: options.loadDataDir })
  const server = new PGLiteSocketServer({
    db,
    path: socketPath,
    // The app's pool, a worker, and a seed or migrate run from another terminal.
    maxConnections: 32,
  })
  await server.start()
  chmodSync(socketPath, 0o600)
  return {
    url: embeddedUrl(socketDir, port),
    stop: async () => {
      await server.stop()
      await db.close()
      if (throwaway) rmSync(socketDir, { recursive: true, force: true })
      else if (existsSync(socketPath)) unlinkSync(socketPath)
    },
    dump: () => db.dumpDataDir('none'),
  }
}

/** True when something answers on the Unix socket at `socketPath`. */
export function isSocketServing(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ path: socketPath })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/**
 * Why production must not start on the embedded database, or null when it may: DATABASE_URL names
 * a real PostgreSQL, or the operator opted in with ALLOW_EMBEDDED_DB_IN_PRODUCTION=true.
 */
export function embeddedDatabaseProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.DATABASE_URL) return null
  if (env.ALLOW_EMBEDDED_DB_IN_PRODUCTION === 'true') return null
  return [
    'Production needs a real PostgreSQL: set DATABASE_URL=postgres://user:password@host:5432/db in .env.',
    'Without it `yarn rw serve` would run on the embedded database (PGlite), which runs with fsync off:',
    'a power loss or a crash of the machine can lose data it has already acknowledged, such as payments.',
    'To run on it anyway (a demo, a throwaway server), set ALLOW_EMBEDDED_DB_IN_PRODUCTION=true.',
  ].join('\n')
}

/**
 * Makes sure DATABASE_URL points at a running database. With DATABASE_URL set, nothing to do.
 * Otherwise use the embedded server if another command (`yarn rw dev`) already serves it,
 * else start it in this process. Returns a stop function for what this call started.
 */
export async function ensureDatabase(): Promise<{ url: string; started: boolean; stop: () => Promise<void> }> {
  const configured = process.env.DATABASE_URL
  if (configured) return { url: configured, started: false, stop: async () => {} }
  const port = intSetting('EMBEDDED_DB_PORT', 5433)
  const socketDir = persistentSocketDir()
  if (await isSocketServing(socketFile(socketDir, port))) {
    process.env.DATABASE_URL = embeddedUrl(socketDir, port)
    return { url: process.env.DATABASE_URL, started: false, stop: async () => {} }
  }
  const dataDir = path.resolve(projectRoot, setting('EMBEDDED_DB_DIR', '.data/pglite'))
  const embedded = await startEmbeddedDatabase({ dataDir, port })
  process.env.DATABASE_URL = embedded.url
  return { url: embedded.url, started: true, stop: embedded.stop }
}

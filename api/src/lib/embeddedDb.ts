// The embedded database: PGlite (Postgres compiled to WASM) served over the Postgres wire
// protocol by @electric-sql/pglite-socket. The app always speaks the Postgres protocol, so
// the same code runs on PGlite and on a real PostgreSQL; and because PGlite is single-process,
// serving it on a port is what lets `yarn rw db seed` run while `yarn rw dev` holds the data.
// The socket server runs one statement at a time and keeps a connection's open transaction
// exclusive until it commits (db.test.ts checks this), so keep transactions short.
import net from 'node:net'
import path from 'node:path'
import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { intSetting, projectRoot, setting } from './env'

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> }

export function embeddedUrl(port: number) {
  return `postgres://postgres:postgres@127.0.0.1:${port}/postgres`
}

/** Starts PGlite on `dataDir` ('memory://' for a throwaway database) and serves it on `port` (0 = any free port). */
export async function startEmbeddedDatabase(options: {
  dataDir: string
  port: number
}): Promise<EmbeddedDatabase> {
  if (options.dataDir !== 'memory://') mkdirSync(options.dataDir, { recursive: true })
  const db = await PGlite.create(options.dataDir)
  const server = new PGLiteSocketServer({
    db,
    port: options.port,
    host: '127.0.0.1',
    // The app's pool, a worker, and a seed or migrate run from another terminal.
    maxConnections: 32,
  })
  await server.start()
  const address = (server as unknown as { server: net.Server }).server.address() as net.AddressInfo
  return {
    url: embeddedUrl(address.port),
    stop: async () => {
      await server.stop()
      await db.close()
    },
  }
}

export function isPortOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
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
  if (await isPortOpen(port)) {
    process.env.DATABASE_URL = embeddedUrl(port)
    return { url: process.env.DATABASE_URL, started: false, stop: async () => {} }
  }
  const dataDir = path.resolve(projectRoot, setting('EMBEDDED_DB_DIR', '.data/pglite'))
  const embedded = await startEmbeddedDatabase({ dataDir, port })
  process.env.DATABASE_URL = embedded.url
  return { url: embedded.url, started: true, stop: embedded.stop }
}

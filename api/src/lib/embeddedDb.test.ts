// Why these checks (docs/security.md, "The embedded database"): production used to run on the embedded database (fsync off), and the embedded
// server listened on a TCP port where any local process was its superuser without a password.
import { statSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { embeddedDatabaseProblem, startEmbeddedDatabase } from './embeddedDb'

describe('the embedded database server', () => {
  it('listens on a socket file in a directory no other user can enter (no TCP port)', async () => {
    const embedded = await startEmbeddedDatabase({ dataDir: 'memory://', port: 0 })
    try {
      const url = new URL(embedded.url)
      const socketDir = url.searchParams.get('host')!
      expect(socketDir).toMatch(/^\//)
      expect(statSync(socketDir).mode & 0o777).toBe(0o700)
      expect(statSync(path.join(socketDir, `.s.PGSQL.${url.port}`)).isSocket()).toBe(true)

      const client = new pg.Client({ connectionString: embedded.url })
      await client.connect()
      expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }])
      await client.end()
    } finally {
      await embedded.stop()
    }
  })

  // PGlite has one session for every connection, and pglite-socket 0.2.17 queued single protocol
  // messages: one connection's Parse could land between another's Parse and Bind, which then bound
  // the wrong (unnamed) statement ("bind message supplies 5 parameters, but prepared statement
  // requires 2", electric-sql/pglite#1046). Our patch (.yarn/patches) keeps a connection's turn
  // from its Parse to its Sync.
  it('keeps concurrent parameterised queries from several connections apart', async () => {
    const embedded = await startEmbeddedDatabase({ dataDir: 'memory://', port: 0 })
    const pool = new pg.Pool({ connectionString: embedded.url, max: 6 })
    try {
      // Statements of different shapes, outside and inside transactions (a transaction takes
      // the session until it ends, which is where another connection's batch got split).
      const plain = async (i: number) => {
        const params = Array.from({ length: (i % 5) + 1 }, (_, k) => i * 10 + k)
        const columns = params.map((_, k) => `$${k + 1}::int as c${k}`).join(', ')
        const { rows } = await pool.query(`select ${columns}`, params)
        expect(Object.values(rows[0])).toEqual(params)
      }
      const inTransaction = async (i: number) => {
        const client = await pool.connect()
        try {
          await client.query('begin')
          const { rows } = await client.query('select $1::text as t, $2::int as n', ['tx', i])
          expect(rows).toEqual([{ t: 'tx', n: i }])
          await client.query('commit')
        } finally {
          client.release()
        }
      }
      await Promise.all(Array.from({ length: 400 }, (_, i) => (i % 4 === 0 ? inTransaction(i) : plain(i))))
    } finally {
      await pool.end()
      await embedded.stop()
    }
  }, 30_000)

  it('a connection that drops mid-batch does not stall the others', async () => {
    const embedded = await startEmbeddedDatabase({ dataDir: 'memory://', port: 0 })
    const url = new URL(embedded.url)
    const socketPath = path.join(url.searchParams.get('host')!, `.s.PGSQL.${url.port}`)
    const other = new pg.Client({ connectionString: embedded.url })
    try {
      // A raw client: startup, then a Parse with no Sync, then it goes away.
      const raw = net.connect({ path: socketPath })
      await new Promise((resolve) => raw.once('connect', resolve))
      const params = Buffer.from('user\0postgres\0database\0postgres\0\0')
      const startup = Buffer.alloc(8)
      startup.writeInt32BE(8 + params.length, 0)
      startup.writeInt32BE(196608, 4)
      raw.write(Buffer.concat([startup, params]))
      await new Promise((resolve) => raw.once('data', resolve))
      const body = Buffer.from('\0select 1\0\0\0')
      const parse = Buffer.alloc(5)
      parse.write('P', 0)
      parse.writeInt32BE(4 + body.length, 1)
      raw.write(Buffer.concat([parse, body]))
      await new Promise((resolve) => setTimeout(resolve, 50))
      raw.destroy()

      await other.connect()
      expect((await other.query('select $1::int as n', [7])).rows).toEqual([{ n: 7 }])
    } finally {
      await other.end()
      await embedded.stop()
    }
  }, 20_000)
})

describe('production and the embedded database', () => {
  it('refuses the embedded database unless the operator opts in, and says why', () => {
    const problem = embeddedDatabaseProblem({ DATABASE_URL: '' })
    expect(problem).toMatch(/DATABASE_URL/)
    expect(problem).toMatch(/fsync/)
    expect(problem).toMatch(/ALLOW_EMBEDDED_DB_IN_PRODUCTION=true/)
    expect(embeddedDatabaseProblem({ DATABASE_URL: 'postgres://app@db.internal/tribe' })).toBeNull()
    expect(embeddedDatabaseProblem({ DATABASE_URL: '', ALLOW_EMBEDDED_DB_IN_PRODUCTION: 'true' })).toBeNull()
    expect(embeddedDatabaseProblem({ DATABASE_URL: '', ALLOW_EMBEDDED_DB_IN_PRODUCTION: 'yes' })).toMatch(/fsync/)
  })
})

// Why these checks (docs/security.md, "The embedded database"): production used to run on the embedded database (fsync off), and the embedded
// server listened on a TCP port where any local process was its superuser without a password.
import { statSync } from 'node:fs'
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

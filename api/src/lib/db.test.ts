import { sql } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it, inject } from 'vitest'
import { db } from './db'
import { users } from '../../../db/schema'

describe('database', () => {
  it('runs migrations: the users table exists and starts empty', async () => {
    expect(await db.select().from(users)).toEqual([])
  })

  it('keeps two connections’ transactions apart: a reader waits for the writer to commit', async () => {
    const url = inject('databaseUrl')
    const writer = new pg.Client({ connectionString: url })
    const reader = new pg.Client({ connectionString: url })
    await writer.connect()
    await reader.connect()
    try {
      await writer.query('begin')
      await writer.query(`insert into users (email, slug) values ('a@example.com', 'a')`)
      // Postgres: the reader does not see the uncommitted row. PGlite's socket server: the
      // reader waits until the writer commits, then sees it. Never a half-done transaction.
      const read = reader.query<{ count: number }>('select count(*)::int as count from users')
      await new Promise((resolve) => setTimeout(resolve, 100))
      await writer.query(`insert into users (email, slug) values ('b@example.com', 'b')`)
      await writer.query('commit')
      const { count } = (await read).rows[0]
      expect([0, 2]).toContain(count)
      if (inject('databaseKind') === 'pglite') expect(count).toBe(2)
    } finally {
      await writer.end()
      await reader.end()
    }
  })

  it('rolls a failed transaction back completely', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(users).values({ email: 'c@example.com', slug: 'c' })
        await tx.insert(users).values({ email: 'c@example.com', slug: 'c2' }) // duplicate e-mail
      }),
    ).rejects.toThrow()
    const [{ count }] = (await db.execute<{ count: number }>(sql`select count(*)::int as count from users`)).rows
    expect(count).toBe(0)
  })
})

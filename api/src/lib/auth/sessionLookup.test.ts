import { describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { sessions, users } from '../../../../db/schema'
import { createUser } from '../../test/factories'
import { db } from '../db'
import { currentUserColumns } from './loadCurrentUser'
import { createSession } from './session'
import { lookUpSession } from './sessionLookup'

describe('lookUpSession', () => {
  it('reads the session and user exactly as Drizzle reads those columns', async () => {
    const user = await createUser({ roles: ['admin'], birthdate: '1990-02-03', middleName: 'M' })
    await db.update(users).set({ affiliateTimestamp: new Date('2025-05-06T07:08:09Z'), disabledAt: new Date() }).where(eq(users.id, user.id))
    const admin = await createUser()
    const { idHash } = await createSession({ userId: user.id, originalUserId: admin.id, ip: '10.0.0.1', userAgent: 'test' })

    const found = await lookUpSession(idHash)
    const [session] = await db.select().from(sessions).where(eq(sessions.idHash, idHash))
    const [row] = await db.select(currentUserColumns).from(users).where(eq(users.id, user.id))
    expect(found).toEqual({ session, user: row, factsVersions: { user: expect.any(Number), shared: expect.any(Number) } })
  })

  it('answers nothing for a session that is not there', async () => {
    expect(await lookUpSession('0'.repeat(64))).toBeUndefined()
  })

  it('refuses anything but a sha256 hex digest (it becomes part of the statement text)', async () => {
    await expect(lookUpSession("x') or true --")).rejects.toThrow(/sha256/)
  })

  it('answers from several connections at once (each PostgreSQL connection, or the one PGlite backend, prepares once)', async () => {
    const user = await createUser()
    const made = await Promise.all(Array.from({ length: 8 }, () => createSession({ userId: user.id })))
    const found = await Promise.all(made.map(({ idHash }) => lookUpSession(idHash)))
    expect(found.map((lookup) => lookup?.session.idHash)).toEqual(made.map(({ idHash }) => idHash))
  })

  it('prepares the statement again when a migration changed a column under it', async () => {
    const user = await createUser()
    const { idHash } = await createSession({ userId: user.id })
    expect((await lookUpSession(idHash))?.user?.id).toBe(user.id)
    await db.execute(sql`alter table users alter column suffix type varchar(40)`)
    try {
      expect((await lookUpSession(idHash))?.user?.id).toBe(user.id)
    } finally {
      await db.execute(sql`alter table users alter column suffix type text`)
    }
    expect((await lookUpSession(idHash))?.user?.id).toBe(user.id)
  })
})

import { and, eq, or } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { nonMemberMessages } from '../../../../common/validation/members.nonMembers'
import { accessLevels, infoLogs, sessions, subscriptions, userAccessLevels, users } from '../../../../db/schema'
import { createSession } from '../../lib/auth/session'
import { db } from '../../lib/db'
import { login } from '../auth/login'
import { authMessages } from '../auth/messages'
import { runGraphql } from '../../test/graphql'
import { createUser, testPassword } from '../../test/factories'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { people } from './nonMembers.scenarios'
import { archiveUser, archivedUser, archivedUsers, restoreUser } from './archivedUsers'
import { staffTrustMessages } from '../../lib/auth/staffTrust'
import { administrationMessages } from '../accessLevels/administration'
import { lastEditors } from '../accessLevels/accessLevels.scenarios'

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  )
  if (!error) throw new Error('expected a refusal')
  return error as { message: string; extensions: { code: string; properties?: { messages: Record<string, string[]> } } }
}

const signIn = (email: string) => asUser(null, () => login({ username: email, password: testPassword }, null))
const sessionsOf = (userId: number) => db.select().from(sessions).where(or(eq(sessions.userId, userId), eq(sessions.originalUserId, userId)))

describe('archivedUsers', () => {
  scenario('lists the archived users with search and paging', people, async (w) => {
    const page = await asUser(w.admin, () => archivedUsers({ search: 'people.test' }))
    expect(page.totalCount).toBe(1)
    expect(page.items[0]).toMatchObject({ email: 'gone.archived@people.test', archivedAt: '2026-01-05T00:00:00.000Z', isMember: false })
    expect((await asUser(w.admin, () => archivedUsers({ search: 'nobody-like-this' }))).totalCount).toBe(0)
    expect(await asUser(w.admin, () => archivedUser({ id: w.gone.id }))).toMatchObject({ id: w.gone.id })
    expect(await asUser(w.admin, () => archivedUser({ id: w.nina.id }))).toBeNull()
  })

  scenario('archiving ends every session, refuses sign-in with the disabled message and keeps the data', people, async (w) => {
    expect((await signIn(w.mark.email)).ok).toBe(true)
    await createSession({ userId: w.mark.id })
    await createSession({ userId: w.mark.id, originalUserId: w.adminUser.id })
    // An admin impersonating Mark: that session ends too.
    await createSession({ userId: w.nina.id, originalUserId: w.mark.id })
    expect((await sessionsOf(w.mark.id)).length).toBe(4)
    const subscriptionsBefore = await db.select().from(subscriptions).where(eq(subscriptions.userId, w.mark.id))
    const levelsBefore = await db.select().from(userAccessLevels).where(eq(userAccessLevels.userId, w.mark.id))

    const archived = await asUser(w.admin, () => archiveUser({ id: w.mark.id }))
    expect(archived.archivedAt).not.toBeNull()
    expect(archived.subscriptionCount).toBe(1)
    expect(await sessionsOf(w.mark.id)).toEqual([])
    const refused = await signIn(w.mark.email)
    expect(refused).toMatchObject({ ok: false, error: authMessages.disabled })
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, w.mark.id))).toEqual(subscriptionsBefore)
    expect(await db.select().from(userAccessLevels).where(eq(userAccessLevels.userId, w.mark.id))).toEqual(levelsBefore)
    expect((await asUser(w.admin, () => archivedUsers({ search: 'mark.member' }))).totalCount).toBe(1)
    const [log] = await db.select().from(infoLogs).where(eq(infoLogs.action, 'user-archived'))
    expect(log).toMatchObject({ userId: w.adminUser.id, entityId: String(w.mark.id) })

    const restored = await asUser(w.admin, () => restoreUser({ id: w.mark.id }))
    expect(restored.archivedAt).toBeNull()
    expect((await signIn(w.mark.email)).ok).toBe(true)
    const [user] = await db.select().from(users).where(eq(users.id, w.mark.id))
    expect(user.disabledAt).toBeNull()
    expect(await db.select().from(infoLogs).where(eq(infoLogs.action, 'user-restored'))).toHaveLength(1)
  })

  scenario('a user disabled before being archived stays disabled when restored', people, async (w) => {
    const disabledAt = new Date('2026-02-01T00:00:00Z')
    await db.update(users).set({ disabledAt }).where(eq(users.id, w.nina.id))
    await asUser(w.admin, () => archiveUser({ id: w.nina.id }))
    await asUser(w.admin, () => restoreUser({ id: w.nina.id }))
    const [user] = await db.select().from(users).where(eq(users.id, w.nina.id))
    expect(user.archivedAt).toBeNull()
    expect(user.disabledAt).toEqual(disabledAt)
  })

  scenario('refusals: twice, not archived, unknown, oneself', people, async (w) => {
    expect((await refusal(asUser(w.admin, () => archiveUser({ id: w.gone.id })))).message).toBe(nonMemberMessages.alreadyArchived)
    expect((await refusal(asUser(w.admin, () => restoreUser({ id: w.nina.id })))).message).toBe(nonMemberMessages.notArchived)
    expect((await refusal(asUser(w.admin, () => archiveUser({ id: 999999 })))).extensions.code).toBe('NOT_FOUND')
    expect((await refusal(asUser(w.admin, () => archiveUser({ id: w.adminUser.id })))).message).toBe(nonMemberMessages.selfArchive)
  })

  scenario('guards: archivedUsers page for the list and restore, editUser for archive', people, async (w) => {
    const list = await runGraphql(w.finance, 'query { archivedUsers { totalCount } }')
    expect(list.errors?.[0].extensions?.code).toBe('FORBIDDEN')
    const archive = await runGraphql(w.finance, 'mutation ($id: Int!) { archiveUser(id: $id) { id } }', { id: w.nina.id })
    expect(archive.errors?.[0].extensions?.code).toBe('FORBIDDEN')
    const ok = await runGraphql(w.admin, 'mutation ($id: Int!) { archiveUser(id: $id) { id archivedAt } }', { id: w.nina.id })
    expect(ok.errors).toBeUndefined()
  })

  scenario('a non-admin cannot archive or restore an account that holds more: an admin, or a flag they lack', people, async (w) => {
    // A user desk: may edit users and restore archived ones, nothing else.
    const desk = await currentUserFor((await createUser({ email: 'desk@staff.test', accessLevels: [{ name: 'user-desk', pageAccess: { editUser: true, archivedUsers: true } }] })).id)
    const archivedAdmin = await createUser({ email: 'old.boss@staff.test', roles: ['admin'], archivedAt: new Date('2026-01-06T00:00:00Z'), disabled: true })
    const before = await db.select().from(users)
    for (const id of [w.adminUser.id, w.finance.id]) {
      const refused = await refusal(asUser(desk, () => archiveUser({ id })))
      expect(refused).toMatchObject({ message: staffTrustMessages.holdsMore, extensions: { code: 'FORBIDDEN' } })
    }
    const restore = await refusal(asUser(desk, () => restoreUser({ id: archivedAdmin.id })))
    expect(restore).toMatchObject({ message: staffTrustMessages.holdsMore, extensions: { code: 'FORBIDDEN' } })
    expect(await db.select().from(users)).toEqual(before)
    expect(await db.select().from(infoLogs)).toEqual([])
    // Accounts within reach: yes.
    expect((await asUser(desk, () => archiveUser({ id: w.nina.id }))).archivedAt).not.toBeNull()
    expect((await asUser(desk, () => restoreUser({ id: w.gone.id }))).archivedAt).toBeNull()
  })

  scenario('archiving the last active user able to change access levels is refused', lastEditors, async (w) => {
    // The admin (acting as keeper) lets go of tribe-team-ro: the other admin is the last way.
    const [adminLevel] = await db.select().from(accessLevels).where(eq(accessLevels.name, 'tribe-team-ro'))
    await db.delete(userAccessLevels).where(and(eq(userAccessLevels.userId, w.adminUser.id), eq(userAccessLevels.accessLevelId, adminLevel.id)))
    const refused = await refusal(asUser(w.admin, () => archiveUser({ id: w.otherAdmin.id })))
    expect(refused).toMatchObject({ message: administrationMessages.lastWay, extensions: { code: 'BAD_USER_INPUT' } })
    const [other] = await db.select().from(users).where(eq(users.id, w.otherAdmin.id))
    expect(other.archivedAt).toBeNull()
  })
})


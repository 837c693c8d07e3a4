// community_members (migration 0034) is kept by triggers: after every kind of write to what it is
// derived from, it must equal a recount from users, user_access_levels, group_members and
// subscriptions, spelled here independently of the migration's function.
import { eq, sql } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { accessLevels, batches, groupMembers, subscriptions, userAccessLevels, users } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createSubscription, createUser } from '../../test/factories'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { mergeUsers } from '../members/mergeUsers'
import { community } from './communityReport.scenarios'

type Line = { line: string }

async function recount() {
  const result = await db.execute<Line>(sql`
    select u.id || ' ' || coalesce(u.batch_id::text, '-') || ' ' || coalesce(u.stage_id::text, '-') || ' ' || coalesce(gm.group_id::text, '-') || ' '
           || coalesce((select max(s.expiry) from subscriptions s where s.user_id = u.id and s.unenrolled_at is null)::text, '-') as line
      from users u left join group_members gm on gm.user_id = u.id
     where u.archived_at is null
       and u.id in (select ual.user_id from user_access_levels ual join access_levels al on al.id = ual.access_level_id where al.name = 'member')`)
  return result.rows.map((row) => row.line).sort()
}

async function stored() {
  const result = await db.execute<Line>(sql`
    select user_id || ' ' || coalesce(batch_id::text, '-') || ' ' || coalesce(stage_id::text, '-') || ' ' || coalesce(group_id::text, '-') || ' '
           || coalesce(active_until::text, '-') as line from community_members`)
  return result.rows.map((row) => row.line).sort()
}

describe('community_members stays equal to a recount', () => {
  scenario('after every kind of write to users, levels, groups and subscriptions, and a merge', community, async (w) => {
    const check = async () => expect(await stored()).toEqual(await recount())
    await check()
    // Ana, Ben, Cara and Dan: the archived member and the staff member are not kept.
    expect(await stored()).toHaveLength(4)

    // Subscriptions: a new later one, its expiry moved, unenrolled, the unenrolment undone, deleted.
    const { subscription: later } = await createSubscription(w.dan.id, new Date("2027-06-01T00:00:00Z"))
    await check()
    await db.update(subscriptions).set({ expiry: new Date('2027-07-01T00:00:00Z') }).where(eq(subscriptions.id, later.id))
    await check()
    await db.update(subscriptions).set({ unenrolledAt: new Date('2026-03-01T00:00:00Z') }).where(eq(subscriptions.id, later.id))
    await check()
    await db.update(subscriptions).set({ unenrolledAt: null }).where(eq(subscriptions.id, later.id))
    await check()
    await db.delete(subscriptions).where(eq(subscriptions.id, later.id))
    await check()
    // A change the row does not read (the unpaid counter) leaves it as it was.
    await db.update(subscriptions).set({ unpaidScheduleCount: 3 }).where(eq(subscriptions.userId, w.ana.id))
    await check()

    // The member's own row: batch, stage, archived and back, a new batch.
    await db.update(users).set({ batchId: w.batch17.id, stageId: w.stage2.id }).where(eq(users.id, w.ana.id))
    await check()
    await db.update(users).set({ archivedAt: new Date('2026-03-01T00:00:00Z') }).where(eq(users.id, w.ben.id))
    await check()
    await db.update(users).set({ archivedAt: null }).where(eq(users.id, w.ben.id))
    await check()
    await db.update(users).set({ archivedAt: null }).where(eq(users.id, w.eve.id))
    await check()
    const [batch18] = await db.insert(batches).values({ name: 'Batch 18', number: 18, launchFrom: '2026-06-01', launchTo: '2026-06-30' }).returning()
    await db.update(users).set({ batchId: batch18.id, stageId: null }).where(eq(users.id, w.cara.id))
    await check()

    // Groups: joined, moved, left.
    await db.insert(groupMembers).values({ userId: w.dan.id, groupId: w.visayas.id })
    await check()
    await db.update(groupMembers).set({ groupId: w.luzon.id }).where(eq(groupMembers.userId, w.dan.id))
    await check()
    await db.delete(groupMembers).where(eq(groupMembers.userId, w.ben.id))
    await check()

    // Levels: the member level taken away and given back; the staff member made a member too.
    const [memberLevel] = await db.select().from(accessLevels).where(eq(accessLevels.name, 'member'))
    await db.delete(userAccessLevels).where(eq(userAccessLevels.userId, w.cara.id))
    await check()
    await db.insert(userAccessLevels).values([
      { userId: w.cara.id, accessLevelId: memberLevel.id },
      { userId: w.staff.id, accessLevelId: memberLevel.id },
    ])
    await check()
    // The level renamed away from 'member' and back.
    await db.update(accessLevels).set({ name: 'member-renamed' }).where(eq(accessLevels.id, memberLevel.id))
    await check()
    expect(await stored()).toHaveLength(0)
    await db.update(accessLevels).set({ name: 'member' }).where(eq(accessLevels.id, memberLevel.id))
    await check()

    // A merge: Ben's account (with his subscriptions) into a new member account.
    const admin = await createUser({ firstName: 'Ada', lastName: 'Admin', accessLevels: [{ name: 'merger', pageAccess: { mergeUsers: true } }] })
    const keep = await createUser({ firstName: 'Ben', lastName: 'Kept', accessLevels: ['member'] })
    await check()
    await asUser(await currentUserFor(admin.id), () => mergeUsers({ sourceId: w.ben.id, targetId: keep.id }))
    await check()
    expect((await stored()).some((line) => line.startsWith(`${w.ben.id} `))).toBe(false)
    expect((await stored()).find((line) => line.startsWith(`${keep.id} `))).not.toMatch(/ -$/)

    // A member deleted with everything of theirs (one without subscriptions: they restrict the delete).
    const gone = await createUser({ firstName: 'Gil', lastName: 'Gone', accessLevels: ['member'] })
    await db.insert(groupMembers).values({ userId: gone.id, groupId: w.luzon.id })
    await check()
    await db.delete(users).where(eq(users.id, gone.id))
    await check()
  })
})

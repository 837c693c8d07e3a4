import { eq, inArray, sql } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { mergeUsersMessages } from '../../../../common/validation/members.mergeUsers'
import {
  leads,
  affiliates,
  courses,
  formResponses,
  groupMembers,
  groups,
  infoLogs,
  invoices,
  lessonProgress,
  lessons,
  paymentSchedules,
  pointEntries,
  sessions,
  stages,
  subscriptions,
  taskCompletions,
  tasks,
  units,
  userAccessLevels,
  userProfiles,
  userWins,
  users,
} from '../../../../db/schema'
import { createSession } from '../../lib/auth/session'
import { db } from '../../lib/db'
import { addDays } from '../../lib/time'
import { runGraphql } from '../../test/graphql'
import { createSchedule, createSubscription, createUser } from '../../test/factories'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { insertForm } from '../forms/forms.scenarios'
import { level, people } from './nonMembers.scenarios'
import { staffTrustMessages } from '../../lib/auth/staffTrust'
import { MERGE_KEPT, MERGE_PARTS, mergeCandidates, mergeTrustMessages, mergeUsers, mergeUsersPreview } from './mergeUsers'

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  )
  if (!error) throw new Error('expected a refusal')
  return error as { message: string; extensions: { code: string; properties?: { messages: Record<string, string[]> } } }
}

/** Two accounts of one person with overlapping records: Dina (duplicate) and Kate (to keep). */
async function duplicates() {
  const w = await people()
  const dup = await createUser({ email: 'dina.dup@people.test', firstName: 'Dina', lastName: 'Dup', tribeId: 'TR-7777', mobileNumber: '09170000000', accessLevels: [level('member'), level('non-member')] })
  const keep = await createUser({ email: 'kate.keep@people.test', firstName: 'Kate', lastName: 'Keep', accessLevels: [level('non-member')] })
  const { invoice } = await createSubscription(dup.id, addDays(new Date(), 60))
  await createSchedule(invoice.id, '2026-01-01', { paid: true })
  await createSchedule(invoice.id, '2026-02-01')
  await createSubscription(keep.id, addDays(new Date(), -30))

  const [course] = await db.insert(courses).values({ name: 'Course' }).returning()
  const [unit] = await db.insert(units).values({ courseId: course.id, name: 'Unit' }).returning()
  const [both, dupOnly] = await db.insert(lessons).values([{ unitId: unit.id, name: 'Both' }, { unitId: unit.id, name: 'Dup only' }]).returning()
  const done = new Date('2026-03-01T00:00:00Z')
  await db.insert(lessonProgress).values([
    { userId: dup.id, lessonId: both.id, positionSeconds: 900, startedAt: new Date('2026-01-01T00:00:00Z'), completedAt: done },
    { userId: dup.id, lessonId: dupOnly.id, positionSeconds: 30, startedAt: new Date('2026-01-02T00:00:00Z') },
    { userId: keep.id, lessonId: both.id, positionSeconds: 100, startedAt: new Date('2026-02-01T00:00:00Z') },
  ])

  const [stage] = await db.insert(stages).values({ number: 1, name: 'Stage' }).returning()
  const [taskBoth, taskDup] = await db.insert(tasks).values([{ stageId: stage.id, title: 'Both', points: 5 }, { stageId: stage.id, title: 'Dup', points: 7 }]).returning()
  const [dupBoth, dupOwn, keepBoth] = await db
    .insert(taskCompletions)
    .values([{ userId: dup.id, taskId: taskBoth.id }, { userId: dup.id, taskId: taskDup.id }, { userId: keep.id, taskId: taskBoth.id }])
    .returning()
  await db.insert(pointEntries).values([
    { userId: dup.id, kind: 'base', points: 10 },
    { userId: keep.id, kind: 'base', points: 5 },
    { userId: dup.id, kind: 'task', points: 5, taskCompletionId: dupBoth.id },
    { userId: dup.id, kind: 'task', points: 7, taskCompletionId: dupOwn.id },
    { userId: keep.id, kind: 'task', points: 5, taskCompletionId: keepBoth.id },
    { userId: dup.id, kind: 'manual', points: 3, reason: 'helped' },
  ])
  const form = await insertForm({ slug: 'journey-test' })
  await db.insert(formResponses).values([{ formId: form.id, userId: dup.id }, { formId: form.id, userId: dup.id }])
  const [group] = await db.insert(groups).values({ name: 'Tribe Visayas' }).returning()
  await db.insert(groupMembers).values({ userId: dup.id, groupId: group.id })
  await db.insert(userWins).values({ userId: dup.id, title: 'First client' })
  await db.insert(userProfiles).values({ userId: dup.id, city: 'Cebu' })
  await createSession({ userId: dup.id })
  return { ...w, dup, keep, both, dupOnly }
}

type World = Awaited<ReturnType<typeof duplicates>>

/** Rows per table of the two accounts together. */
async function totals(w: World) {
  const ids = [w.dup.id, w.keep.id]
  const count = async (table: string) =>
    Number((await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table} where user_id in (${ids.join(',')})`))).rows[0].n)
  const points = await db.execute<{ n: number }>(sql.raw(`select coalesce(sum(points), 0)::int as n from point_entries where user_id in (${ids.join(',')})`))
  const subIds = (await db.select({ id: subscriptions.id }).from(subscriptions).where(inArray(subscriptions.userId, ids))).map((row) => row.id)
  const invoiceRows = subIds.length ? await db.select({ id: invoices.id }).from(invoices).where(inArray(invoices.subscriptionId, subIds)) : []
  const scheduleRows = invoiceRows.length
    ? await db.select({ id: paymentSchedules.id }).from(paymentSchedules).where(inArray(paymentSchedules.invoiceId, invoiceRows.map((row) => row.id)))
    : []
  return {
    subscriptions: subIds.length,
    invoices: invoiceRows.length,
    schedules: scheduleRows.length,
    taskCompletions: await count('task_completions'),
    formResponses: await count('form_responses'),
    wins: await count('user_wins'),
    points: Number(points.rows[0].n),
  }
}

const ownedBy = async (userId: number) => ({
  subscriptions: (await db.select().from(subscriptions).where(eq(subscriptions.userId, userId))).length,
  formResponses: (await db.select().from(formResponses).where(eq(formResponses.userId, userId))).length,
  wins: (await db.select().from(userWins).where(eq(userWins.userId, userId))).length,
})

describe('mergeUsers', () => {
  scenario('finds candidates by e-mail, name or Tribe ID', duplicates, async (w) => {
    expect((await asUser(w.admin, () => mergeCandidates({ search: 'TR-7777' }))).map((row) => row.email)).toEqual(['dina.dup@people.test'])
    expect((await asUser(w.admin, () => mergeCandidates({ search: 'kate keep' }))).map((row) => row.id)).toEqual([w.keep.id])
    expect(await asUser(w.admin, () => mergeCandidates({ search: '  ' }))).toEqual([])
  })

  scenario('the preview counts what moves and what conflicts, changing nothing', duplicates, async (w) => {
    const before = await totals(w)
    const preview = await asUser(w.admin, () => mergeUsersPreview({ sourceId: w.dup.id, targetId: w.keep.id }))
    const byKey = Object.fromEntries(preview.items.map((item) => [item.key, [item.moves, item.conflicts]]))
    expect(byKey).toMatchObject({
      subscriptions: [1, 0],
      invoices: [1, 0],
      paymentSchedules: [2, 0],
      lessonProgress: [1, 1],
      taskCompletions: [1, 1],
      // base merged, the task both completed kept; the own task's and the manual entry move.
      pointEntries: [2, 2],
      formResponses: [2, 0],
      groups: [1, 0],
      accessLevels: [1, 1],
      profileWins: [1, 0],
      other: [1, 0],
    })
    expect(preview.source.email).toBe('dina.dup@people.test')
    expect(await totals(w)).toEqual(before)
  })

  scenario('merging moves everything in one go: nothing lost, conflicts resolved, source archived, info log', duplicates, async (w) => {
    const before = await totals(w)
    const result = await asUser(w.admin, () => mergeUsers({ sourceId: w.dup.id, targetId: w.keep.id }))
    expect(result.source.archivedAt).not.toBeNull()
    expect(await totals(w)).toEqual(before)
    expect(await ownedBy(w.keep.id)).toEqual({ subscriptions: 2, formResponses: 2, wins: 1 })
    expect(await ownedBy(w.dup.id)).toEqual({ subscriptions: 0, formResponses: 0, wins: 0 })

    // Lesson progress: the further one on the kept account, the duplicate's row gone.
    const progress = await db.select().from(lessonProgress).where(inArray(lessonProgress.userId, [w.dup.id, w.keep.id]))
    expect(progress.map((row) => [row.userId, row.lessonId]).sort()).toEqual([[w.keep.id, w.both.id], [w.keep.id, w.dupOnly.id]].sort())
    const both = progress.find((row) => row.lessonId === w.both.id)!
    expect(both).toMatchObject({ positionSeconds: 900, completedAt: new Date('2026-03-01T00:00:00Z'), startedAt: new Date('2026-01-01T00:00:00Z') })

    // Points: base added (5 + 10), the task both did stays with the archived duplicate.
    const [base] = await db.select().from(pointEntries).where(sql`${pointEntries.userId} = ${w.keep.id} and ${pointEntries.kind} = 'base'`)
    expect(base.points).toBe(15)
    const left = await db.select().from(pointEntries).where(eq(pointEntries.userId, w.dup.id))
    expect(left.map((row) => row.points)).toEqual([5])
    expect((await db.select().from(taskCompletions).where(eq(taskCompletions.userId, w.dup.id))).length).toBe(1)

    // Group, levels (member moves, the shared non-member stays), profile, Tribe ID and mobile.
    expect((await db.select().from(groupMembers).where(eq(groupMembers.userId, w.keep.id))).length).toBe(1)
    const levels = await db.execute<{ name: string }>(sql`select al.name from user_access_levels ual join access_levels al on al.id = ual.access_level_id where ual.user_id = ${w.keep.id} order by al.name`)
    expect(levels.rows.map((row) => row.name)).toEqual(['member', 'non-member'])
    expect((await db.select().from(userAccessLevels).where(eq(userAccessLevels.userId, w.dup.id))).length).toBe(1)
    expect((await db.select().from(userProfiles).where(eq(userProfiles.userId, w.keep.id)))[0].city).toBe('Cebu')
    const [kept] = await db.select().from(users).where(eq(users.id, w.keep.id))
    expect(kept).toMatchObject({ tribeId: 'TR-7777', mobileNumber: '09170000000', email: 'kate.keep@people.test', archivedAt: null })
    const [source] = await db.select().from(users).where(eq(users.id, w.dup.id))
    expect(source.tribeId).toBeNull()
    expect(source.disabledAt).not.toBeNull()
    expect(await db.select().from(sessions).where(eq(sessions.userId, w.dup.id))).toEqual([])

    const [log] = await db.select().from(infoLogs).where(eq(infoLogs.action, 'users-merged'))
    expect(log).toMatchObject({ userId: w.adminUser.id, entityId: String(w.keep.id) })
    expect(log.details).toMatchObject({ sourceId: w.dup.id, targetId: w.keep.id, counts: { subscriptions: { moves: 1 }, paymentSchedules: { moves: 2 } } })
  })

  scenario("two accounts tied to affiliates: the kept account keeps its own tie, the duplicate's stays archived", duplicates, async (w) => {
    const partner = await createUser({ email: 'partner@people.test' })
    const [affiliate] = await db.insert(affiliates).values({ userId: partner.id, code: 'partner', commissionType: 'Percentage', commissionPercent: 20 }).returning()
    await db.insert(leads).values([
      { affiliateId: affiliate.id, userId: w.dup.id, email: w.dup.email },
      { affiliateId: affiliate.id, userId: w.keep.id, email: w.keep.email },
    ])
    await asUser(w.admin, () => mergeUsers({ sourceId: w.dup.id, targetId: w.keep.id }))
    expect((await db.select({ userId: leads.userId, email: leads.email }).from(leads).orderBy(leads.id)).map((row) => [row.userId, row.email])).toEqual([
      [w.dup.id, w.dup.email],
      [w.keep.id, w.keep.email],
    ])
  })

  scenario('one transaction: a failure midway moves nothing', duplicates, async (w) => {
    const before = { keep: await ownedBy(w.keep.id), dup: await ownedBy(w.dup.id) }
    // Profile wins move after subscriptions and lesson progress: make that statement fail.
    await db.execute(sql`create or replace function merge_test_fail() returns trigger language plpgsql as $$ begin raise exception 'forced failure'; end $$`)
    await db.execute(sql`create trigger merge_test_fail before update on user_wins for each row execute function merge_test_fail()`)
    try {
      const error = await refusal(asUser(w.admin, () => mergeUsers({ sourceId: w.dup.id, targetId: w.keep.id })))
      expect(`${error.message} ${String((error as { cause?: unknown }).cause ?? '')}`).toContain('forced failure')
    } finally {
      await db.execute(sql`drop trigger merge_test_fail on user_wins`)
      await db.execute(sql`drop function merge_test_fail()`)
    }
    expect({ keep: await ownedBy(w.keep.id), dup: await ownedBy(w.dup.id) }).toEqual(before)
    expect((await db.select().from(lessonProgress).where(eq(lessonProgress.userId, w.dup.id))).length).toBe(2)
    const [source] = await db.select().from(users).where(eq(users.id, w.dup.id))
    expect(source.archivedAt).toBeNull()
    expect(await db.select().from(infoLogs).where(eq(infoLogs.action, 'users-merged'))).toEqual([])
  })

  scenario('refuses the same user twice, a missing user and an archived target, changing nothing', duplicates, async (w) => {
    const same = await refusal(asUser(w.admin, () => mergeUsers({ sourceId: w.dup.id, targetId: w.dup.id })))
    expect(same.extensions.properties?.messages).toEqual({ targetId: [mergeUsersMessages.same] })
    const missing = await refusal(asUser(w.admin, () => mergeUsersPreview({ sourceId: 999999, targetId: w.keep.id })))
    expect(missing.extensions.properties?.messages).toEqual({ sourceId: [mergeUsersMessages.sourceMissing] })
    const archived = await refusal(asUser(w.admin, () => mergeUsers({ sourceId: w.dup.id, targetId: w.gone.id })))
    expect(archived.message).toBe(mergeUsersMessages.targetArchived)
    const self = await refusal(asUser(w.admin, () => mergeUsers({ sourceId: w.adminUser.id, targetId: w.keep.id })))
    expect(self.message).toBe(mergeUsersMessages.self)
    expect(await ownedBy(w.dup.id)).toEqual({ subscriptions: 1, formResponses: 2, wins: 1 })
  })

  scenario('refuses merging any account into your own, changing nothing', duplicates, async (w) => {
    const before = { keep: await ownedBy(w.keep.id), dup: await ownedBy(w.dup.id) }
    const error = await refusal(asUser(w.admin, () => mergeUsers({ sourceId: w.dup.id, targetId: w.adminUser.id })))
    expect(error.extensions.properties?.messages).toEqual({ targetId: [mergeTrustMessages.selfTarget] })
    const preview = await refusal(asUser(w.admin, () => mergeUsersPreview({ sourceId: w.dup.id, targetId: w.adminUser.id })))
    expect(preview.message).toBe(mergeTrustMessages.selfTarget)
    expect({ keep: await ownedBy(w.keep.id), dup: await ownedBy(w.dup.id) }).toEqual(before)
    expect((await db.select().from(userAccessLevels).where(eq(userAccessLevels.userId, w.adminUser.id))).length).toBe(1)
    const [source] = await db.select().from(users).where(eq(users.id, w.dup.id))
    expect(source.archivedAt).toBeNull()
  })

  scenario('a non-admin merges only accounts that hold no more than they do', duplicates, async (w) => {
    const desk = await currentUserFor((await createUser({ email: 'desk@staff.test', accessLevels: [{ name: 'merge-desk', pageAccess: { mergeUsers: true } }] })).id)
    const attempts = [
      { sourceId: w.adminUser.id, targetId: w.keep.id },
      { sourceId: w.dup.id, targetId: w.adminUser.id },
      // The finance staff's level has pages the merge desk lacks.
      { sourceId: w.finance.id, targetId: w.keep.id },
    ]
    for (const ids of attempts) {
      const error = await refusal(asUser(desk, () => mergeUsers(ids)))
      expect(error).toMatchObject({ message: staffTrustMessages.holdsMore, extensions: { code: 'FORBIDDEN' } })
      expect((await refusal(asUser(desk, () => mergeUsersPreview(ids)))).extensions.code).toBe('FORBIDDEN')
    }
    const archived = await db.select({ id: users.id }).from(users).where(sql`${users.archivedAt} is not null`)
    expect(archived.map((row) => row.id)).toEqual([w.gone.id])
    expect(await db.select().from(infoLogs).where(eq(infoLogs.action, 'users-merged'))).toEqual([])
  })

  scenario("a non-admin's merge leaves the duplicate's access levels on the archived account, and the preview says so", duplicates, async (w) => {
    const desk = await currentUserFor((await createUser({ email: 'desk@staff.test', accessLevels: [{ name: 'merge-desk', pageAccess: { mergeUsers: true } }] })).id)
    const preview = await asUser(desk, () => mergeUsersPreview({ sourceId: w.dup.id, targetId: w.keep.id }))
    const levels = preview.items.find((item) => item.key === 'accessLevels')!
    expect(levels).toMatchObject({ moves: 0, conflicts: 2, conflictRule: mergeTrustMessages.levelsStay })
    // Everything else moves as an admin's merge would.
    expect(preview.items.find((item) => item.key === 'subscriptions')).toMatchObject({ moves: 1 })

    const done = await asUser(desk, () => mergeUsers({ sourceId: w.dup.id, targetId: w.keep.id }))
    expect(done.items.find((item) => item.key === 'accessLevels')).toMatchObject({ moves: 0, conflicts: 2 })
    const namesOf = async (userId: number) =>
      (await db.execute<{ name: string }>(sql`select al.name from user_access_levels ual join access_levels al on al.id = ual.access_level_id where ual.user_id = ${userId} order by al.name`)).rows.map(
        (row) => row.name,
      )
    expect(await namesOf(w.keep.id)).toEqual(['non-member'])
    expect(await namesOf(w.dup.id)).toEqual(['member', 'non-member'])
    expect(await ownedBy(w.keep.id)).toEqual({ subscriptions: 2, formResponses: 2, wins: 1 })
    const [log] = await db.select().from(infoLogs).where(eq(infoLogs.action, 'users-merged'))
    expect(log.details).toMatchObject({ counts: { accessLevels: { moves: 0, conflicts: 2 } } })
  })

  scenario('every column that references users.id has a rule: moved, merged or kept on the archived account', async () => ({}), async () => {
    const result = await db.execute<{ ref: string }>(sql`
      select c.conrelid::regclass::text || '.' || a.attname as ref
        from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
       where c.contype = 'f' and c.confrelid = 'users'::regclass`)
    const referencing = result.rows.map((row) => row.ref).sort()
    const ruled = [...MERGE_PARTS.flatMap((part) => (part.references ? [part.references] : [])), ...Object.keys(MERGE_KEPT)]
    expect([...new Set(ruled)].sort()).toEqual(referencing)
    expect(MERGE_KEPT['checkout_sessions.refund_settled_by_id']).toBeDefined()
  })

  scenario('guards: the mergeUsers page flag', duplicates, async (w) => {
    const refused = await runGraphql(w.finance, 'mutation ($s: Int!, $t: Int!) { mergeUsers(sourceId: $s, targetId: $t) { target { id } } }', { s: w.dup.id, t: w.keep.id })
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN')
    const ok = await runGraphql(w.admin, 'query ($s: Int!, $t: Int!) { mergeUsersPreview(sourceId: $s, targetId: $t) { items { key moves conflicts conflictRule } } }', { s: w.dup.id, t: w.keep.id })
    expect(ok.errors).toBeUndefined()
  })
})

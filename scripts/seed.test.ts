// The seed on the real test database (api/vitest.config.ts picks scripts/**/*.test.ts up; every
// test starts from empty tables). Demo passwords are hashed at the lowered test cost
// (AUTH_TEST_SCRYPT_LOG2N in api/vitest.config.ts), so seeding takes about a second.
import { eq, inArray, like, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  accessLevels,
  invoices,
  LIFETIME_EXPIRY,
  paymentSchedules,
  pointEntries,
  subscriptions,
  userAccessLevels,
  users,
} from '../db/schema'
import { verifyPassword } from '../api/src/lib/auth/password'
import { loadCurrentUser } from '../api/src/lib/auth/loadCurrentUser'
import { db } from '../api/src/lib/db'
import { duesAndExpiration } from '../api/src/services/dues/dues'
import { approveSchedule, revokeSchedule } from '../api/src/services/paymentSchedules/transitions'
import { seed } from './seed'
import { historyOf } from './seed/scaleHistory'
import { ALL_PAGE_FLAGS, FUNCTION_FLAGS, ROLE_IDS, ROLE_LABELS } from '../common/permissions'
import { ACCESS_LEVEL_DEFAULTS } from './seed/accessLevels'
import { demoLogins, demoPassword } from './seed/demoLogins'
import { addDays, manilaToday, scheduleStatus, statusKind } from './seed/helpers'

const quiet = () => {}

/** An md5 of the plain --scale members' subscriptions and payment schedules (not the history's). */
async function currentScaleDigest(): Promise<string> {
  const result = await db.execute<{ digest: string }>(sql`
    select md5(string_agg(su::text || ps::text, '|' order by ps.id)) as digest
      from subscriptions su join invoices i on i.subscription_id = su.id join payment_schedules ps on ps.invoice_id = i.id
     where su.import_key ~ '^scale-[0-9]+$'`)
  return result.rows[0].digest
}
const run = (scale = 0) => seed({ scale, log: quiet })

/** Every public table's row count and an md5 of all its rows: equal fingerprints = nothing changed. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = await db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)
  const result: Record<string, string> = {}
  for (const { tablename } of tables.rows) {
    const row = await db.execute<{ count: number; digest: string }>(
      sql.raw(`select count(*)::int as count, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${tablename}" t`),
    )
    result[tablename] = `${row.rows[0].count}:${row.rows[0].digest}`
  }
  return result
}

async function userByEmail(email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email))
  if (!user) throw new Error(`no user ${email}`)
  return user
}

describe('yarn rw db seed', () => {
  it('is idempotent: a second run changes no row of any table', { timeout: 60_000 }, async () => {
    await run()
    const first = await fingerprint()
    // A believable community, not an empty shell.
    for (const table of ['users', 'courses', 'lessons', 'events', 'resource_files', 'subscriptions', 'payment_schedules', 'commissions', 'settings']) {
      expect(Number(first[table].split(':')[0]), table).toBeGreaterThan(0)
    }
    await run()
    expect(await fingerprint()).toEqual(first)
  })

  it('creates every access level with the default flags', { timeout: 60_000 }, async () => {
    await run()
    const rows = await db.select().from(accessLevels)
    expect(rows.map((row) => row.name).sort()).toEqual([...ROLE_IDS].sort())
    const admin = rows.find((row) => row.name === 'tribe-team-ro')!
    expect(admin.label).toBe('Admin')
    expect(ALL_PAGE_FLAGS.every((flag) => admin.pageAccess[flag] === true)).toBe(true)
    expect(FUNCTION_FLAGS.every((flag) => admin.functionAccess[flag] === true)).toBe(true)
    for (const row of rows) {
      const defaults = ACCESS_LEVEL_DEFAULTS[row.name as keyof typeof ACCESS_LEVEL_DEFAULTS]
      expect(row.label, row.name).toBe(ROLE_LABELS[row.name as keyof typeof ROLE_LABELS])
      const granted = Object.keys(row.pageAccess).filter((flag) => row.pageAccess[flag])
      expect(granted.sort(), row.name).toEqual([...new Set(defaults.pages)].sort())
    }
    const member = rows.find((row) => row.name === 'member')!
    expect(Object.values(member.pageAccess).some(Boolean)).toBe(false)
    const finance = rows.find((row) => row.name === 'tribe-team-fa')!
    expect(finance.pageAccess.payment).toBe(true)
    expect(finance.functionAccess.user_impersonate).toBe(false)
  })

  it('creates each demo login with its access levels, roles and the demo password', { timeout: 60_000 }, async () => {
    await run()
    for (const login of demoLogins) {
      const user = await userByEmail(login.email)
      const held = await db
        .select({ name: accessLevels.name })
        .from(userAccessLevels)
        .innerJoin(accessLevels, eq(accessLevels.id, userAccessLevels.accessLevelId))
        .where(eq(userAccessLevels.userId, user.id))
      expect(held.map((row) => row.name).sort(), login.email).toEqual([...login.accessLevels].sort())
      expect(user.roles).toEqual([...login.roles])
      expect(await verifyPassword(demoPassword, user.hashedPassword), login.email).toBe(true)
    }
    // Only the demo logins can log in.
    const withPassword = await db.select({ email: users.email }).from(users).where(sql`${users.hashedPassword} is not null`)
    expect(withPassword.map((row) => row.email).sort()).toEqual(demoLogins.map((login) => login.email).sort())
  })

  it('covers every derived payment-schedule state and subscription situation', { timeout: 60_000 }, async () => {
    await run()
    const today = manilaToday()
    const schedules = await db.select({ scheduleDate: paymentSchedules.scheduleDate, transactionId: paymentSchedules.transactionId }).from(paymentSchedules)
    const kinds = new Set(schedules.map((row) => statusKind(scheduleStatus(row, today))))
    expect([...kinds].sort()).toEqual(['Due in N days', 'Due today', 'Due tomorrow', 'Overdue', 'Paid'])

    const subs = await db.select().from(subscriptions)
    const startOfToday = new Date(`${today}T00:00:00+08:00`)
    const in14Days = new Date(`${addDays(today, 14)}T00:00:00+08:00`)
    expect(subs.some((s) => s.expiry < startOfToday), 'expired').toBe(true)
    expect(subs.some((s) => s.expiry >= startOfToday && s.expiry < in14Days), 'expiring soon').toBe(true)
    expect(subs.some((s) => s.expiry.getTime() === LIFETIME_EXPIRY.getTime()), 'lifetime').toBe(true)
    expect(subs.some((s) => s.expiry >= in14Days && s.expiry < LIFETIME_EXPIRY), 'active').toBe(true)
    expect(subs.some((s) => s.unenrolledAt !== null), 'unenrolled').toBe(true)
  })

  it('gives the payer demo login one paid, one overdue and one coming instalment (e2e/billing.spec.ts)', { timeout: 60_000 }, async () => {
    await run()
    const payer = await userByEmail('payer@tribe.test')
    expect(await loadCurrentUser(payer.id)).toMatchObject({ membershipStatus: 'Active', accessLevel: { name: 'member' }, isBatch17: false, showReturneeModal: false })
    const dues = await duesAndExpiration(payer.id)
    expect(dues.overduePayments.map((row) => row.scheduleDate)).toEqual([addDays(manilaToday(), -10)])
    const rows = await db
      .select({ scheduleDate: paymentSchedules.scheduleDate, transactionId: paymentSchedules.transactionId })
      .from(paymentSchedules)
      .innerJoin(invoices, eq(invoices.id, paymentSchedules.invoiceId))
      .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
      .where(eq(subscriptions.userId, payer.id))
      .orderBy(paymentSchedules.scheduleDate)
    expect(rows.map((row) => [row.scheduleDate, row.transactionId !== null])).toEqual([
      [addDays(manilaToday(), -40), true],
      [addDays(manilaToday(), -10), false],
      [addDays(manilaToday(), 20), false],
    ])
  })

  it("gives the demo member an Active membership with an overdue payment (the dues banner's case)", { timeout: 60_000 }, async () => {
    await run()
    const member = await userByEmail('member@tribe.test')
    const current = await loadCurrentUser(member.id)
    expect(current).toMatchObject({
      membershipStatus: 'Active',
      accessLevel: { name: 'member' },
      stage: { number: 1 },
      batch: { name: 'Batch 17' },
      isBatch17: true,
      isJourneyFormCompleted: true,
      showReturneeModal: false,
    })
    expect(current!.group?.name).toBe('Tribe Luzon')
    expect(current!.accountabilityGroupId).not.toBeNull()

    const dues = await duesAndExpiration(member.id)
    expect(dues.expired).toEqual([])
    expect(dues.expiringSoon).toEqual([])
    expect(dues.overduePayments.map((row) => row.scheduleDate)).toEqual([addDays(manilaToday(), -5)])

    const [points] = await db
      .select({ base: sql<number>`sum(${pointEntries.points}) filter (where ${pointEntries.kind} = 'base')::int`, task: sql<number>`sum(${pointEntries.points}) filter (where ${pointEntries.kind} = 'task')::int` })
      .from(pointEntries)
      .where(eq(pointEntries.userId, member.id))
    expect(points.base).toBeGreaterThan(0)
    expect(points.task).toBeGreaterThan(0)
  })

  it('places the rest of the cast in the situations the shell shows', { timeout: 60_000 }, async () => {
    await run()
    const facts = async (email: string) => (await loadCurrentUser((await userByEmail(email)).id))!
    expect(await facts('nicole.gonzales@tribe.test')).toMatchObject({ isBatch17: true, isJourneyFormCompleted: false })
    // The batch-17 demo login meets the journey-form dialog.
    expect(await facts('batch17@tribe.test')).toMatchObject({ isBatch17: true, isJourneyFormCompleted: false })
    expect(await facts('joshua.castillo@tribe.test')).toMatchObject({ showReturneeModal: true, membershipStatus: 'Active' })
    expect(await facts('kevin.manalo@tribe.test')).toMatchObject({ isFastTrackStudent: true })
    expect(await facts('jasmine.salazar@tribe.test')).toMatchObject({ membershipStatus: 'Multiple Subscriptions Found' })
    expect(await facts('mark.cruz@tribe.test')).toMatchObject({ membershipStatus: 'Expired' })
    expect((await facts('affiliate@tribe.test')).affiliateTimestamp).not.toBeNull()
    expect(await facts('teamlead@tribe.test')).toMatchObject({ managedGroup: { name: 'Tribe Luzon' } })
    expect((await facts('teamlead@tribe.test')).accountabilityAsLeaderId).not.toBeNull()
    expect((await facts('coach@tribe.test')).stagesAsReviewer.map((stage) => stage.number)).toEqual([1, 2])
    expect((await facts('headcoach@tribe.test')).managedStage).toMatchObject({ number: 1 })
  })

  it('--scale 50 adds exactly 50 members with their rows; a second --scale 50 adds nothing', { timeout: 60_000 }, async () => {
    await run()
    const before = await fingerprint()
    await run(50)

    const scaleUsers = await db.select().from(users).where(like(users.email, 'scale-%@tribe.test'))
    expect(scaleUsers).toHaveLength(50)
    expect(scaleUsers.every((user) => user.hashedPassword === null)).toBe(true)
    const ids = scaleUsers.map((user) => user.id)
    const levels = await db
      .select({ userId: userAccessLevels.userId, name: accessLevels.name })
      .from(userAccessLevels)
      .innerJoin(accessLevels, eq(accessLevels.id, userAccessLevels.accessLevelId))
      .where(inArray(userAccessLevels.userId, ids))
    expect(levels).toHaveLength(50)
    expect(levels.every((row) => row.name === 'member')).toBe(true)

    const perUser = await db
      .select({
        userId: subscriptions.userId,
        subscriptions: sql<number>`count(distinct ${subscriptions.id})::int`,
        invoices: sql<number>`count(distinct ${invoices.id})::int`,
        schedules: sql<number>`count(${paymentSchedules.id})::int`,
      })
      .from(subscriptions)
      .innerJoin(invoices, eq(invoices.subscriptionId, subscriptions.id))
      .innerJoin(paymentSchedules, eq(paymentSchedules.invoiceId, invoices.id))
      .where(inArray(subscriptions.userId, ids))
      .groupBy(subscriptions.userId)
    expect(perUser).toHaveLength(50)
    for (const row of perUser) {
      expect(row.subscriptions).toBe(1)
      expect(row.invoices).toBe(1)
      expect(row.schedules).toBeGreaterThanOrEqual(3)
      expect(row.schedules).toBeLessThanOrEqual(6)
    }
    const schedules = await db
      .select({ scheduleDate: paymentSchedules.scheduleDate, transactionId: paymentSchedules.transactionId })
      .from(paymentSchedules)
      .innerJoin(invoices, eq(invoices.id, paymentSchedules.invoiceId))
      .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
      .where(inArray(subscriptions.userId, ids))
    const kinds = new Set(schedules.map((row) => statusKind(scheduleStatus(row, manilaToday()))))
    expect(kinds).toContain('Paid')
    expect(kinds).toContain('Overdue')
    expect(kinds).toContain('Due in N days')

    const afterFirst = await fingerprint()
    expect(afterFirst).not.toEqual(before)
    await run(50)
    expect(await fingerprint()).toEqual(afterFirst)

    // A larger N adds only the missing members.
    await run(60)
    const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users).where(like(users.email, 'scale-%@tribe.test'))
    expect(count).toBe(60)
  })

  it('--scale 100 --history adds about three years of history behind the same members; a re-run adds nothing', { timeout: 90_000 }, async () => {
    await run(100)
    const plainDigest = await currentScaleDigest()
    await seed({ scale: 100, history: true, log: quiet })
    const today = manilaToday()
    const members = Array.from({ length: 100 }, (_, i) => historyOf(i + 1))
    const expected = {
      level1: members.filter((m) => m.level1).length,
      level2: members.filter((m) => m.level2).length,
      unenrolled: members.filter((m) => m.unenrolled).length,
      renewals: members.reduce((sum, m) => sum + m.onTimeRenewals, 0),
      moveUps: members.reduce((sum, m) => sum + m.moveUps, 0),
    }
    expect(expected).toEqual({ level1: 74, level2: 24, unenrolled: 8, renewals: 56, moveUps: 113 })

    // The plain --scale rows are untouched: the current subscriptions and their schedules.
    expect(await currentScaleDigest()).toBe(plainDigest)

    const [subs] = (
      await db.execute<{ level1: number; level2: number; unenrolled: number; unenrolledBy: number; oldest: string }>(sql`
        select count(*) filter (where import_key like 'scale-h1-%')::int as level1,
               count(*) filter (where import_key like 'scale-h2-%')::int as level2,
               count(*) filter (where unenrolled_at is not null)::int as unenrolled,
               count(*) filter (where unenrolled_by_id is not null)::int as "unenrolledBy",
               min((starts_at at time zone 'Asia/Manila')::date)::text as oldest
          from subscriptions where import_key like 'scale-h%'`)
    ).rows
    expect(subs).toMatchObject({ level1: expected.level1, level2: expected.level2, unenrolled: expected.unenrolled, unenrolledBy: expected.unenrolled })
    expect(subs.oldest < addDays(today, -1000)).toBe(true)

    // Renewed on time = started at most 14 days after an earlier one of the same product ended
    // (the rule of common/reportPeriods.ts RENEWAL_GRACE_DAYS); late returns and churns are not.
    const [{ renewals }] = (
      await db.execute<{ renewals: number }>(sql`
        select count(*)::int as renewals
          from subscriptions s join funnels f on f.id = s.funnel_id
         where s.import_key like 'scale-%'
           and exists (select 1 from subscriptions p join funnels pf on pf.id = p.funnel_id
                        where p.user_id = s.user_id and pf.product_id = f.product_id and p.starts_at < s.starts_at
                          and (least(p.expiry, coalesce(p.unenrolled_at, p.expiry)) at time zone 'Asia/Manila')::date + 14
                              >= (s.starts_at at time zone 'Asia/Manila')::date)`)
    ).rows
    expect(renewals).toBe(expected.renewals)

    const scaleRows = sql`payment_schedules ps join invoices i on i.id = ps.invoice_id join subscriptions su on su.id = i.subscription_id
                          where su.import_key like 'scale-%'`
    const [pay] = (
      await db.execute<{ rows: number; paid: number; revoked: number; badRevoked: number; mismatched: number; late: number; years: number }>(sql`
        select count(*)::int as rows,
               count(*) filter (where ps.transaction_id is not null)::int as paid,
               count(*) filter (where ps.revoked_at is not null)::int as revoked,
               count(*) filter (where ps.revoked_at is not null and (ps.transaction_id is not null or ps.revoked_by_id is null or ps.remarks is null))::int as "badRevoked",
               count(*) filter (where (ps.transaction_id is null) <> (ps.approved_at is null))::int as mismatched,
               count(*) filter (where extract(hour from ps.approved_at at time zone 'Asia/Manila') = 23)::int as late,
               count(distinct extract(year from ps.approved_at at time zone 'Asia/Manila'))::int as years
          from ${scaleRows}`)
    ).rows
    expect(pay.rows).toBeGreaterThan(1000)
    expect(pay).toMatchObject({ badRevoked: 0, mismatched: 0 })
    expect(pay.revoked).toBeGreaterThan(0)
    expect(pay.late).toBeGreaterThan(0)
    expect(pay.years).toBeGreaterThanOrEqual(3)
    const aging = await db.execute<{ bucket: string; count: number }>(sql`
      select case when ${today}::date - ps.schedule_date <= 30 then '1-30' when ${today}::date - ps.schedule_date <= 60 then '31-60'
                  when ${today}::date - ps.schedule_date <= 90 then '61-90' else '91+' end as bucket, count(*)::int as count
        from ${scaleRows} and ps.transaction_id is null and ps.schedule_date < ${today}::date group by 1 order by 1`)
    expect(aging.rows.map((row) => row.bucket)).toEqual(['1-30', '31-60', '61-90', '91+'])

    // Every approval of a scale row is in the info log (a revoked one was approved first), and its
    // details have the keys the real approve and revoke paths write.
    const logs = await db.execute<{ action: string; count: number; keys: string }>(sql`
      select action, count(*)::int as count, min((select string_agg(k, ',' order by k) from jsonb_object_keys(details) k)) as keys
        from info_logs
       where action in ('payment-approved', 'payment-revoked') and entity_type = 'payment_schedule'
         and entity_id in (select ps.id::text from ${scaleRows})
       group by action order by action`)
    expect(logs.rows.map((row) => [row.action, row.count])).toEqual([
      ['payment-approved', pay.paid + pay.revoked],
      ['payment-revoked', pay.revoked],
    ])

    const [activity] = (
      await db.execute<{ moveUps: number; laterTasks: number; manual: number; taskPoints: number; completions: number; lessonYears: number }>(sql`
        select (select count(*)::int from move_up_reviews m join users u on u.id = m.user_id where m.status = 'approved' and u.tribe_id like 'SC%') as "moveUps",
               (select count(*)::int from task_completions tc join tasks t on t.id = tc.task_id join stages s on s.id = t.stage_id where s.number in (2, 3)) as "laterTasks",
               (select count(*)::int from point_entries where kind = 'manual' and created_by_id is not null) as manual,
               (select count(*)::int from point_entries where kind = 'task') as "taskPoints",
               (select count(*)::int from task_completions) as completions,
               (select count(distinct extract(year from started_at at time zone 'Asia/Manila'))::int from lesson_progress) as "lessonYears"`)
    ).rows
    expect(activity.moveUps).toBe(expected.moveUps)
    expect(activity.laterTasks).toBeGreaterThan(0)
    expect(activity.manual).toBeGreaterThan(0)
    expect(activity.taskPoints).toBe(activity.completions)
    expect(activity.lessonYears).toBeGreaterThanOrEqual(3)

    // Idempotent: the same command, or plain --scale, changes nothing.
    const afterFirst = await fingerprint()
    await seed({ scale: 100, history: true, log: quiet })
    await run(100)
    expect(await fingerprint()).toEqual(afterFirst)

    // The real paths on one unpaid history row: the same details keys as the seeded logs.
    const [unpaid] = (await db.execute<{ id: number }>(sql`select ps.id::int as id from ${scaleRows} and su.import_key like 'scale-h%' and ps.transaction_id is null and ps.revoked_at is null order by ps.id limit 1`)).rows
    const [admin] = await db.select().from(users).where(eq(users.email, 'grace.villanueva@tribe.test'))
    await db.transaction((tx) => approveSchedule(tx, { id: unpaid.id, paymentPlatform: 'GCash', externalInvoiceId: 'INV-1', actorId: admin.id }))
    await db.transaction((tx) => revokeSchedule(tx, { id: unpaid.id, remarks: 'Payment bounced', actorId: admin.id }))
    const real = await db.execute<{ action: string; keys: string }>(sql`
      select action, (select string_agg(k, ',' order by k) from jsonb_object_keys(details) k) as keys
        from info_logs where entity_type = 'payment_schedule' and entity_id = ${String(unpaid.id)} order by id`)
    expect(real.rows.map((row) => [row.action, row.keys])).toEqual(logs.rows.map((row) => [row.action, row.keys]))
  })

  it('refuses to run with NODE_ENV=production and writes nothing', async () => {
    const previous = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    try {
      await expect(run()).rejects.toThrow(/production/)
    } finally {
      process.env.NODE_ENV = previous
    }
    const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users)
    expect(count).toBe(0)
  })
})

// The constraints the product relies on, checked on the real test database (PGlite, and
// PostgreSQL in CI): each test makes the database refuse (or cascade) exactly as designed in
// db/schema and docs/data-model.md.
import { count, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createUser } from '../test/factories'
import { db } from './db'
import {
  coupons,
  funnels,
  groupMembers,
  groups,
  invoices,
  LIFETIME_EXPIRY,
  paymentSchedules,
  paymentTerms,
  pointEntries,
  products,
  stages,
  subGroups,
  subscriptions,
  taskCompletions,
  tasks,
  users,
  affiliates,
  commissions,
} from '../../../db/schema'

/** Awaits `work` and returns the Postgres error it failed with (drizzle wraps it in `cause`). */
async function pgError(work: Promise<unknown>): Promise<{ code: string; constraint?: string }> {
  try {
    await work
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause
    const pg = (cause?.code ? cause : error) as { code: string; constraint?: string }
    return { code: pg.code, constraint: pg.constraint }
  }
  throw new Error('expected the database to refuse this, but it succeeded')
}

const UNIQUE = '23505'
// An insert naming a missing row, or a NO ACTION reference still in use at the end of a statement.
const FOREIGN_KEY = '23503'
// ON DELETE RESTRICT: the row is still referenced. Postgres 16+ (and PGlite) report
// restrict_violation 23001; Postgres 15 reports foreign_key_violation 23503.
const RESTRICT = expect.stringMatching(/^(23001|23503)$/)
const CHECK = '23514'

async function insertFunnel(slug = 'starter') {
  const [product] = await db.insert(products).values({ name: 'Membership', priceCentavos: 1_000_000 }).returning()
  const [funnel] = await db
    .insert(funnels)
    .values({ productId: product.id, name: 'Starter', slug, priceCentavos: 999_900, validityByDays: 365 })
    .returning()
  return { product, funnel }
}

async function insertPaidSubscription(userId: number, funnelId: string) {
  await db.insert(paymentTerms).values({ id: 'one-time', name: 'One-time' }).onConflictDoNothing()
  const [subscription] = await db
    .insert(subscriptions)
    .values({ userId, funnelId, paymentTermId: 'one-time', expiry: LIFETIME_EXPIRY })
    .returning()
  const [invoice] = await db.insert(invoices).values({ subscriptionId: subscription.id }).returning()
  const schedules = await db
    .insert(paymentSchedules)
    .values([
      { invoiceId: invoice.id, priceCentavos: 500_000, scheduleDate: '2025-01-15', transactionId: 'txn-1', approvedAt: new Date() },
      { invoiceId: invoice.id, priceCentavos: 499_900, scheduleDate: '2025-02-15' },
    ])
    .returning()
  return { subscription, invoice, schedules }
}

async function countRows(table: typeof paymentSchedules | typeof taskCompletions | typeof pointEntries | typeof groupMembers) {
  const [{ value }] = await db.select({ value: count() }).from(table)
  return value
}

describe('unique product keys', () => {
  it('refuses a second funnel with the same slug', async () => {
    const { product } = await insertFunnel('starter')
    const error = await pgError(
      db.insert(funnels).values({ productId: product.id, name: 'Copy', slug: 'starter', priceCentavos: 0 }),
    )
    expect(error).toEqual({ code: UNIQUE, constraint: 'funnels_slug_key' })
  })

  it('gives new funnels a random text id (funnel ids are strings in the contract)', async () => {
    const { funnel } = await insertFunnel()
    expect(funnel.id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('refuses two stages with the same number, and negative numbers', async () => {
    await db.insert(stages).values({ number: 0, name: 'Stage 0' })
    expect(await pgError(db.insert(stages).values({ number: 0, name: 'Again' }))).toEqual({
      code: UNIQUE,
      constraint: 'stages_number_key',
    })
    expect(await pgError(db.insert(stages).values({ number: -1, name: 'Below zero' }))).toEqual({
      code: CHECK,
      constraint: 'stages_number_check',
    })
  })

  it('treats coupon codes of one funnel as case-insensitive, but lets another funnel reuse them', async () => {
    const { funnel, product } = await insertFunnel('a')
    const [other] = await db.insert(funnels).values({ productId: product.id, name: 'B', slug: 'b', priceCentavos: 0 }).returning()
    await db.insert(coupons).values({ funnelId: funnel.id, code: 'TRIBE10', type: 'percentage', percentOff: 10 })
    await db.insert(coupons).values({ funnelId: other.id, code: 'TRIBE10', type: 'percentage', percentOff: 10 })
    expect(
      await pgError(db.insert(coupons).values({ funnelId: funnel.id, code: 'tribe10', type: 'fixed', amountCentavos: 5_000 })),
    ).toEqual({ code: UNIQUE, constraint: 'coupons_funnel_id_code_key' })
    // A percentage coupon must not also carry an amount.
    expect(
      await pgError(
        db.insert(coupons).values({ funnelId: funnel.id, code: 'BOTH', type: 'percentage', percentOff: 10, amountCentavos: 100 }),
      ),
    ).toEqual({ code: CHECK, constraint: 'coupons_type_check' })
  })
})

describe('tasks and points', () => {
  it('refuses a second completion of the same task by the same user', async () => {
    const user = await createUser({ email: 'ana@example.com' })
    const [stage] = await db.insert(stages).values({ number: 1, name: 'Foundations' }).returning()
    const [task] = await db.insert(tasks).values({ stageId: stage.id, title: 'Watch the welcome video', points: 10 }).returning()
    await db.insert(taskCompletions).values({ userId: user.id, taskId: task.id })
    expect(await pgError(db.insert(taskCompletions).values({ userId: user.id, taskId: task.id }))).toEqual({
      code: UNIQUE,
      constraint: 'task_completions_user_id_task_id_key',
    })
  })

  it('keeps one base-points entry per user, so a re-run import cannot add them twice', async () => {
    const user = await createUser({ email: 'ben@example.com' })
    await db.insert(pointEntries).values({ userId: user.id, kind: 'base', points: 100 })
    await db.insert(pointEntries).values({ userId: user.id, kind: 'manual', points: -5, reason: 'correction' })
    expect(await pgError(db.insert(pointEntries).values({ userId: user.id, kind: 'base', points: 100 }))).toEqual({
      code: UNIQUE,
      constraint: 'point_entries_base_user_id_key',
    })
    // Task points must name the completion that earned them.
    expect(await pgError(db.insert(pointEntries).values({ userId: user.id, kind: 'task', points: 10 }))).toEqual({
      code: CHECK,
      constraint: 'point_entries_task_link_check',
    })
  })

  it('refuses to delete a stage whose tasks someone has finished, but deletes an unused one with its tasks', async () => {
    const user = await createUser({ email: 'cy@example.com' })
    const [used, unused] = await db
      .insert(stages)
      .values([
        { number: 1, name: 'Used' },
        { number: 2, name: 'Unused' },
      ])
      .returning()
    const [task] = await db.insert(tasks).values({ stageId: used.id, title: 'Done once' }).returning()
    await db.insert(tasks).values({ stageId: unused.id, title: 'Never done' })
    await db.insert(taskCompletions).values({ userId: user.id, taskId: task.id })

    expect(await pgError(db.delete(stages).where(eq(stages.id, used.id)))).toEqual({
      code: RESTRICT,
      constraint: 'task_completions_task_id_tasks_id_fk',
    })
    await db.delete(stages).where(eq(stages.id, unused.id))
    expect(await db.select({ id: tasks.id }).from(tasks)).toEqual([{ id: task.id }])
  })
})

describe('deleting a user', () => {
  it('takes their progress and memberships with them', async () => {
    const user = await createUser({ email: 'dee@example.com' })
    const [stage] = await db.insert(stages).values({ number: 1, name: 'Foundations' }).returning()
    const [task] = await db.insert(tasks).values({ stageId: stage.id, title: 'Intro', points: 10 }).returning()
    const [completion] = await db.insert(taskCompletions).values({ userId: user.id, taskId: task.id }).returning()
    await db.insert(pointEntries).values({ userId: user.id, kind: 'task', points: 10, taskCompletionId: completion.id })
    const [group] = await db.insert(groups).values({ name: 'Tribe A' }).returning()
    await db.insert(groupMembers).values({ userId: user.id, groupId: group.id })

    await db.delete(users).where(eq(users.id, user.id))

    expect(await countRows(taskCompletions)).toBe(0)
    expect(await countRows(pointEntries)).toBe(0)
    expect(await countRows(groupMembers)).toBe(0)
  })

  it('is refused while they have a subscription (their payment history must stay)', async () => {
    const user = await createUser({ email: 'eve@example.com' })
    const { funnel } = await insertFunnel()
    await insertPaidSubscription(user.id, funnel.id)

    expect(await pgError(db.delete(users).where(eq(users.id, user.id)))).toEqual({
      code: RESTRICT,
      constraint: 'subscriptions_user_id_users_id_fk',
    })
    expect(await db.select({ id: users.id }).from(users)).toEqual([{ id: user.id }])
  })
})

describe('invoices and payment schedules', () => {
  it("deletes an invoice's payment schedules with it", async () => {
    const user = await createUser({ email: 'fay@example.com' })
    const { funnel } = await insertFunnel()
    const { invoice } = await insertPaidSubscription(user.id, funnel.id)
    expect(await countRows(paymentSchedules)).toBe(2)

    await db.delete(invoices).where(eq(invoices.id, invoice.id))

    expect(await countRows(paymentSchedules)).toBe(0)
  })

  it('keeps paid and approved together, so the derived status cannot contradict itself', async () => {
    const user = await createUser({ email: 'gil@example.com' })
    const { funnel } = await insertFunnel()
    const { invoice } = await insertPaidSubscription(user.id, funnel.id)
    expect(
      await pgError(
        db.insert(paymentSchedules).values({ invoiceId: invoice.id, priceCentavos: 1, scheduleDate: '2025-03-15', transactionId: 'txn-2' }),
      ),
    ).toEqual({ code: CHECK, constraint: 'payment_schedules_paid_check' })
    // One gateway transaction pays one instalment.
    expect(
      await pgError(
        db.insert(paymentSchedules).values({
          invoiceId: invoice.id,
          priceCentavos: 1,
          scheduleDate: '2025-03-15',
          transactionId: 'txn-1',
          approvedAt: new Date(),
        }),
      ),
    ).toEqual({ code: UNIQUE, constraint: 'payment_schedules_transaction_id_key' })
  })

  it('refuses to delete a paid instalment that earned an affiliate commission', async () => {
    const buyer = await createUser({ email: 'hal@example.com' })
    const partner = await createUser({ email: 'ivy@example.com' })
    const { funnel } = await insertFunnel()
    const { invoice, schedules } = await insertPaidSubscription(buyer.id, funnel.id)
    const [affiliate] = await db
      .insert(affiliates)
      .values({ userId: partner.id, code: 'ivy', commissionType: 'Percentage', commissionPercent: 10 })
      .returning()
    await db.insert(commissions).values({
      affiliateId: affiliate.id,
      paymentScheduleId: schedules[0].id,
      commissionType: 'Percentage',
      commissionPercent: 10,
      amountCentavos: 50_000,
    })

    expect(await pgError(db.delete(invoices).where(eq(invoices.id, invoice.id)))).toEqual({
      code: RESTRICT,
      constraint: 'commissions_payment_schedule_id_payment_schedules_id_fk',
    })
    expect(await countRows(paymentSchedules)).toBe(2)
  })

  it('stores lifetime access as 9999-12-31 in Manila', async () => {
    const user = await createUser({ email: 'jo@example.com' })
    const { funnel } = await insertFunnel()
    const { subscription } = await insertPaidSubscription(user.id, funnel.id)
    const [{ manilaDate }] = (
      await db.execute<{ manilaDate: string }>(
        sql`select to_char(${subscriptions.expiry} at time zone 'Asia/Manila', 'YYYY-MM-DD') as "manilaDate"
            from ${subscriptions} where ${subscriptions.id} = ${subscription.id}`,
      )
    ).rows
    expect(manilaDate).toBe('9999-12-31')
  })
})

describe('groups', () => {
  it("refuses a member's sub-group from another group", async () => {
    const user = await createUser({ email: 'kim@example.com' })
    const [a, b] = await db.insert(groups).values([{ name: 'A' }, { name: 'B' }]).returning()
    const [subOfB] = await db.insert(subGroups).values({ groupId: b.id, name: 'B1' }).returning()
    expect(await pgError(db.insert(groupMembers).values({ userId: user.id, groupId: a.id, subGroupId: subOfB.id }))).toEqual({
      code: FOREIGN_KEY,
      constraint: 'group_members_sub_group_fk',
    })
    await db.insert(groupMembers).values({ userId: user.id, groupId: b.id, subGroupId: subOfB.id })
    // One group per user.
    expect(await pgError(db.insert(groupMembers).values({ userId: user.id, groupId: a.id }))).toEqual({
      code: UNIQUE,
      constraint: 'group_members_pkey',
    })
  })

  it('deletes a whole group with its sub-groups and members, but refuses to orphan members of one sub-group', async () => {
    const user = await createUser({ email: 'lou@example.com' })
    const [group] = await db.insert(groups).values({ name: 'A' }).returning()
    const [sub] = await db.insert(subGroups).values({ groupId: group.id, name: 'A1' }).returning()
    await db.insert(groupMembers).values({ userId: user.id, groupId: group.id, subGroupId: sub.id })

    expect((await pgError(db.delete(subGroups).where(eq(subGroups.id, sub.id)))).code).toBe(FOREIGN_KEY)
    await db.delete(groups).where(eq(groups.id, group.id))
    expect(await countRows(groupMembers)).toBe(0)
  })
})

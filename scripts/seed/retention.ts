// Members on the renewal worklist (/retention), so each of its buckets has real rows in the demo:
// memberships ending in 25, 45 and 75 days (for regular renewal, early renewal, er warmup), one
// expired 10 days ago (still in the 14-day grace), one renewed early and paid (collected), and one
// whose renewal's first instalment is still unpaid (for regular renewal, with a balance). Some
// are the success managers' members, so successmanager@tribe.test sees a list of their own.
// The base seed already adds Andrea (bootcamp ending in 5 days), Mark (expired 6 days ago) and
// Rowena (unenrolled). Idempotent: users by e-mail, subscriptions by importKey 'seed:retention-...'.
import { inArray } from 'drizzle-orm'
import { invoices, paymentSchedules, subscriptions, successManagerMembers, successManagers, userAccessLevels, users } from '../../db/schema'
import type { Catalog } from './commerce'
import { FUNNELS } from './commerce'
import { userId, type SeedContext } from './context'
import { addDays, manilaAt } from './helpers'

type RetentionMember = {
  email: string
  firstName: string
  lastName: string
  mobileNumber: string
  batch: number
  /** Who looks after them (a success manager's e-mail), if anyone. */
  manager?: string
  /** Days from today the membership started (it runs 365 days). */
  start: number
  /** A renewal: days from today it starts, its term and its rows ([day offset, paid?]). */
  renewal?: { start: number; term: 'one-time' | 'monthly-3'; schedules: [number, boolean][] }
}

const MEMBERS: RetentionMember[] = [
  { email: 'lorna.bautista@tribe.test', firstName: 'Lorna', lastName: 'Bautista', mobileNumber: '09171234560', batch: 17, manager: 'successmanager@tribe.test', start: -340 },
  { email: 'paolo.mendoza@tribe.test', firstName: 'Paolo', lastName: 'Mendoza', mobileNumber: '09171234561', batch: 17, manager: 'successmanager@tribe.test', start: -320 },
  { email: 'liza.ramos@tribe.test', firstName: 'Liza', lastName: 'Ramos', mobileNumber: '09171234562', batch: 18, manager: 'dennis.lim@tribe.test', start: -290 },
  { email: 'victor.santos@tribe.test', firstName: 'Victor', lastName: 'Santos', mobileNumber: '09171234563', batch: 16, start: -375 },
  {
    email: 'ramon.aquino@tribe.test',
    firstName: 'Ramon',
    lastName: 'Aquino',
    mobileNumber: '09171234564',
    batch: 16,
    manager: 'successmanager@tribe.test',
    start: -355,
    renewal: { start: -2, term: 'one-time', schedules: [[-2, true]] },
  },
  {
    email: 'tess.domingo@tribe.test',
    firstName: 'Tess',
    lastName: 'Domingo',
    mobileNumber: '09171234565',
    batch: 17,
    manager: 'dennis.lim@tribe.test',
    start: -358,
    renewal: { start: -1, term: 'monthly-3', schedules: [[0, false], [30, false], [60, false]] },
  },
]

export async function seedRetention(ctx: SeedContext, catalog: Catalog) {
  const { tx } = ctx
  await tx
    .insert(users)
    .values(
      MEMBERS.map((m) => ({
        email: m.email,
        firstName: m.firstName,
        lastName: m.lastName,
        mobileNumber: m.mobileNumber,
        slug: m.email.replace(/[^a-z0-9]/g, '-'),
        batchId: ctx.batches.get(m.batch) ?? null,
        roles: [],
      })),
    )
    .onConflictDoNothing({ target: users.email })
  const rows = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, MEMBERS.map((m) => m.email)))
  for (const row of rows) ctx.users.set(row.email, row.id)
  await tx
    .insert(userAccessLevels)
    .values(MEMBERS.map((m) => ({ userId: userId(ctx, m.email), accessLevelId: ctx.levels.member })))
    .onConflictDoNothing()

  const managers = await tx
    .select({ id: successManagers.id, userId: successManagers.userId })
    .from(successManagers)
    .where(inArray(successManagers.userId, [...new Set(MEMBERS.flatMap((m) => (m.manager ? [userId(ctx, m.manager)] : [])))]))
  const managerOf = new Map(managers.map((row) => [row.userId, row.id]))
  const assigned = MEMBERS.filter((m) => m.manager && managerOf.has(userId(ctx, m.manager)))
  if (assigned.length)
    await tx
      .insert(successManagerMembers)
      .values(assigned.map((m) => ({ userId: userId(ctx, m.email), successManagerId: managerOf.get(userId(ctx, m.manager!))!, assignedById: userId(ctx, 'admin@tribe.test') })))
      .onConflictDoNothing()

  const membership = FUNNELS.find((f) => f.slug === 'tribe-membership')!
  const renewal = FUNNELS.find((f) => f.slug === 'tribe-membership-renewal')!
  const approver = userId(ctx, 'grace.villanueva@tribe.test')
  const plans = MEMBERS.flatMap((m) => {
    const first = { key: `retention-${m.email.split('@')[0]}`, member: m, funnel: membership, term: 'one-time', start: m.start, schedules: [[m.start, true]] as [number, boolean][] }
    if (!m.renewal) return [first]
    return [first, { key: `retention-${m.email.split('@')[0]}-renewal`, member: m, funnel: renewal, term: m.renewal.term, start: m.renewal.start, schedules: m.renewal.schedules }]
  })
  const created = await tx
    .insert(subscriptions)
    .values(
      plans.map((plan) => ({
        userId: userId(ctx, plan.member.email),
        funnelId: catalog.funnelIds.get(plan.funnel.slug)!,
        paymentTermId: plan.term,
        startsAt: manilaAt(addDays(ctx.today, plan.start), '10:00'),
        expiry: manilaAt(addDays(ctx.today, plan.start + plan.funnel.validityByDays!), '23:59'),
        createdById: userId(ctx, 'admin@tribe.test'),
        importKey: `seed:${plan.key}`,
        createdAt: manilaAt(addDays(ctx.today, Math.min(plan.start, 0)), '10:00'),
      })),
    )
    .onConflictDoNothing({ target: subscriptions.importKey })
    .returning({ id: subscriptions.id, importKey: subscriptions.importKey })
  if (created.length === 0) return
  const invoiceRows = await tx
    .insert(invoices)
    .values(created.map((row) => ({ subscriptionId: row.id })))
    .returning({ id: invoices.id, subscriptionId: invoices.subscriptionId })
  await tx.insert(paymentSchedules).values(
    created.flatMap((row) => {
      const plan = plans.find((p) => `seed:${p.key}` === row.importKey)!
      const invoiceId = invoiceRows.find((invoice) => invoice.subscriptionId === row.id)!.id
      const total = plan.funnel.terms[plan.term] ?? plan.funnel.priceCentavos
      const each = Math.floor(total / plan.schedules.length)
      return plan.schedules.map(([day, paid], n) => {
        const scheduleDate = addDays(ctx.today, day)
        return {
          invoiceId,
          // The remainder goes on the first payment (docs/product.md, "Time and money").
          priceCentavos: n === 0 ? total - each * (plan.schedules.length - 1) : each,
          scheduleDate,
          transactionId: paid ? `SEED-${plan.key}-${n + 1}` : null,
          paymentPlatform: paid ? 'GCash' : null,
          approvedAt: paid ? manilaAt(scheduleDate, '15:30') : null,
          approvedById: paid ? approver : null,
        }
      })
    }),
  )
}

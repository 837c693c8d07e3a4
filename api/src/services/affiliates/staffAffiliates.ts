// The back office's affiliates (graphql/affiliates.staff.sdl.ts; page flag affiliates): the list
// with each affiliate's numbers, one affiliate, their leads, status and rates. Numbers per
// affiliate are read for the page's rows only (clicks from the daily summary, clickRollup.ts;
// paying customers as their commissions' distinct leads); the sorts by leads and by commission read
// counters kept on each affiliate.
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { AFFILIATE_STATUSES, affiliateFunnelRates, affiliates, users } from '../../../../db/schema'
import { commissionRateSchema } from '../../../../common/validation/affiliates'
import { writeInfoLog } from '../../lib/audit'
import { assertNotOwnMoney } from '../../lib/auth/staffTrust'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import { NotFoundError, UserInputError } from '../../lib/errors'
import { pageArgsSchema, paginate } from '../../lib/paginate'
import { contains } from '../../lib/sql'
import { manilaDate } from '../../lib/time'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'
import { toAffiliateAccount } from './joining'
import { allTimeClicks } from './clickRollup'
import { billFacts, leadStage } from './leads'

export const AFFILIATE_SORTS = ['newest', 'oldest', 'leads', 'highest commission'] as const
export const staffMessages = {
  notFound: 'Affiliate not found',
  sort: `Sort by ${AFFILIATE_SORTS.join(', ')}`,
  status: 'Status must be active, waiting or suspended',
  setStatus: 'Set the status to active or suspended',
  unknownFunnel: 'One of the funnels does not exist',
}

const listArgs = pageArgsSchema({}).extend({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').nullish(),
  status: z.enum(AFFILIATE_STATUSES, { message: staffMessages.status }).nullish(),
  sort: z.enum(AFFILIATE_SORTS, { message: staffMessages.sort }).nullish(),
})

type StatsRow = { id: number; clicks: number; leads: number; payingCustomers: number; earned: number; pending: number; approved: number; paid: number; selfReferrals: number }

/** Each affiliate's numbers, for the rows `ids` names: one statement. */
async function statsOf(ids: number[]) {
  if (ids.length === 0) return new Map<number, StatsRow>()
  const list = sql.join(ids.map((id) => sql`${id}`), sql`, `)
  const { rows } = await db.execute<StatsRow>(sql`
    select a.id,
      ${allTimeClicks(sql`a.id`)} as "clicks",
      a.leads_count as "leads",
      (select count(distinct c.lead_id)::int from commissions c
        where c.affiliate_id = a.id and c.reverses_id is null and c.status <> 'reversed') as "payingCustomers",
      a.earned_centavos::int as "earned", coalesce(m.pending, 0)::int as "pending", coalesce(m.approved, 0)::int as "approved",
      coalesce(m.paid, 0)::int as "paid", coalesce(m.self_referrals, 0)::int as "selfReferrals"
    from affiliates a
    left join lateral (
      select sum(amount_centavos) filter (where status = 'pending') as pending,
        sum(amount_centavos) filter (where status = 'approved' and payout_id is null) as approved,
        sum(amount_centavos) filter (where status = 'paid') as paid,
        count(*) filter (where self_referral) as self_referrals
      from commissions where affiliate_id = a.id) m on true
    where a.id in (${list})`)
  return new Map(rows.map((row) => [Number(row.id), row]))
}

type RateRow = { affiliateId: number; funnelId: string; funnelName: string; commissionType: string; commissionCentavos: number | null; commissionPercent: number | null }

async function funnelRatesOf(ids: number[]) {
  if (ids.length === 0) return [] as RateRow[]
  const { rows } = await db.execute<RateRow>(sql`
    select r.affiliate_id as "affiliateId", r.funnel_id as "funnelId", f.name as "funnelName", r.commission_type as "commissionType",
      r.commission_centavos as "commissionCentavos", r.commission_percent as "commissionPercent"
    from affiliate_funnel_rates r join funnels f on f.id = r.funnel_id
    where r.affiliate_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
    order by f.name`)
  return rows
}

type BaseRow = typeof affiliates.$inferSelect & { name: string; email: string }

/** The rows as the API answers them (AdminAffiliate), with their numbers and rates. */
async function toAdminAffiliates(rows: BaseRow[]) {
  const ids = rows.map((row) => row.id)
  const [stats, rates] = await Promise.all([statsOf(ids), funnelRatesOf(ids)])
  return rows.map((row) => {
    const numbers = stats.get(row.id)
    return {
      // The account as the affiliate sees it (code, status, terms, rate, payout details), and more.
      ...toAffiliateAccount(row),
      userId: row.userId,
      name: row.name,
      email: row.email,
      createdAt: row.createdAt.toISOString(),
      clicks: Number(numbers?.clicks ?? 0),
      leads: Number(numbers?.leads ?? 0),
      payingCustomers: Number(numbers?.payingCustomers ?? 0),
      earnedCentavos: Number(numbers?.earned ?? 0),
      pendingCentavos: Number(numbers?.pending ?? 0),
      approvedCentavos: Number(numbers?.approved ?? 0),
      paidCentavos: Number(numbers?.paid ?? 0),
      selfReferrals: Number(numbers?.selfReferrals ?? 0),
      funnelRates: rates.filter((rate) => rate.affiliateId === row.id).map(({ affiliateId: _affiliateId, ...rate }) => rate),
    }
  })
}

/** Affiliates with the person's name and e-mail (the builder: typed rows, no hand mapping). */
const base = () =>
  db
    .select({ affiliate: affiliates, name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`, email: users.email })
    .from(affiliates)
    .innerJoin(users, eq(users.id, affiliates.userId))

const flatten = ({ affiliate, name, email }: { affiliate: typeof affiliates.$inferSelect; name: string; email: string }): BaseRow => ({ ...affiliate, name, email })

// The two aggregate sorts read the counters the database keeps on each affiliate (migration 0020),
// each with its index: no count over every lead of the programme per request.
const ORDER: Record<(typeof AFFILIATE_SORTS)[number], SQL[]> = {
  newest: [desc(affiliates.createdAt), desc(affiliates.id)],
  oldest: [asc(affiliates.createdAt), asc(affiliates.id)],
  leads: [desc(affiliates.leadsCount), desc(affiliates.id)],
  'highest commission': [desc(affiliates.earnedCentavos), desc(affiliates.id)],
}

export const affiliatesList = (async (args) => {
  const { search, status, sort } = parseInput(listArgs, args, 'Invalid affiliate list request')
  const where = and(
    status ? eq(affiliates.status, status) : undefined,
    search ? or(contains(sql`${users.firstName} || ' ' || ${users.lastName}`, search), contains(users.email, search), contains(affiliates.code, search)) : undefined,
  )
  return paginate(args, {
    sortable: {},
    defaultSort: [],
    rows: async ({ limit, offset }) => toAdminAffiliates((await base().where(where).orderBy(...ORDER[sort ?? 'newest']).limit(limit).offset(offset)).map(flatten)),
    count: async () => (await db.select({ total: count() }).from(affiliates).innerJoin(users, eq(users.id, affiliates.userId)).where(where))[0].total,
  })
}) satisfies QueryResolvers['affiliates']

async function findAdminAffiliate(id: number) {
  const [row] = await base().where(eq(affiliates.id, id))
  return row ? (await toAdminAffiliates([flatten(row)]))[0] : null
}

export const adminAffiliate = (async ({ id }) => findAdminAffiliate(id)) satisfies QueryResolvers['adminAffiliate']

type StaffLeadRow = { id: number; name: string | null; email: string | null; mobileNumber: string | null; userId: number | null; funnelName: string | null; landingUrl: string | null; createdAt: Date | string; hasUser: boolean; paid: boolean; overdue: boolean }

export const adminAffiliateLeads = (async (args) => {
  const { affiliateId } = args
  return paginate(args, {
    sortable: {},
    defaultSort: [],
    rows: async ({ limit, offset }) => {
      const { rows } = await db.execute<StaffLeadRow>(sql`
        with l as materialized (
          select * from leads where affiliate_id = ${affiliateId} order by created_at desc, id desc limit ${limit} offset ${offset})
        select l.id, coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), l.name) as "name", coalesce(u.email, l.email) as "email",
          coalesce(u.mobile_number, l.mobile_number) as "mobileNumber", l.user_id as "userId", f.name as "funnelName", l.landing_url as "landingUrl",
          l.created_at as "createdAt", l.user_id is not null as "hasUser", ${billFacts(manilaDate())}
        from l left join users u on u.id = l.user_id left join funnels f on f.id = l.funnel_id
        order by l.created_at desc, l.id desc`)
      return rows.map((row) => ({
        id: Number(row.id),
        name: row.name,
        email: row.email,
        mobileNumber: row.mobileNumber,
        userId: row.userId === null ? null : Number(row.userId),
        funnelName: row.funnelName,
        stage: leadStage(row),
        landingUrl: row.landingUrl,
        createdAt: new Date(row.createdAt).toISOString(),
      }))
    },
    count: async () => {
      const { rows } = await db.execute<{ total: number }>(sql`select count(*)::int as "total" from leads where affiliate_id = ${affiliateId}`)
      return Number(rows[0].total)
    },
  })
}) satisfies QueryResolvers['adminAffiliateLeads']

const statusArgs = z.object({ status: z.enum(['active', 'suspended'], { message: staffMessages.setStatus }) })

export const setAffiliateStatus = (async ({ id, status: input }) => {
  const { status } = parseInput(statusArgs, { status: input })
  const [before] = await db.select().from(affiliates).where(eq(affiliates.id, id))
  if (!before) throw new NotFoundError(staffMessages.notFound)
  // An affiliate on staff does not approve or reactivate their own account.
  assertNotOwnMoney(currentUser()!, before.userId)
  if (before.status !== status) {
    await db.transaction(async (tx) => {
      await tx.update(affiliates).set({ status, updatedAt: new Date() }).where(eq(affiliates.id, id))
      await writeInfoLog({ action: 'affiliateStatus', userId: currentUser()!.id, entityType: 'affiliate', entityId: id, details: { before: before.status, after: status } }, tx)
    })
  }
  return (await findAdminAffiliate(id))!
}) satisfies MutationResolvers['setAffiliateStatus']

export const updateAffiliateCommission = (async ({ id, input }) => {
  const values = parseInput(commissionRateSchema, input)
  const [before] = await db.select().from(affiliates).where(eq(affiliates.id, id))
  if (!before) throw new NotFoundError(staffMessages.notFound)
  // Nobody but an admin sets their own commission rate.
  assertNotOwnMoney(currentUser()!, before.userId)
  if (values.funnelRates?.length) {
    const ids = values.funnelRates.map((rate) => rate.funnelId)
    const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as "n" from funnels where id in (${sql.join(ids.map((value) => sql`${value}`), sql`, `)})`)
    if (Number(rows[0].n) !== ids.length) throw new UserInputError(staffMessages.unknownFunnel, { funnelRates: [staffMessages.unknownFunnel] })
  }
  await db.transaction(async (tx) => {
    const { funnelRates, ...own } = values
    await tx.update(affiliates).set({ ...own, updatedAt: new Date() }).where(eq(affiliates.id, id))
    if (funnelRates) {
      await tx.delete(affiliateFunnelRates).where(and(eq(affiliateFunnelRates.affiliateId, id)))
      if (funnelRates.length) await tx.insert(affiliateFunnelRates).values(funnelRates.map((rate) => ({ affiliateId: id, ...rate })))
    }
    await writeInfoLog(
      {
        action: 'affiliateCommissionRate',
        userId: currentUser()!.id,
        entityType: 'affiliate',
        entityId: id,
        details: { before: { type: before.commissionType, centavos: before.commissionCentavos, percent: before.commissionPercent }, after: values },
      },
      tx,
    )
  })
  return (await findAdminAffiliate(id))!
}) satisfies MutationResolvers['updateAffiliateCommission']

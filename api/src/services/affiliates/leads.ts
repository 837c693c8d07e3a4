// The affiliate's leads, newest first, paged on the server (docs/product.md, "affiliates"). Each
// lead's stage in the one pipeline lead -> signed up -> paid -> overdue is read from the account
// and its bills: no account yet: lead; an unpaid bill past its date (on a subscription still
// enrolled): overdue; a paid bill: paid; else signed up. What the affiliate sees of a person is
// their name, a masked e-mail and the link they came through: enough to recognise a lead, nothing
// to contact them with (no mobile number, no full e-mail), since the programme pays for referrals,
// not for a contact list. Two statements: the page (with the stages) and the count.
import { sql } from 'drizzle-orm'
import { maskEmail, type LeadStage } from '../../../../common/affiliates'
import { db } from '../../lib/db'
import { paginate } from '../../lib/paginate'
import { manilaDate } from '../../lib/time'
import type { QueryResolvers } from '../../types/graphql'
import { callerAffiliate } from './joining'

type LeadRow = {
  id: number
  name: string | null
  email: string | null
  funnelName: string | null
  createdAt: Date | string
  hasUser: boolean
  paid: boolean
  overdue: boolean
}

export function leadStage(row: Pick<LeadRow, 'hasUser' | 'paid' | 'overdue'>): LeadStage {
  if (!row.hasUser) return 'lead'
  if (row.overdue) return 'overdue'
  if (row.paid) return 'paid'
  return 'signed up'
}

/** Per lead: whether its account has a paid bill, and an unpaid one past its date (today in Manila). */
export function billFacts(today: string) {
  const bills = sql`from subscriptions s join invoices i on i.subscription_id = s.id join payment_schedules p on p.invoice_id = i.id where s.user_id = l.user_id`
  return sql`
    exists (select 1 ${bills} and p.transaction_id is not null) as "paid",
    exists (select 1 ${bills} and p.transaction_id is null and s.unenrolled_at is null and p.schedule_date < ${today}::date) as "overdue"`
}

export const affiliateLeads = (async (args) => {
  const affiliate = await callerAffiliate()
  const today = manilaDate()
  return paginate(args, {
    sortable: {},
    defaultSort: [],
    rows: async ({ limit, offset }) => {
      // The page first (materialized), then each of its rows' bills: the bill facts are read for
      // ten leads, never planned as one pass over every bill of the community.
      const { rows } = await db.execute<LeadRow>(sql`
        with l as materialized (
          select id, name, email, funnel_id, user_id, created_at from leads
          where affiliate_id = ${affiliate.id}
          order by created_at desc, id desc
          limit ${limit} offset ${offset})
        select l.id, coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), l.name) as "name",
          coalesce(u.email, l.email) as "email", f.name as "funnelName", l.created_at as "createdAt",
          l.user_id is not null as "hasUser", ${billFacts(today)}
        from l
        left join users u on u.id = l.user_id
        left join funnels f on f.id = l.funnel_id
        order by l.created_at desc, l.id desc`)
      return rows.map((row) => ({
        id: Number(row.id),
        name: row.name,
        maskedEmail: row.email ? maskEmail(row.email) : null,
        funnelName: row.funnelName,
        stage: leadStage(row),
        createdAt: new Date(row.createdAt).toISOString(),
      }))
    },
    count: async () => {
      const { rows } = await db.execute<{ total: number }>(sql`select count(*)::int as "total" from leads where affiliate_id = ${affiliate.id}`)
      return Number(rows[0].total)
    },
  })
}) satisfies QueryResolvers['affiliateLeads']

// Commission (docs/product.md, "affiliates", Commission): earned on every approved payment of a
// subscription bought by a user tied to an active affiliate (instalments and renewals too, within
// affiliate-renewal-months of the buyer's signup), whoever approved it (staff, the provider's
// webhook, a free or test checkout, a paid enrolment). Money is integer centavos; every change is
// in the info log. The callers are the payment transitions: they run these in their own
// transaction, so a commission exists exactly when its approval does.
//
//   earn     pending until holdUntil (approval + affiliate-hold-days), at the rate of the funnel
//            (affiliate_funnel_rates) or else the affiliate's; a self-referral (the buyer is the
//            affiliate, by account or mailbox) earns nothing and is kept, reversed and flagged.
//   reverse  the payment was revoked: a pending or approved commission is reversed (and leaves a
//            payout not yet paid); a paid one stays paid and a negative line, payable at once,
//            takes it back from the next payout.
//   release  the daily job: pending commissions past their hold and not held by staff are approved.
// A replayed webhook or a double approval earns once: one live commission per payment row
// (commissions_live_payment_schedule_id_key), and the approval itself is refused twice.
import { sql } from 'drizzle-orm'
import { COMMISSION_REASONS } from '../../../../common/affiliates'
import type { CommissionType } from '../../../../db/schema'
import { writeInfoLog } from '../../lib/audit'
import type { Executor } from '../../lib/db'
import { affiliateSettings } from './settings'

/** The mailbox an address delivers to: lower-case, without a +tag, and without dots at Gmail. */
export function mailbox(email: string): string {
  const [local, domain = ''] = email.trim().toLowerCase().split('@')
  const bare = local.split('+')[0]
  return `${domain === 'gmail.com' || domain === 'googlemail.com' ? bare.replaceAll('.', '') : bare}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`
}

/** A commission's amount: a fixed amount per payment, or a percentage of it rounded to the centavo. */
export function commissionAmount(priceCentavos: number, rate: { type: CommissionType; centavos: number | null; percent: number | null }): number {
  if (rate.type === 'Fixed Amount') return Math.max(0, rate.centavos ?? 0)
  return Math.max(0, Math.round((priceCentavos * (rate.percent ?? 0)) / 100))
}

type Earning = {
  scheduleId: number
  priceCentavos: number
  approvedAt: Date | string
  affiliateId: number
  affiliateUserId: number
  affiliateEmail: string
  buyerId: number
  buyerEmail: string
  leadId: number
  type: CommissionType
  centavos: number | null
  percent: number | null
}

/**
 * Earns the commissions of `scheduleIds`, rows just approved in the caller's transaction. Rows of
 * buyers tied to no active affiliate, or paid after the renewal window, earn nothing.
 */
export async function earnCommissions(tx: Executor, scheduleIds: number[]): Promise<void> {
  if (scheduleIds.length === 0) return
  const settings = await affiliateSettings(tx)
  const { rows } = await tx.execute<Earning>(sql`
    select p.id as "scheduleId", p.price_centavos as "priceCentavos", p.approved_at as "approvedAt",
      a.id as "affiliateId", a.user_id as "affiliateUserId", au.email as "affiliateEmail",
      buyer.id as "buyerId", buyer.email as "buyerEmail", l.id as "leadId",
      coalesce(r.commission_type, a.commission_type) as "type",
      case when r.affiliate_id is null then a.commission_centavos else r.commission_centavos end as "centavos",
      case when r.affiliate_id is null then a.commission_percent else r.commission_percent end as "percent"
    from payment_schedules p
    join invoices i on i.id = p.invoice_id
    join subscriptions s on s.id = i.subscription_id
    join users buyer on buyer.id = s.user_id
    join leads l on l.user_id = buyer.id
    join affiliates a on a.id = l.affiliate_id and a.status = 'active'
    join users au on au.id = a.user_id
    left join affiliate_funnel_rates r on r.affiliate_id = a.id and r.funnel_id = s.funnel_id
    where p.id in (${sql.join(scheduleIds.map((id) => sql`${id}`), sql`, `)})
      and p.transaction_id is not null
      and p.approved_at <= buyer.created_at + make_interval(months => ${settings.renewalMonths}::int)`)
  for (const row of rows) {
    const approvedAt = new Date(row.approvedAt)
    const selfReferral = row.buyerId === row.affiliateUserId || mailbox(row.buyerEmail) === mailbox(row.affiliateEmail)
    const amount = selfReferral ? 0 : commissionAmount(row.priceCentavos, row)
    const holdUntil = new Date(approvedAt.getTime() + settings.holdDays * 86_400_000)
    const { rows: inserted } = await tx.execute<{ id: number }>(sql`
      insert into commissions (affiliate_id, payment_schedule_id, lead_id, commission_type, commission_percent, amount_centavos, status, hold_until, reversed_at, reason, self_referral, created_at)
      values (${row.affiliateId}, ${row.scheduleId}, ${row.leadId}, ${row.type}, ${row.type === 'Percentage' ? row.percent : null}, ${amount},
        ${selfReferral ? 'reversed' : 'pending'}, ${selfReferral ? null : holdUntil.toISOString()}, ${selfReferral ? approvedAt.toISOString() : null},
        ${selfReferral ? COMMISSION_REASONS.selfReferral : null}, ${selfReferral}, ${approvedAt.toISOString()})
      on conflict do nothing
      returning id`)
    if (!inserted[0]) continue
    await writeInfoLog(
      {
        action: selfReferral ? 'commission-self-referral' : 'commission-earned',
        entityType: 'commission',
        entityId: inserted[0].id,
        details: { affiliateId: row.affiliateId, paymentScheduleId: row.scheduleId, buyerId: row.buyerId, amountCentavos: amount, holdUntil: selfReferral ? null : holdUntil.toISOString() },
      },
      tx,
    )
  }
}

type LiveCommission = { id: number; affiliateId: number; leadId: number | null; status: 'pending' | 'approved' | 'paid'; amountCentavos: number; commissionType: CommissionType; commissionPercent: number | null; payoutId: number | null }

/** Reverses the commission of the payment row `scheduleId`, just revoked in the caller's transaction. */
export async function reverseCommission(tx: Executor, scheduleId: number, remarks: string, now = new Date()): Promise<void> {
  const { rows } = await tx.execute<LiveCommission>(sql`
    select id, affiliate_id as "affiliateId", lead_id as "leadId", status, amount_centavos as "amountCentavos", commission_type as "commissionType",
      commission_percent as "commissionPercent", payout_id as "payoutId"
    from commissions
    where payment_schedule_id = ${scheduleId} and reverses_id is null and status <> 'reversed'
    for update`)
  const live = rows[0]
  if (!live) return
  const reason = COMMISSION_REASONS.revoked(remarks)
  if (live.status === 'paid') {
    // Paid money is not rewritten: the paid line stays, a negative one takes it back.
    await tx.execute(sql`update commissions set reversed_at = ${now.toISOString()}, reason = ${reason} where id = ${live.id}`)
    const { rows: line } = await tx.execute<{ id: number }>(sql`
      insert into commissions (affiliate_id, payment_schedule_id, lead_id, commission_type, commission_percent, amount_centavos, status, approved_at, reason, reverses_id, created_at)
      values (${live.affiliateId}, ${scheduleId}, ${live.leadId}, ${live.commissionType}, ${live.commissionPercent}, ${-live.amountCentavos}, 'approved', ${now.toISOString()}, ${reason}, ${live.id}, ${now.toISOString()})
      on conflict do nothing
      returning id`)
    await writeInfoLog({ action: 'commission-clawback', entityType: 'commission', entityId: live.id, details: { affiliateId: live.affiliateId, paymentScheduleId: scheduleId, negativeLineId: line[0]?.id ?? null, amountCentavos: -live.amountCentavos } }, tx)
    return
  }
  // In a payout not paid yet: it leaves the payout, whose amount drops by as much (a payout left
  // with nothing to pay goes).
  if (live.payoutId !== null) {
    await tx.execute(sql`delete from payouts where id = ${live.payoutId} and paid_at is null and amount_centavos - ${live.amountCentavos} <= 0`)
    await tx.execute(sql`update payouts set amount_centavos = amount_centavos - ${live.amountCentavos}, updated_at = ${now.toISOString()} where id = ${live.payoutId} and paid_at is null`)
  }
  await tx.execute(sql`
    update commissions set status = 'reversed', reversed_at = ${now.toISOString()}, reason = ${reason}, payout_id = null
    where id = ${live.id}`)
  await writeInfoLog({ action: 'commission-reversed', entityType: 'commission', entityId: live.id, details: { affiliateId: live.affiliateId, paymentScheduleId: scheduleId, was: live.status, amountCentavos: live.amountCentavos } }, tx)
}

/**
 * The daily release: pending commissions whose hold has ended and that staff have not held become
 * approved, each with an info log line, in one statement. Returns how many.
 */
export async function releaseCommissions(executor: Executor, now = new Date()): Promise<number> {
  const { rows } = await executor.execute<{ released: number }>(sql`
    with released as (
      update commissions set status = 'approved', approved_at = ${now.toISOString()}
      where status = 'pending' and held_at is null and hold_until <= ${now.toISOString()}
      returning id, affiliate_id, amount_centavos),
    logged as (
      insert into info_logs (action, entity_type, entity_id, details)
      select 'commission-approved', 'commission', id::text, jsonb_build_object('affiliateId', affiliate_id, 'amountCentavos', amount_centavos, 'by', 'hold ended')
      from released)
    select count(*)::int as "released" from released`)
  return Number(rows[0]?.released ?? 0)
}

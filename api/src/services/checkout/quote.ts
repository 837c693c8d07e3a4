// What a funnel sells and what a buyer pays for it: the public checkout page's offer, and the quote
// for one payment term and an optional coupon. The quote is the ONE place the checkout price is
// computed (the page shows it, startCheckout charges it): the term's total (or the funnel price),
// the coupon's discount by common/discount.ts, and what is due now (the first instalment, split as
// grantSubscription splits the schedule rows). Each is one statement.
import { sql } from 'drizzle-orm'
import { applyDiscount } from '../../../../common/discount'
import { checkoutMessages } from '../../../../common/checkout'
import { DEFAULT_PAYMENT_TERM_ID } from '../../../../db/schema'
import type { Executor } from '../../lib/db'
import { discountOf } from '../coupons/couponRecord'
import { splitCentavos } from '../../lib/money'

export type OfferTerm = { id: string; name: string; numberOfPayments: number; intervalUnit: string; intervalCount: number; total: number }

export type CheckoutOffer = {
  funnelId: string
  funnelName: string
  productId: number
  productName: string
  productDescription: string | null
  productImageUrl: string | null
  price: number
  validityByDays: number | null
  /** Open funnel of an active product: closed ones send buyers to /checkout/closed. */
  isOpen: boolean
  /** 'one-time' first (always offered), then the funnel's other terms by number of payments. */
  terms: OfferTerm[]
}

/** The funnel's offer, or null when there is no such funnel. */
export async function loadOffer(executor: Executor, funnelId: string): Promise<CheckoutOffer | null> {
  return (await loadOffers(executor, [funnelId])).get(funnelId) ?? null
}

/** The offers of several funnels in one statement (a landing page's Price blocks), by funnel id; unknown ids are absent. */
export async function loadOffers(executor: Executor, funnelIds: readonly string[]): Promise<Map<string, CheckoutOffer>> {
  if (!funnelIds.length) return new Map()
  const result = await executor.execute<{
    id: string
    name: string
    product_id: number
    product_name: string
    description: string | null
    image_url: string | null
    price_centavos: number
    validity_by_days: number | null
    is_open: boolean
    terms: OfferTerm[]
  }>(sql`
    select f.id, f.name, f.product_id, p.name as product_name, p.description, p.image_url, f.price_centavos, f.validity_by_days,
      (f.is_open and p.is_active) as is_open,
      coalesce((select json_agg(json_build_object('id', pt.id, 'name', pt.name, 'numberOfPayments', pt.number_of_payments,
          'intervalUnit', pt.interval_unit, 'intervalCount', pt.interval_count, 'total', coalesce(fpt.total_price_centavos, f.price_centavos))
          order by pt.id <> ${DEFAULT_PAYMENT_TERM_ID}, pt.number_of_payments, pt.name)
        from payment_terms pt
        left join funnel_payment_terms fpt on fpt.funnel_id = f.id and fpt.payment_term_id = pt.id
        where fpt.payment_term_id is not null or pt.id = ${DEFAULT_PAYMENT_TERM_ID}), '[]'::json) as terms
    from funnels f join products p on p.id = f.product_id
    where f.id in (${sql.join(
      [...new Set(funnelIds)].map((id) => sql`${id}`),
      sql`, `,
    )})`)
  return new Map(
    result.rows.map((row) => [
      row.id,
      {
        funnelId: row.id,
        funnelName: row.name,
        productId: row.product_id,
        productName: row.product_name,
        productDescription: row.description,
        productImageUrl: row.image_url,
        price: Number(row.price_centavos),
        validityByDays: row.validity_by_days,
        isOpen: row.is_open,
        terms: row.terms.map((term) => ({ ...term, total: Number(term.total) })),
      },
    ]),
  )
}

/** What is due at checkout for `total` paid in `numberOfPayments`: the first instalment, as the schedule rows split it. */
export const firstInstalment = (total: number, numberOfPayments: number) => splitCentavos(total, numberOfPayments)[0]

export type CheckoutQuote = {
  funnelId: string
  paymentTermId: string
  /** The term's total before the coupon, centavos. */
  price: number
  discount: number
  total: number
  /** The first instalment: what the buyer pays at checkout. */
  dueNow: number
  numberOfPayments: number
  /** The coupon applied (its code as stored), or null. */
  couponId: number | null
  couponCode: string | null
  /** Why the coupon typed was not applied (then discount is 0), or null. */
  couponProblem: string | null
}

export type QuoteResult =
  | { ok: true; quote: CheckoutQuote; offer: { funnelName: string; productName: string; isOpen: boolean } }
  | { ok: false; field: 'funnelId' | 'paymentTermId'; message: string }

type QuoteRow = {
  funnel_id: string | null
  funnel_name: string | null
  product_name: string | null
  is_open: boolean | null
  price_centavos: number | null
  term_id: string | null
  offered: boolean
  term_total: number | null
  number_of_payments: number | null
  coupon_id: number | null
  code: string | null
  type: 'fixed' | 'percentage' | null
  amount_centavos: number | null
  percent_off: number | null
  not_started: boolean | null
  expired: boolean | null
  used_up: boolean | null
}

/** The price of the funnel on the term with the coupon (null or blank: none), as of `now`. */
export async function quoteCheckout(
  executor: Executor,
  input: { funnelId: string; paymentTermId: string; couponCode: string | null },
  now: Date = new Date(),
): Promise<QuoteResult> {
  const row = (
    await executor.execute<QuoteRow>(sql`
      select f.id as funnel_id, f.name as funnel_name, p.name as product_name, (f.is_open and p.is_active) as is_open, f.price_centavos,
        pt.id as term_id, (fpt.payment_term_id is not null) as offered, fpt.total_price_centavos as term_total, pt.number_of_payments,
        c.id as coupon_id, c.code, c.type, c.amount_centavos, c.percent_off,
        (c.valid_from is not null and c.valid_from > ${now}) as not_started,
        (c.valid_until is not null and c.valid_until < ${now}) as expired,
        -- Uses held by checkouts past their end are free again, swept or not (expireSessions.ts).
        (c.max_uses is not null and c.used_count - (select count(*) from checkout_sessions cs
          where cs.coupon_id = c.id and cs.coupon_reserved and cs.status = 'pending' and cs.expires_at <= ${now}) >= c.max_uses) as used_up
      from (select 1) as one
      left join funnels f on f.id = ${input.funnelId}
      left join products p on p.id = f.product_id
      left join payment_terms pt on pt.id = ${input.paymentTermId}
      left join funnel_payment_terms fpt on fpt.funnel_id = f.id and fpt.payment_term_id = pt.id
      left join coupons c on c.funnel_id = f.id and c.is_active and lower(c.code) = lower(${input.couponCode ?? ''})`)
  ).rows[0]
  if (!row.funnel_id) return { ok: false, field: 'funnelId', message: checkoutMessages.funnelNotFound }
  if (!row.term_id || (!row.offered && row.term_id !== DEFAULT_PAYMENT_TERM_ID)) {
    return { ok: false, field: 'paymentTermId', message: checkoutMessages.termNotOffered }
  }
  const price = Number(row.term_total ?? row.price_centavos ?? 0)
  let couponProblem: string | null = null
  if (input.couponCode) {
    if (row.coupon_id === null) couponProblem = checkoutMessages.couponNotFound
    else if (row.not_started) couponProblem = checkoutMessages.couponNotStarted
    else if (row.expired) couponProblem = checkoutMessages.couponExpired
    else if (row.used_up) couponProblem = checkoutMessages.couponUsedUp
  }
  const coupon = input.couponCode && !couponProblem && row.coupon_id !== null ? row : null
  const total = coupon ? applyDiscount(price, discountOf({ type: coupon.type!, amountCentavos: coupon.amount_centavos, percentOff: coupon.percent_off })) : price
  const numberOfPayments = Number(row.number_of_payments ?? 1)
  return {
    ok: true,
    offer: { funnelName: row.funnel_name!, productName: row.product_name!, isOpen: Boolean(row.is_open) },
    quote: {
      funnelId: row.funnel_id,
      paymentTermId: row.term_id,
      price,
      discount: price - total,
      total,
      dueNow: firstInstalment(total, numberOfPayments),
      numberOfPayments,
      couponId: coupon?.coupon_id ?? null,
      couponCode: coupon?.code ?? null,
      couponProblem,
    },
  }
}

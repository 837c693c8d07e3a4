// Coupon guessing, slowed down (docs/product.md, "checkout"). The quote must say why a coupon is refused
// (unknown, not started, expired, used up: the buyer can act on each), which also tells a guesser
// that a code exists. So coupon codes that are NOT applied count against the caller's address
// (signed in or not), in the DB-backed throttle of lib/auth/throttle.ts: past the limit, no code
// is checked from that address until the wait is over, and the quote says so instead of answering.
// A code that applies costs nothing (the attempt is handed back): a buyer re-pricing a term with
// their good code never gets near the limit.
import { claimAttempt, policies, refundAttempt, retryText, waitFor, type ThrottlePolicy } from '../../lib/auth/throttle'
import { context } from '../../lib/context'
import type { Executor } from '../../lib/db'
import { quoteCheckout, type QuoteResult } from './quote'

/** Refused coupon codes per address: 10 in 15 minutes (typos fit easily), then 1, 2, 4 ... up to 15 minutes. */
export const couponAddressPolicy: ThrottlePolicy = { ...policies.loginAddress, limit: 10, baseDelayMs: 60_000 }

export const couponAddressKey = (ip: string) => `coupon-ip:${ip}`

export const couponLimitMessage = (waitMs: number) => `Too many coupon codes tried. Try again in ${retryText(waitMs)}.`

/**
 * The quote of quote.ts with the coupon check counted against the caller's address. Past the
 * limit the coupon is not looked at: the quote is the price without it, and couponProblem says
 * when to try again.
 */
export async function quoteWithCouponLimit(
  executor: Executor,
  input: { funnelId: string; paymentTermId: string; couponCode: string | null },
  now: Date = new Date(),
): Promise<QuoteResult> {
  if (!input.couponCode) return quoteCheckout(executor, input, now)
  const key = couponAddressKey(context().request.ip)
  if (!(await claimAttempt(key, couponAddressPolicy, now))) {
    const result = await quoteCheckout(executor, { ...input, couponCode: null }, now)
    if (!result.ok) return result
    return { ...result, quote: { ...result.quote, couponProblem: couponLimitMessage(await waitFor([key], now)) } }
  }
  const result = await quoteCheckout(executor, input, now)
  // An applied code, or a request refused for its funnel or term (no code was checked): not a guess.
  if (!result.ok || result.quote.couponProblem === null) await refundAttempt(key, couponAddressPolicy)
  return result
}

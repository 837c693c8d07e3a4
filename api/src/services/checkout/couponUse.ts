// Claiming and giving back uses of a coupon: the one statement that decides, under concurrency,
// whether a limited coupon still has a use left (coupons.used_count is a counter for this reason).
//
// The count is exact (docs/product.md, "coupons"): used_count = the grants made with the coupon + the
// pending checkout sessions holding a use of it (checkout_sessions.coupon_reserved). A paid
// checkout claims its use when it STARTS (startCheckout), so one single-use coupon cannot serve
// two pending checkouts; the use is given back when the session fails, expires or its money is a
// refund due, and turns into the grant's use when it is paid. A free checkout claims at once.
import { sql } from 'drizzle-orm'
import type { Executor } from '../../lib/db'

/** True when a use was claimed; false when the coupon was used up meanwhile (nothing changed). */
export async function claimCouponUse(tx: Executor, couponId: number): Promise<boolean> {
  const claimed = await tx.execute(sql`
    update coupons set used_count = used_count + 1, updated_at = now()
    where id = ${couponId} and (max_uses is null or used_count < max_uses)
    returning id`)
  return claimed.rows.length > 0
}

/** Gives back `uses` uses of the coupon (held by sessions that will not be granted). */
export async function releaseCouponUses(tx: Executor, couponId: number, uses = 1): Promise<void> {
  if (uses <= 0) return
  await tx.execute(sql`
    update coupons set used_count = greatest(used_count - ${uses}, 0), updated_at = now()
    where id = ${couponId}`)
}

// Claiming one use of a coupon: the one statement that decides, under concurrency, whether a limited
// coupon still has a use left (coupons.used_count is a counter for this reason). Used by a free
// checkout (at once) and by a paid one (when the provider's webhook arrives).
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

// Ending pending checkout sessions nobody finished. A session holds one use
// of its coupon from the start (couponUse.ts); a session that is never paid must give it back, or
// a single-use coupon stays taken for good.
//
// A session lives CHECKOUT_SESSION_LIFETIME_MS (24 hours) from its start: about as long as a
// provider's hosted checkout link stays payable (PayMongo's checkout sessions, like most hosted
// checkouts, are meant to be paid the same day), so a buyer who is still on the provider's page
// is not cut off, and a coupon held by an abandoned tab is free again the next day. Ending a
// session never refuses money: a payment that arrives for an expired session is honoured when it
// still can be, else recorded as a refund due (applyEvent.ts, honour.ts).
//
// expireCheckoutSessions(now) is the sweep: the job queue's checkout-expiry schedule runs it every
// 15 minutes, batch by batch (services/jobs/handlers.ts). Nothing depends on it running: the
// places where a stale session matters expire it themselves first (startCheckout before claiming a
// coupon: that coupon's stale holders; before a new attempt: the buyer's own earlier attempts at
// that funnel), and the quote does not count stale holders as uses.
//
// Concurrency: the sessions are locked with `for no key update skip locked`, as the webhook locks
// its session. A session a webhook is settling right now is skipped (the webhook settles it);
// one the sweep ends first is seen by the webhook as expired (and honoured, or a refund due).
// Each session moves pending -> expired once: running the sweep twice ends nothing more.
import { sql, type SQL } from 'drizzle-orm'
import { writeInfoLog } from '../../lib/audit'
import { db, type Executor } from '../../lib/db'
import { releaseCouponUses } from './couponUse'

/** How long a started checkout stays payable. */
export const CHECKOUT_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000

/** Sessions ended by one sweep at most; the caller runs it again while it returns a full batch. */
export const EXPIRE_BATCH_SIZE = 500

export type EndedSessions = { sessionIds: string[]; couponUsesReleased: number }

type Locked = { id: string; coupon_id: number | null; coupon_reserved: boolean }

/**
 * Ends the pending sessions matching `where` (status becomes 'expired', their coupon uses are
 * given back) in the caller's transaction, with one info log row naming them.
 */
async function endPendingSessions(
  tx: Executor,
  where: SQL,
  now: Date,
  log: { reason: 'expired' | 'superseded'; userId: number | null; limit: number },
): Promise<EndedSessions> {
  const locked = (
    await tx.execute<Locked>(sql`
      select id, coupon_id, coupon_reserved from checkout_sessions
      where status = 'pending' and ${where}
      order by expires_at, id
      limit ${log.limit}
      for no key update skip locked`)
  ).rows
  if (!locked.length) return { sessionIds: [], couponUsesReleased: 0 }
  const ids = locked.map((row) => row.id)
  await tx.execute(sql`
    update checkout_sessions set status = 'expired', coupon_reserved = false, completed_at = ${now}, updated_at = ${now}
    where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`)
  // Coupon by coupon in id order, so two sweeps at once take the coupon rows' locks in one order.
  const uses = new Map<number, number>()
  for (const row of locked) if (row.coupon_reserved && row.coupon_id !== null) uses.set(row.coupon_id, (uses.get(row.coupon_id) ?? 0) + 1)
  const released = [...uses.entries()].sort(([a], [b]) => a - b)
  for (const [couponId, count] of released) await releaseCouponUses(tx, couponId, count)
  await writeInfoLog(
    {
      action: 'checkout-expired',
      userId: log.userId,
      entityType: 'checkout_session',
      entityId: ids.length === 1 ? ids[0] : null,
      details: { reason: log.reason, sessionIds: ids, couponUsesReleased: Object.fromEntries(released) },
    },
    tx,
  )
  return { sessionIds: ids, couponUsesReleased: released.reduce((sum, [, count]) => sum + count, 0) }
}

/**
 * The sweep: every pending session whose expires_at has passed at `now` becomes expired and gives
 * back its coupon use, in one transaction (the caller's `executor` when given). `couponId` or
 * `userId` narrow it to one coupon's or one buyer's sessions (the lazy expiry before a coupon is
 * claimed). At most `limit` sessions a call; the answer names the ones ended.
 */
export async function expireCheckoutSessions(
  now: Date = new Date(),
  options: { executor?: Executor; couponId?: number; userId?: number; limit?: number } = {},
): Promise<EndedSessions> {
  const conditions: SQL[] = [sql`expires_at <= ${now}`]
  if (options.couponId !== undefined) conditions.push(sql`coupon_id = ${options.couponId} and coupon_reserved`)
  if (options.userId !== undefined) conditions.push(sql`user_id = ${options.userId}`)
  const work = (tx: Executor) =>
    endPendingSessions(tx, sql.join(conditions, sql` and `), now, { reason: 'expired', userId: null, limit: options.limit ?? EXPIRE_BATCH_SIZE })
  return options.executor ? work(options.executor) : db.transaction(work)
}

/**
 * A buyer starting a new attempt at a funnel ends their earlier pending attempts at it (another
 * tab, a provider page they left): their coupon use goes to the new attempt instead of staying
 * held by a page they abandoned. Should one of them be paid after all, its money is honoured if it
 * still can be, else a refund due, like any late payment.
 */
export async function supersedeCheckoutSessions(tx: Executor, userId: number, funnelId: string, now: Date): Promise<EndedSessions> {
  return endPendingSessions(tx, sql`user_id = ${userId} and funnel_id = ${funnelId}`, now, { reason: 'superseded', userId, limit: EXPIRE_BATCH_SIZE })
}

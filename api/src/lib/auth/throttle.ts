// Slowing down guessing: counters in auth_throttles, keyed per account ('account:<email>') and
// per client address ('ip:<addr>'), and per e-mail / address for reset requests and signups.
//
// A counter counts events in a window opened by its first event. Once it reaches the policy's
// limit, the next attempt must wait baseDelay * 2^(count - limit), capped at maxDelay. Waits are
// temporary by construction: no policy ever locks an account for good, and a successful login
// clears the account counter (not the address counter, so one valid account cannot be used to
// reset an address that is guessing at others).
import { eq, inArray, sql } from 'drizzle-orm'
import { authThrottles } from '../../../../db/schema'
import { db, type Executor } from '../db'

export type ThrottlePolicy = { limit: number; windowMs: number; baseDelayMs: number; maxDelayMs: number }

const MINUTE = 60_000

export const policies = {
  /** 5 failed logins for one e-mail in 15 minutes, then 30 s, 1, 2, 4, 8, 15 minutes (cap). */
  loginAccount: { limit: 5, windowMs: 15 * MINUTE, baseDelayMs: 30_000, maxDelayMs: 15 * MINUTE },
  /** An address (offices share one) gets more room: 20 failures in 15 minutes. */
  loginAddress: { limit: 20, windowMs: 15 * MINUTE, baseDelayMs: 30_000, maxDelayMs: 15 * MINUTE },
  /** Reset codes: 5 requests per e-mail an hour, so nobody's inbox is flooded. */
  resetRequest: { limit: 5, windowMs: 60 * MINUTE, baseDelayMs: 5 * MINUTE, maxDelayMs: 60 * MINUTE },
  resetAddress: { limit: 20, windowMs: 60 * MINUTE, baseDelayMs: 5 * MINUTE, maxDelayMs: 60 * MINUTE },
  /** Signups per address: 10 an hour. */
  signupAddress: { limit: 10, windowMs: 60 * MINUTE, baseDelayMs: 5 * MINUTE, maxDelayMs: 60 * MINUTE },
} satisfies Record<string, ThrottlePolicy>

export const throttleKeys = {
  account: (email: string) => `account:${email.trim().toLowerCase()}`,
  address: (ip: string) => `ip:${ip}`,
  resetRequest: (email: string) => `reset:${email.trim().toLowerCase()}`,
  resetAddress: (ip: string) => `reset-ip:${ip}`,
  signupAddress: (ip: string) => `signup-ip:${ip}`,
}

/** How long (ms) the caller must still wait: the longest block among `keys`, 0 if none. */
export async function waitFor(keys: string[], now = new Date()): Promise<number> {
  if (!keys.length) return 0
  const rows = await db
    .select({ blockedUntil: authThrottles.blockedUntil })
    .from(authThrottles)
    .where(inArray(authThrottles.key, keys))
  return Math.max(0, ...rows.map((row) => (row.blockedUntil ? row.blockedUntil.getTime() - now.getTime() : 0)))
}

/** Counts one event against `key`; returns the count in the current window. */
export async function recordEvent(
  key: string,
  policy: ThrottlePolicy,
  now = new Date(),
  executor: Executor = db,
): Promise<number> {
  const windowOpenAfter = new Date(now.getTime() - policy.windowMs)
  const expired = sql`${authThrottles.windowStartedAt} <= ${windowOpenAfter.toISOString()}::timestamptz`
  // One atomic upsert: concurrent failures cannot lose a count.
  const [row] = await executor
    .insert(authThrottles)
    .values({ key, failures: 1, windowStartedAt: now, blockedUntil: null })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${authThrottles.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${authThrottles.windowStartedAt} end`,
      },
    })
    .returning({ failures: authThrottles.failures })
  const count = row.failures
  const blockedUntil =
    count >= policy.limit
      ? new Date(now.getTime() + Math.min(policy.baseDelayMs * 2 ** (count - policy.limit), policy.maxDelayMs))
      : null
  await executor.update(authThrottles).set({ blockedUntil }).where(eq(authThrottles.key, key))
  return count
}

export async function clearThrottle(key: string, executor: Executor = db) {
  await executor.delete(authThrottles).where(eq(authThrottles.key, key))
}

/** "Try again in 2 minutes." / "in 30 seconds." */
export function retryText(waitMs: number): string {
  if (waitMs < MINUTE) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000))
    return `${seconds} second${seconds === 1 ? '' : 's'}`
  }
  const minutes = Math.ceil(waitMs / MINUTE)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}

/** Housekeeping for the worker sweep: counters whose window and block are both over. */
export async function deleteStaleThrottles(now = new Date(), executor: Executor = db): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * MINUTE).toISOString()
  const deleted = await executor
    .delete(authThrottles)
    .where(
      sql`${authThrottles.windowStartedAt} < ${dayAgo}::timestamptz and (${authThrottles.blockedUntil} is null or ${authThrottles.blockedUntil} < ${now.toISOString()}::timestamptz)`,
    )
    .returning({ key: authThrottles.key })
  return deleted.length
}

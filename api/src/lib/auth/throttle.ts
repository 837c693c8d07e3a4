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
  /**
   * Wrong reset codes from one address, across all reset requests: 30 in 15 minutes. Each request
   * allows 5 tries on its own; this stops one address cycling through request ids to burn real
   * users' codes.
   */
  otpAddress: { limit: 30, windowMs: 15 * MINUTE, baseDelayMs: MINUTE, maxDelayMs: 15 * MINUTE },
  /** Signups per address: 10 an hour. */
  signupAddress: { limit: 10, windowMs: 60 * MINUTE, baseDelayMs: 5 * MINUTE, maxDelayMs: 60 * MINUTE },
  /**
   * Wrong reset codes for one e-mail, from every address and request: 10 a day, then no code for
   * that e-mail is checked for a day. Rotating addresses and asking for new codes otherwise gave
   * one account's code about 790 guesses a day; 10 a day is about 1 in 90,000 a day.
   */
  otpAccount: { limit: 10, windowMs: 24 * 60 * MINUTE, baseDelayMs: 24 * 60 * MINUTE, maxDelayMs: 24 * 60 * MINUTE },
} satisfies Record<string, ThrottlePolicy>

export const throttleKeys = {
  account: (email: string) => `account:${email.trim().toLowerCase()}`,
  address: (ip: string) => `ip:${ip}`,
  resetRequest: (email: string) => `reset:${email.trim().toLowerCase()}`,
  resetAddress: (ip: string) => `reset-ip:${ip}`,
  signupAddress: (ip: string) => `signup-ip:${ip}`,
  otpAddress: (ip: string) => `otp-ip:${ip}`,
  otpAccount: (email: string) => `otp-account:${email.trim().toLowerCase()}`,
}

/** How long (ms) the caller must still wait: the longest block among `keys`, 0 if none. */
export async function waitFor(keys: string[], now = new Date(), executor: Executor = db): Promise<number> {
  if (!keys.length) return 0
  const rows = await executor
    .select({ blockedUntil: authThrottles.blockedUntil })
    .from(authThrottles)
    .where(inArray(authThrottles.key, keys))
  return Math.max(0, ...rows.map((row) => (row.blockedUntil ? row.blockedUntil.getTime() - now.getTime() : 0)))
}

/** The counter after one more event, and the block it earns, as SQL over the stored row. */
function nextCounter(policy: ThrottlePolicy, now: Date) {
  const windowOpenAfter = new Date(now.getTime() - policy.windowMs)
  const expired = sql`${authThrottles.windowStartedAt} <= ${windowOpenAfter.toISOString()}::timestamptz`
  const count = sql`(case when ${expired} then 1 else ${authThrottles.failures} + 1 end)`
  const delayMs = sql`least(${policy.baseDelayMs}::float8 * power(2, ${count} - ${policy.limit}), ${policy.maxDelayMs}::float8)`
  return {
    failures: count,
    windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${authThrottles.windowStartedAt} end`,
    blockedUntil: sql`case when ${count} >= ${policy.limit}
      then ${now.toISOString()}::timestamptz + ${delayMs} * interval '1 millisecond' else null end`,
  }
}

/** A first event's row (count 1). */
function firstEvent(key: string, policy: ThrottlePolicy, now: Date) {
  const blockedUntil = policy.limit <= 1 ? new Date(now.getTime() + Math.min(policy.baseDelayMs, policy.maxDelayMs)) : null
  return { key, failures: 1, windowStartedAt: now, blockedUntil }
}

/** Counts one event against `key`; returns the count in the current window. */
export async function recordEvent(
  key: string,
  policy: ThrottlePolicy,
  now = new Date(),
  executor: Executor = db,
): Promise<number> {
  // One atomic upsert, block included: concurrent events cannot lose a count.
  const [row] = await executor
    .insert(authThrottles)
    .values(firstEvent(key, policy, now))
    .onConflictDoUpdate({ target: authThrottles.key, set: nextCounter(policy, now) })
    .returning({ failures: authThrottles.failures })
  return row.failures
}

/**
 * Checks and counts one attempt in the same statement: it goes ahead (true) only if `key` was
 * not blocked at the moment it was counted. Checking first and counting after the slow work
 * (scrypt) would let a burst of parallel guesses all pass the check before any was counted.
 * An attempt that turns out not to deserve counting (a right password) is handed back with
 * refundAttempt.
 */
export async function claimAttempt(key: string, policy: ThrottlePolicy, now = new Date(), executor: Executor = db): Promise<boolean> {
  const rows = await executor
    .insert(authThrottles)
    .values(firstEvent(key, policy, now))
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: nextCounter(policy, now),
      // Evaluated on the row as locked, after any concurrent claim committed.
      setWhere: sql`${authThrottles.blockedUntil} is null or ${authThrottles.blockedUntil} <= ${now.toISOString()}::timestamptz`,
    })
    .returning({ failures: authThrottles.failures })
  return rows.length > 0
}

/** Takes back one attempt counted by claimAttempt, lifting the block if it falls below the limit. */
export async function refundAttempt(key: string, policy: ThrottlePolicy, executor: Executor = db) {
  await executor
    .update(authThrottles)
    .set({
      failures: sql`greatest(${authThrottles.failures} - 1, 0)`,
      blockedUntil: sql`case when ${authThrottles.failures} - 1 < ${policy.limit} then null else ${authThrottles.blockedUntil} end`,
    })
    .where(eq(authThrottles.key, key))
  // A counter back at zero holds nothing worth keeping.
  await executor.delete(authThrottles).where(sql`${authThrottles.key} = ${key} and ${authThrottles.failures} = 0`)
}

export async function clearThrottle(key: string, executor: Executor = db) {
  await executor.delete(authThrottles).where(eq(authThrottles.key, key))
}

/** "Try again in 2 minutes." / "in 30 seconds." / "in 24 hours." */
export function retryText(waitMs: number): string {
  if (waitMs < MINUTE) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000))
    return `${seconds} second${seconds === 1 ? '' : 's'}`
  }
  if (waitMs > 2 * 60 * MINUTE) {
    const hours = Math.ceil(waitMs / (60 * MINUTE))
    return `${hours} hours`
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

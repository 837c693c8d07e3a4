// Per-process cache of each member's dues (getDuesAndExpiration), which every signed-in page asks
// for. An answer is reused only under the facts stamp the request's own session lookup just read
// (auth/userFactsCache.ts): the triggers of db/migrations/0003 and 0015 move that stamp in the
// same transaction as any write to the user's subscriptions, invoices or payment schedules, and it
// carries the Manila day. So a payment approved in any process shows on the member's next page,
// and the answer changes at midnight Manila time, without a statement while nothing changed.
import type { DuesAndExpiration } from '../../types/graphql'
import { deepFreeze } from '../../lib/deepFreeze'

/** Members whose dues one process keeps (least recently used go first); a few hundred bytes each. */
const MAX_USERS = 10_000

const entries = new Map<number, { stamp: string; dues: DuesAndExpiration }>()

/** The dues of `userId` under `stamp`, from the cache, or loaded and kept. */
export async function cachedDues(userId: number, stamp: string, load: () => Promise<DuesAndExpiration>): Promise<DuesAndExpiration> {
  const entry = entries.get(userId)
  entries.delete(userId)
  if (entry?.stamp === stamp) {
    // Least recently used order: a Map iterates in insertion order, so the entry moves to the end.
    entries.set(userId, entry)
    return entry.dues
  }
  // Frozen: the same object answers many requests, and nothing may change it in between.
  const dues = deepFreeze(await load())
  entries.set(userId, { stamp, dues })
  if (entries.size > MAX_USERS) entries.delete(entries.keys().next().value!)
  return dues
}

// Per-process cache of what a user's currentUser is built from beyond their own row: the access
// levels they hold and their community facts (communityFacts.ts), plus the access levels'
// definitions. Without it every signed-in request ran those queries again whatever it asked for.
//
// Why it is safe with several API processes (docs/auth.md, "What a signed-in request costs"): an
// entry is only used when its stamp equals the one the request's own session lookup just read from
// the database (users.facts_version, user_facts_versions, shared_facts_version, the user's batch and
// stage, the Manila day). Database triggers move those versions in the same transaction as any
// write to a table the facts come from (db/migrations/0003_current_user_facts_triggers.sql), so
// once a change is committed the very next request in any process sees a different stamp.
// A stamp is read before its facts are (read committed: the facts are at least as new as the
// stamp), so an entry is never older than its stamp says; at worst it is newer and reloads once.
import { startOfManilaDay } from '../time'
import { loadUserFacts, type CommunityFacts } from './communityFacts'
import { loadAccessLevels, type AccessLevelRow, type CurrentUserRow } from './loadCurrentUser'
import type { FactsVersions } from './sessionLookup'
import { deepFreeze } from '../deepFreeze'

/** Users whose facts one process keeps (least recently used go first); about 1 KB each. */
const MAX_USERS = 10_000

type Entry = { stamp: string; accessLevelIds: readonly number[]; community: CommunityFacts }

const entries = new Map<number, Entry>()
let definitions: { sharedVersion: number; levels: Map<number, AccessLevelRow> } | undefined

export type CachedFacts = { held: readonly AccessLevelRow[]; community: CommunityFacts }

/** What the facts of `user` depend on, as read by this request's session lookup. */
export function factsStamp(user: CurrentUserRow, versions: FactsVersions, now: Date): string {
  return `${user.factsVersion}:${versions.user}:${versions.shared}:${user.batchId}:${user.stageId}:${startOfManilaDay(now).getTime()}`
}

/**
 * The held access levels (by id) and community facts of `user`, from the cache when the stamp
 * still matches, else from the database (one statement, plus one for the access levels'
 * definitions when those changed). The answer is shared between requests: frozen, read only.
 */
export async function userFacts(user: CurrentUserRow, versions: FactsVersions, now = new Date()): Promise<CachedFacts> {
  const stamp = factsStamp(user, versions, now)
  let entry = entries.get(user.id)
  if (entry?.stamp === stamp) {
    // Least recently used order: a Map iterates in insertion order, so move it to the end.
    entries.delete(user.id)
    entries.set(user.id, entry)
  } else {
    const facts = await loadUserFacts(user.id, now)
    entry = { stamp, accessLevelIds: Object.freeze(facts.accessLevelIds), community: deepFreeze(facts.community) }
    entries.delete(user.id)
    entries.set(user.id, entry)
    if (entries.size > MAX_USERS) entries.delete(entries.keys().next().value!)
  }
  let levels = await accessLevelDefinitions(versions.shared)
  // A level newer than the definitions read under this stamp (created and granted between the
  // two reads): read the definitions again rather than drop the level.
  if (entry.accessLevelIds.some((id) => !levels.has(id))) levels = await accessLevelDefinitions(versions.shared, true)
  return { held: entry.accessLevelIds.map((id) => levels.get(id)!).filter(Boolean), community: entry.community }
}

async function accessLevelDefinitions(sharedVersion: number, reload = false): Promise<Map<number, AccessLevelRow>> {
  if (reload || definitions?.sharedVersion !== sharedVersion) {
    const levels = await loadAccessLevels()
    for (const level of levels.values()) deepFreeze(level)
    definitions = { sharedVersion, levels }
  }
  return definitions.levels
}

// Which pair of accounts /community/mergeUsers may preview and merge (the API checks the same:
// common/validation/members.mergeUsers.ts messages).
import { mergeUsersMessages } from '@common/validation/members.mergeUsers'

export type PickedAccount = { id: number; email: string; firstName: string; lastName: string; tribeId?: string | null; archivedAt?: string | null; isMember: boolean }

/** Why the two picks cannot be merged, or null when they can (both chosen, different, the kept one not archived). */
export function mergeProblem(source: PickedAccount | null, target: PickedAccount | null): string | null {
  if (!source) return mergeUsersMessages.source
  if (!target) return mergeUsersMessages.target
  if (source.id === target.id) return mergeUsersMessages.same
  if (target.archivedAt) return mergeUsersMessages.targetArchived
  return null
}

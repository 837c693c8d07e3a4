// The member as FindMember answers it, which MemberDetail and its sections draw, and the words
// they share.
import type { FindMemberQuery } from '@/types/graphql'

export type MemberRecord = NonNullable<FindMemberQuery['member']>

/** An info log action as words: 'member-updated' -> 'Member updated'. */
export const actionLabel = (action: string) => {
  const words = action.replace(/[-_]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

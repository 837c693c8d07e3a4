// The shapes the members import (members.ts) passes between its steps: the rows it reads from the
// database, the rows it checked from the file, and what each row would change.

export const M = 'Members'
export const S = 'Subscription'

export type ExistingUser = {
  id: number
  email: string
  tribe_id: string | null
  first_name: string
  middle_name: string | null
  last_name: string
  suffix: string | null
  birthdate: string | null
  facebook_profile: string | null
  mobile_number: string | null
  sex: string | null
  batch_id: number | null
  group_id: number | null
  base_points: number | null
  access_level_ids: number[] | null
}
export type UserValues = Omit<ExistingUser, 'id' | 'group_id' | 'base_points' | 'access_level_ids'>
export type MemberRow = {
  row: number
  existing: ExistingUser | null
  /** The column that found the existing member. */
  matchedBy: 'Email' | 'Tribe ID' | null
  values: UserValues
  groupId: number | null
  basePoints: number | null
  accessLevelIds: number[]
  subscriptionKey: string | null
}
export type StoredSubscription = {
  import_key: string
  user_id: number
  funnel_id: string
  payment_term_id: string
  starts_at: string
  expiry: string
  unenrolled: boolean
}
export type Changes = Record<string, { from: unknown; to: unknown }>
export type PlannedMember = {
  member: MemberRow
  /** What the row changes, by field (the member's info log row). */
  changes: Changes
  /** An existing member's users row changes. */
  userChanged: boolean
  /** The row counts as an update of an existing member. */
  memberChanged: boolean
  subscriptionWrite: SubscriptionRow | null
}
export type SubscriptionRow = {
  row: number
  key: string
  startsAt: string
  expiry: string
  unenrolled: boolean
  funnelId: string
  paymentTermId: string
}

// What each checked row of the members import would change (the member's info log row names each
// change, as updateMember does), then whether the importer may make that change (reach.ts, the
// staff trust rule). Only the rows that pass both are planned.
import type { CurrentUser } from '../../../../common/currentUser'
import { accountsBeyondReach, mayGrantAccess, staffTrustMessages } from '../../lib/auth/staffTrust'
import type { Executor } from '../../lib/db'
import { M, type Changes, type MemberRow, type PlannedMember, type StoredSubscription, type SubscriptionRow } from './memberRecords'
import { importReachMessages, mayImport } from './reach'
import type { Problems } from './rows'

/** Matched members whose holdings are read per pair of statements (staffTrust.ts). */
const REACH_SLICE = 10_000

const USER_FIELDS = ['email', 'tribe_id', 'first_name', 'middle_name', 'last_name', 'suffix', 'birthdate', 'facebook_profile', 'mobile_number', 'sex', 'batch_id'] as const
type UserField = (typeof USER_FIELDS)[number]
/** Each field as the info log names it (as updateMember does) and as the template's column. */
const FIELD_NAMES: Record<UserField, string> = {
  email: 'email',
  tribe_id: 'tribeId',
  first_name: 'firstName',
  middle_name: 'middleName',
  last_name: 'lastName',
  suffix: 'suffix',
  birthdate: 'birthdate',
  facebook_profile: 'facebookProfile',
  mobile_number: 'mobileNumber',
  sex: 'sex',
  batch_id: 'batchId',
}
const FIELD_COLUMNS: Record<UserField, string> = {
  email: 'Email',
  tribe_id: 'Tribe ID',
  first_name: 'First Name',
  middle_name: 'Middle Name',
  last_name: 'Last Name',
  suffix: 'Suffix',
  birthdate: 'Birth Date (mm/dd/yyyy)',
  facebook_profile: 'Facebook Profile',
  mobile_number: 'Mobile Number',
  sex: 'Sex',
  batch_id: 'Batch',
}

export async function planMemberChanges(
  executor: Executor,
  importer: CurrentUser,
  problems: Problems,
  members: MemberRow[],
  subscriptions: Map<string, SubscriptionRow>,
  subscriptionByKey: Map<string, StoredSubscription>,
): Promise<PlannedMember[]> {
  const subscriptionChanged = (subscription: SubscriptionRow) => {
    const stored = subscriptionByKey.get(subscription.key)
    return (
      !stored ||
      stored.funnel_id !== subscription.funnelId ||
      stored.payment_term_id !== subscription.paymentTermId ||
      new Date(stored.starts_at).getTime() !== new Date(subscription.startsAt).getTime() ||
      new Date(stored.expiry).getTime() !== new Date(subscription.expiry).getTime() ||
      stored.unenrolled !== subscription.unenrolled
    )
  }
  const beyondReach = new Set<number>()
  const matchedIds = members.flatMap((m) => (m.existing ? [m.existing.id] : []))
  // In slices: the rule's lookups bind one parameter per id, and PostgreSQL takes at most 65,535.
  for (let at = 0; at < matchedIds.length; at += REACH_SLICE) {
    for (const id of await accountsBeyondReach(importer, matchedIds.slice(at, at + REACH_SLICE), executor)) beyondReach.add(id)
  }
  const planned: PlannedMember[] = []
  for (const member of members) {
    const { existing } = member
    const { changes, userChanged, detailColumns, levelsAdded } = changesOf(member)
    const subscription = member.subscriptionKey ? subscriptions.get(member.subscriptionKey) : undefined
    const subscriptionWrite = subscription && subscriptionChanged(subscription) ? subscription : null
    if (subscriptionWrite) note(changes, 'subscription', storedSubscription(subscriptionByKey.get(subscriptionWrite.key)), subscriptionSummary(subscriptionWrite))

    const refuse = (column: string, message: string) => problems.add(M, member.row, column, message)
    const before = problems.list.length
    if (!existing && !mayImport(importer, 'createMember')) refuse('Email', importReachMessages.needs('createMember'))
    if (detailColumns.length && !mayImport(importer, 'changeMember')) refuse(detailColumns[0], importReachMessages.needs('changeMember'))
    if (levelsAdded.length && !mayGrantAccess(importer)) refuse('Access Levels', staffTrustMessages.grantLevels)
    if (subscriptionWrite && !mayImport(importer, 'enrol')) refuse('Subscription ID', importReachMessages.needs('enrol'))
    if (existing && Object.keys(changes).length && beyondReach.has(existing.id)) refuse(member.matchedBy ?? 'Email', staffTrustMessages.holdsMore)
    if (problems.list.length > before) continue
    planned.push({
      member,
      changes,
      userChanged,
      // As before: a new subscription makes its member's row an update; a changed one counts on its own.
      memberChanged: userChanged || 'groupId' in changes || 'basePoints' in changes || levelsAdded.length > 0 || (subscriptionWrite !== null && !subscriptionByKey.has(subscriptionWrite.key)),
      subscriptionWrite,
    })
  }
  return planned
}

/** Records a change of `field` when `from` and `to` differ. */
function note(changes: Changes, field: string, from: unknown, to: unknown) {
  if (JSON.stringify(from ?? null) !== JSON.stringify(to ?? null)) changes[field] = { from: from ?? null, to: to ?? null }
}

/** What a row changes of its member's details, group, base points and access levels, and the template columns behind them. */
function changesOf(member: MemberRow) {
  const { existing } = member
  const changes: Changes = {}
  const changedColumns: string[] = []
  for (const field of USER_FIELDS) {
    const before = existing?.[field] ?? null
    const after = member.values[field] ?? null
    if (before === after) continue
    note(changes, FIELD_NAMES[field], before, after)
    changedColumns.push(FIELD_COLUMNS[field])
  }
  const userChanged = existing !== null && changedColumns.length > 0
  // A new member's details are part of adding them; a group or points are an edit either way.
  const detailColumns = existing ? [...changedColumns] : []
  if (member.groupId !== null && member.groupId !== existing?.group_id) {
    note(changes, 'groupId', existing?.group_id, member.groupId)
    detailColumns.push('Group Name')
  }
  if (member.basePoints !== null && member.basePoints !== existing?.base_points) {
    note(changes, 'basePoints', existing?.base_points, member.basePoints)
    detailColumns.push('Base Points')
  }
  const heldLevels = existing?.access_level_ids ?? []
  const levelsAdded = member.accessLevelIds.filter((id) => !heldLevels.includes(id))
  if (levelsAdded.length) note(changes, 'accessLevelIds', [...heldLevels].sort(byNumber), [...heldLevels, ...levelsAdded].sort(byNumber))
  return { changes, userChanged, detailColumns, levelsAdded }
}

const byNumber = (a: number, b: number) => a - b

/** A subscription as the member's info log row shows it. */
function subscriptionSummary(s: SubscriptionRow) {
  return { subscriptionId: s.key, funnelId: s.funnelId, paymentTermId: s.paymentTermId, startsAt: s.startsAt, expiry: s.expiry, unenrolled: s.unenrolled }
}

function storedSubscription(stored: StoredSubscription | undefined) {
  if (!stored) return null
  return {
    subscriptionId: stored.import_key,
    funnelId: stored.funnel_id,
    paymentTermId: stored.payment_term_id,
    startsAt: new Date(stored.starts_at).toISOString(),
    expiry: new Date(stored.expiry).toISOString(),
    unenrolled: stored.unenrolled,
  }
}

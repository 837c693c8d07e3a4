// The members import's cell checks: the Subscription sheet first (member rows refer to it), then
// each Members row against the file and the lookups (memberLookups.ts). A row with a problem is
// left out of the plan; the problems are listed in the order the cells are read.
import { isValidMobileNumber, cleanMobileNumber } from '../../../../common/mobile'
import { isSocialUrl, SOCIAL_SITES, SOCIAL_URL_MAX, socialMessage } from '../../../../common/validation/profiles'
import { IMPORT_SEX_VALUES, uploadMessages, type UploadMode } from '../../../../common/validation/uploads'
import { LIFETIME_EXPIRY } from '../../../../db/schema'
import type { ParsedSheet } from '../../lib/spreadsheets'
import type { MemberLookups } from './memberLookups'
import { M, S, type ExistingUser, type MemberRow, type SubscriptionRow, type UserValues } from './memberRecords'
import { duplicateChecker, parseBoolean, parseDate, parseEmail, Problems, text } from './rows'

type SheetRows = ParsedSheet['rows']
type Values = SheetRows[number]['values']
type AddProblem = (column: string, message: string) => void

const DAY_MS = 86_400_000

/** The profile form's Facebook rule (Social Accounts): the import takes the same links. */
const FACEBOOK = SOCIAL_SITES.find((site) => site.field === 'facebook')!

export const memberImportMessages = {
  badFacebook: (value: string) => `"${value}" is not a Facebook link. ${socialMessage(FACEBOOK)}.`,
} as const

/** The Subscription sheet's rows that pass, by Subscription ID. */
export function checkSubscriptionRows(problems: Problems, subscriptionRows: SheetRows, { funnelById, termIds }: MemberLookups) {
  const subscriptions = new Map<string, SubscriptionRow>()
  const duplicateSubscription = duplicateChecker(problems, S, 'Subscription ID')
  for (const { row, values } of subscriptionRows) {
    const key = text(problems, S, row, 'Subscription ID', values['Subscription ID'], 100)
    if (!values['Subscription ID']) problems.add(S, row, 'Subscription ID', uploadMessages.required('Subscription ID'))
    const createdAtText = values['Created At (mm/dd/yyyy)']
    const createdAt = createdAtText ? parseDate(createdAtText) : null
    if (!createdAtText) problems.add(S, row, 'Created At (mm/dd/yyyy)', uploadMessages.required('Created At'))
    else if (!createdAt) problems.add(S, row, 'Created At (mm/dd/yyyy)', uploadMessages.badDate(createdAtText))
    const unenrolled = parseBoolean(values['Unenrolled (true|false)'])
    if (unenrolled === null) problems.add(S, row, 'Unenrolled (true|false)', uploadMessages.badBoolean(values['Unenrolled (true|false)']))
    const funnel = funnelById.get(values['Funnel ID'])
    if (!values['Funnel ID']) problems.add(S, row, 'Funnel ID', uploadMessages.required('Funnel ID'))
    else if (!funnel) problems.add(S, row, 'Funnel ID', uploadMessages.unknownFunnel(values['Funnel ID']))
    const paymentTermId = values['Payment Term ID'] || 'one-time'
    if (!termIds.has(paymentTermId)) problems.add(S, row, 'Payment Term ID', uploadMessages.unknownPaymentTerm(paymentTermId))
    if (!key || duplicateSubscription(row, key) || !createdAt || unenrolled === null || !funnel || !termIds.has(paymentTermId)) continue
    // Access starts at the start of the Manila day; it lasts the funnel's validity (lifetime when none).
    const startsAt = new Date(`${createdAt}T00:00:00+08:00`)
    const expiry = funnel.validity_by_days == null ? LIFETIME_EXPIRY : new Date(startsAt.getTime() + funnel.validity_by_days * DAY_MS)
    subscriptions.set(key, { row, key, startsAt: startsAt.toISOString(), expiry: expiry.toISOString(), unenrolled, funnelId: funnel.id, paymentTermId })
  }
  return subscriptions
}

/** The Members sheet's rows that pass, with the member each one names (if any). */
export function checkMemberRows(
  problems: Problems,
  memberRows: SheetRows,
  subscriptionRows: SheetRows,
  subscriptions: Map<string, SubscriptionRow>,
  mode: UploadMode,
  lookups: MemberLookups,
) {
  const members: MemberRow[] = []
  const duplicateEmail = duplicateChecker(problems, M, 'Email')
  const duplicateTribeId = duplicateChecker(problems, M, 'Tribe ID')
  const duplicateSubscriptionUse = duplicateChecker(problems, M, 'Subscription ID')
  const usedSubscriptions = new Set<string>()
  const today = new Date().toISOString().slice(0, 10)
  const subscriptionSheetKeys = new Set(subscriptionRows.map((r) => r.values['Subscription ID']))
  for (const { row, values } of memberRows) {
    const add = (column: string, message: string) => problems.add(M, row, column, message)
    const before = problems.list.length
    const email = values['Email'] ? parseEmail(values['Email']) : null
    if (!values['Email']) add('Email', uploadMessages.required('Email'))
    else if (!email) add('Email', uploadMessages.badEmail(values['Email']))
    else duplicateEmail(row, email)
    const tribeId = text(problems, M, row, 'Tribe ID', values['Tribe ID'], 100)
    if (tribeId) duplicateTribeId(row, tribeId)

    const byEmail = email ? lookups.userByEmail.get(email) ?? null : null
    const byTribeId = tribeId ? lookups.userByTribeId.get(tribeId) ?? null : null
    if (byEmail && byTribeId && byEmail.id !== byTribeId.id) add('Tribe ID', uploadMessages.tribeIdTaken(tribeId as string, byTribeId.email))
    const existing = byEmail ?? byTribeId
    if (email && mode === 'create' && existing) add(byEmail ? 'Email' : 'Tribe ID', uploadMessages.memberExists(byEmail ? email : (tribeId as string)))
    if (email && mode === 'update' && !existing) add('Email', uploadMessages.memberMissing(email))

    const details = checkDetails(problems, row, values, add, existing, lookups, today)
    const subscriptionKey = values['Subscription ID'] || null
    if (subscriptionKey) {
      usedSubscriptions.add(subscriptionKey)
      duplicateSubscriptionUse(row, subscriptionKey)
      const stored = lookups.subscriptionByKey.get(subscriptionKey)
      if (!subscriptions.has(subscriptionKey) && !stored && !subscriptionSheetKeys.has(subscriptionKey)) {
        add('Subscription ID', uploadMessages.unknownSubscription(subscriptionKey))
      } else if (stored && stored.user_id !== existing?.id) {
        add('Subscription ID', uploadMessages.subscriptionOtherMember(subscriptionKey))
      }
    }
    if (problems.list.length > before || !email) continue
    members.push(memberRow(row, email, tribeId, existing, byEmail ? 'Email' : byTribeId ? 'Tribe ID' : null, details, subscriptionKey))
  }
  for (const [key, subscription] of subscriptions) {
    if (!usedSubscriptions.has(key)) problems.add(S, subscription.row, 'Subscription ID', uploadMessages.subscriptionUnused(key))
  }
  return members
}

type Details = ReturnType<typeof checkDetails>

/** A row's cells after its e-mail and Tribe ID: names, links, dates and the names of batch, group and levels. */
function checkDetails(problems: Problems, row: number, values: Values, add: AddProblem, existing: ExistingUser | null, lookups: MemberLookups, today: string) {
  const firstName = text(problems, M, row, 'First Name', values['First Name'], 100)
  const lastName = text(problems, M, row, 'Last Name', values['Last Name'], 100)
  if (!existing && !values['First Name']) add('First Name', uploadMessages.required('First Name'))
  if (!existing && !values['Last Name']) add('Last Name', uploadMessages.required('Last Name'))
  const middleName = text(problems, M, row, 'Middle Name', values['Middle Name'], 100)
  const suffix = text(problems, M, row, 'Suffix', values['Suffix'], 20)
  const facebook = text(problems, M, row, 'Facebook Profile', values['Facebook Profile'], SOCIAL_URL_MAX)
  if (facebook && !isSocialUrl(facebook, FACEBOOK.hosts)) add('Facebook Profile', memberImportMessages.badFacebook(facebook))

  let birthdate: string | null = null
  const birthText = values['Birth Date (mm/dd/yyyy)']
  if (birthText) {
    birthdate = parseDate(birthText)
    if (!birthdate) add('Birth Date (mm/dd/yyyy)', uploadMessages.badDate(birthText))
    else if (birthdate > today) add('Birth Date (mm/dd/yyyy)', uploadMessages.futureDate(birthText))
  }
  let mobile: string | null = null
  if (values['Mobile Number']) {
    if (isValidMobileNumber(values['Mobile Number'])) mobile = cleanMobileNumber(values['Mobile Number'])
    else add('Mobile Number', uploadMessages.badMobile(values['Mobile Number']))
  }
  let sex: string | null = null
  if (values['Sex']) {
    sex = IMPORT_SEX_VALUES.find((s) => s.toLowerCase() === values['Sex'].toLowerCase()) ?? null
    if (!sex) add('Sex', uploadMessages.badSex(values['Sex']))
  }
  return { firstName, lastName, middleName, suffix, facebook, birthdate, mobile, sex, ...checkMemberships(values, add, lookups) }
}

/** The batch, group, access levels and base points a row names. */
function checkMemberships(values: Values, add: AddProblem, { batchByKey, groupByName, levelByName }: MemberLookups) {
  let batchId: number | null = null
  if (values['Batch']) {
    batchId = batchByKey.get(values['Batch'].toLowerCase()) ?? null
    if (batchId === null) add('Batch', uploadMessages.unknownBatch(values['Batch']))
  }
  let groupId: number | null = null
  if (values['Group Name']) {
    groupId = groupByName.get(values['Group Name'].toLowerCase()) ?? null
    if (groupId === null) add('Group Name', uploadMessages.unknownGroup(values['Group Name']))
  }
  const accessLevelIds: number[] = []
  for (const name of values['Access Levels'].split(/[,;]/).map((n) => n.trim()).filter(Boolean)) {
    const id = levelByName.get(name.toLowerCase())
    if (id === undefined) add('Access Levels', uploadMessages.unknownAccessLevel(name))
    else if (!accessLevelIds.includes(id)) accessLevelIds.push(id)
  }
  let basePoints: number | null = null
  if (values['Base Points']) {
    basePoints = /^\d{1,9}$/.test(values['Base Points']) ? Number(values['Base Points']) : null
    if (basePoints === null) add('Base Points', uploadMessages.badPoints(values['Base Points']))
  }
  return { batchId, groupId, accessLevelIds, basePoints }
}

function memberRow(
  row: number,
  email: string,
  tribeId: string | null,
  existing: ExistingUser | null,
  matchedBy: MemberRow['matchedBy'],
  details: Details,
  subscriptionKey: string | null,
): MemberRow {
  // Blank optional cells keep what an existing member has.
  const keep = <K extends keyof UserValues>(key: K, value: UserValues[K] | null) => (value ?? existing?.[key] ?? null) as UserValues[K]
  return {
    row,
    existing,
    matchedBy,
    values: {
      email,
      tribe_id: keep('tribe_id', tribeId),
      first_name: details.firstName ?? existing?.first_name ?? '',
      middle_name: keep('middle_name', details.middleName),
      last_name: details.lastName ?? existing?.last_name ?? '',
      suffix: keep('suffix', details.suffix),
      birthdate: keep('birthdate', details.birthdate),
      facebook_profile: keep('facebook_profile', details.facebook),
      mobile_number: keep('mobile_number', details.mobile),
      sex: keep('sex', details.sex),
      batch_id: keep('batch_id', details.batchId),
    },
    groupId: details.groupId,
    basePoints: details.basePoints,
    accessLevelIds: details.accessLevelIds,
    subscriptionKey,
  }
}

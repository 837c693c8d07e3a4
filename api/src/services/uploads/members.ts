// The members import (Members sheet + optional Subscription sheet): every row checked against the
// file and the database, then written in a fixed number of bulk statements (docs/imports.md).
// Natural keys: e-mail (lower-cased) and Tribe ID for members, Subscription ID (importKey) for
// subscriptions. Blank optional cells leave an existing member's value as it is.
// The importer can do no more than by hand (reach.ts, issue 20): each change needs its manual
// operation's flag, only an admin gives access levels, a member who holds more than the importer
// is out of reach; and each member added or changed gets an info log row naming the changes.
// SQL: reading 7 statements (batches, groups, access levels, payment terms, funnels, members with
// their group, points and levels, subscriptions), and for an importer who is not an admin 2 more
// per 10,000 matched members (their holdings); writing at most 7.
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { isValidMobileNumber, cleanMobileNumber } from '../../../../common/mobile'
import { isSocialUrl, SOCIAL_SITES, SOCIAL_URL_MAX, socialMessage } from '../../../../common/validation/profiles'
import { IMPORT_SEX_VALUES, uploadMessages, type UploadMode } from '../../../../common/validation/uploads'
import { LIFETIME_EXPIRY } from '../../../../db/schema'
import { accountsBeyondReach, mayGrantAccess, staffTrustMessages } from '../../lib/auth/staffTrust'
import type { Executor } from '../../lib/db'
import type { ParsedSheet } from '../../lib/spreadsheets'
import type { ImportContext, ImportPlan } from './plan'
import { importReachMessages, mayImport } from './reach'
import { duplicateChecker, keyList, parseBoolean, parseDate, parseEmail, Problems, recordset, rowsOf, text } from './rows'

const M = 'Members'
const S = 'Subscription'
const DAY_MS = 86_400_000
/** Matched members whose holdings are read per pair of statements (staffTrust.ts). */
const REACH_SLICE = 10_000

/** The profile form's Facebook rule (Social Accounts): the import takes the same links. */
const FACEBOOK = SOCIAL_SITES.find((site) => site.field === 'facebook')!

export const memberImportMessages = {
  badFacebook: (value: string) => `"${value}" is not a Facebook link. ${socialMessage(FACEBOOK)}.`,
} as const

type ExistingUser = {
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
type UserValues = Omit<ExistingUser, 'id' | 'group_id' | 'base_points' | 'access_level_ids'>
type MemberRow = {
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
type StoredSubscription = { import_key: string; user_id: number; funnel_id: string; payment_term_id: string; starts_at: string; expiry: string; unenrolled: boolean }
type Changes = Record<string, { from: unknown; to: unknown }>
type PlannedMember = {
  member: MemberRow
  /** What the row changes, by field (the member's info log row). */
  changes: Changes
  /** An existing member's users row changes. */
  userChanged: boolean
  /** The row counts as an update of an existing member. */
  memberChanged: boolean
  subscriptionWrite: SubscriptionRow | null
}
type SubscriptionRow = {
  row: number
  key: string
  startsAt: string
  expiry: string
  unenrolled: boolean
  funnelId: string
  paymentTermId: string
}

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

export async function planMembers(
  executor: Executor,
  sheets: Record<string, ParsedSheet>,
  mode: UploadMode,
  { importer, jobId }: ImportContext,
): Promise<ImportPlan> {
  const problems = new Problems()
  const memberRows = sheets[M]?.rows ?? []
  const subscriptionRows = sheets[S]?.rows ?? []

  // Keys the file names, for the lookups.
  const emails: string[] = []
  const tribeIds: string[] = []
  const funnelIds: string[] = []
  const subscriptionKeys: string[] = []
  for (const { values } of memberRows) {
    const email = parseEmail(values['Email'])
    if (email) emails.push(email)
    if (values['Tribe ID']) tribeIds.push(values['Tribe ID'])
    if (values['Subscription ID']) subscriptionKeys.push(values['Subscription ID'])
  }
  for (const { values } of subscriptionRows) {
    if (values['Funnel ID']) funnelIds.push(values['Funnel ID'])
    if (values['Subscription ID']) subscriptionKeys.push(values['Subscription ID'])
  }

  // One after another: inside the import's transaction they share one connection.
  const batches = await rowsOf<{ id: number; name: string; number: number | null }>(executor, sql`select id, name, number from batches`)
  const groups = await rowsOf<{ id: number; name: string }>(executor, sql`select id, name from groups`)
  const levels = await rowsOf<{ id: number; name: string; label: string }>(executor, sql`select id, name, label from access_levels`)
  const terms = await rowsOf<{ id: string }>(executor, sql`select id from payment_terms`)
  const funnels = funnelIds.length
    ? await rowsOf<{ id: string; validity_by_days: number | null }>(executor, sql`select id, validity_by_days from funnels where id in ${keyList(funnelIds)}`)
    : []
  // The members the file names, by e-mail or Tribe ID (two index lookups), with their group,
  // base points and access levels for telling what would change.
  const existingUsers =
    emails.length || tribeIds.length
      ? await rowsOf<ExistingUser>(
          executor,
          sql`with named as (
                select u.id from users u where u.email in ${keyList(emails)}
                union
                select u.id from users u where u.tribe_id in ${keyList(tribeIds)}
              )
              select u.id, u.email, u.tribe_id, u.first_name, u.middle_name, u.last_name, u.suffix, u.birthdate::text as birthdate,
                u.facebook_profile, u.mobile_number, u.sex, u.batch_id, gm.group_id, p.points as base_points, l.access_level_ids
              from named n
              join users u on u.id = n.id
              left join group_members gm on gm.user_id = u.id
              left join point_entries p on p.user_id = u.id and p.kind = 'base'
              left join lateral (select array_agg(ual.access_level_id) as access_level_ids from user_access_levels ual where ual.user_id = u.id) l on true`,
        )
      : []
  const existingSubscriptions = subscriptionKeys.length
    ? await rowsOf<StoredSubscription>(
        executor,
        sql`select import_key, user_id, funnel_id, payment_term_id, to_json(starts_at)#>>'{}' as starts_at, to_json(expiry)#>>'{}' as expiry,
              unenrolled_at is not null as unenrolled
            from subscriptions where import_key in ${keyList(subscriptionKeys)}`,
      )
    : []

  const batchByKey = new Map<string, number>()
  for (const b of batches) {
    batchByKey.set(b.name.trim().toLowerCase(), b.id)
    if (b.number !== null) batchByKey.set(String(b.number), b.id)
  }
  const groupByName = new Map(groups.map((g) => [g.name.trim().toLowerCase(), g.id]))
  const levelByName = new Map<string, number>()
  for (const l of levels) {
    levelByName.set(l.label.trim().toLowerCase(), l.id)
    levelByName.set(l.name.trim().toLowerCase(), l.id)
  }
  const termIds = new Set(terms.map((t) => t.id))
  const funnelById = new Map(funnels.map((f) => [f.id, f]))
  const userByEmail = new Map(existingUsers.map((u) => [u.email, u]))
  const userByTribeId = new Map(existingUsers.filter((u) => u.tribe_id).map((u) => [u.tribe_id as string, u]))
  const subscriptionByKey = new Map(existingSubscriptions.map((s) => [s.import_key, s]))

  // The Subscription sheet first: member rows refer to it.
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

    const byEmail = email ? userByEmail.get(email) ?? null : null
    const byTribeId = tribeId ? userByTribeId.get(tribeId) ?? null : null
    if (byEmail && byTribeId && byEmail.id !== byTribeId.id) add('Tribe ID', uploadMessages.tribeIdTaken(tribeId as string, byTribeId.email))
    const existing = byEmail ?? byTribeId
    if (email && mode === 'create' && existing) add(byEmail ? 'Email' : 'Tribe ID', uploadMessages.memberExists(byEmail ? email : (tribeId as string)))
    if (email && mode === 'update' && !existing) add('Email', uploadMessages.memberMissing(email))

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
    const subscriptionKey = values['Subscription ID'] || null
    if (subscriptionKey) {
      usedSubscriptions.add(subscriptionKey)
      duplicateSubscriptionUse(row, subscriptionKey)
      const stored = subscriptionByKey.get(subscriptionKey)
      if (!subscriptions.has(subscriptionKey) && !stored && !subscriptionSheetKeys.has(subscriptionKey)) {
        add('Subscription ID', uploadMessages.unknownSubscription(subscriptionKey))
      } else if (stored && stored.user_id !== existing?.id) {
        add('Subscription ID', uploadMessages.subscriptionOtherMember(subscriptionKey))
      }
    }
    if (problems.list.length > before || !email) continue

    // Blank optional cells keep what an existing member has.
    const keep = <K extends keyof UserValues>(key: K, value: UserValues[K] | null) => (value ?? existing?.[key] ?? null) as UserValues[K]
    members.push({
      row,
      existing,
      matchedBy: byEmail ? 'Email' : byTribeId ? 'Tribe ID' : null,
      values: {
        email,
        tribe_id: keep('tribe_id', tribeId),
        first_name: firstName ?? existing?.first_name ?? '',
        middle_name: keep('middle_name', middleName),
        last_name: lastName ?? existing?.last_name ?? '',
        suffix: keep('suffix', suffix),
        birthdate: keep('birthdate', birthdate),
        facebook_profile: keep('facebook_profile', facebook),
        mobile_number: keep('mobile_number', mobile),
        sex: keep('sex', sex),
        batch_id: keep('batch_id', batchId),
      },
      groupId,
      basePoints,
      accessLevelIds,
      subscriptionKey,
    })
  }
  for (const [key, subscription] of subscriptions) {
    if (!usedSubscriptions.has(key)) problems.add(S, subscription.row, 'Subscription ID', uploadMessages.subscriptionUnused(key))
  }

  // What each row would change; then whether the importer may make that change (reach.ts, the
  // staff trust rule); only then the counts and the writes.
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
    const changes: Changes = {}
    const note = (field: string, from: unknown, to: unknown) => {
      if (JSON.stringify(from ?? null) !== JSON.stringify(to ?? null)) changes[field] = { from: from ?? null, to: to ?? null }
    }
    const changedColumns: string[] = []
    for (const field of USER_FIELDS) {
      const before = existing?.[field] ?? null
      const after = member.values[field] ?? null
      if (before === after) continue
      note(FIELD_NAMES[field], before, after)
      changedColumns.push(FIELD_COLUMNS[field])
    }
    const userChanged = existing !== null && changedColumns.length > 0
    // A new member's details are part of adding them; a group or points are an edit either way.
    const detailColumns = existing ? [...changedColumns] : []
    if (member.groupId !== null && member.groupId !== existing?.group_id) {
      note('groupId', existing?.group_id, member.groupId)
      detailColumns.push('Group Name')
    }
    if (member.basePoints !== null && member.basePoints !== existing?.base_points) {
      note('basePoints', existing?.base_points, member.basePoints)
      detailColumns.push('Base Points')
    }
    const heldLevels = existing?.access_level_ids ?? []
    const levelsAdded = member.accessLevelIds.filter((id) => !heldLevels.includes(id))
    if (levelsAdded.length) note('accessLevelIds', [...heldLevels].sort(byNumber), [...heldLevels, ...levelsAdded].sort(byNumber))
    const subscription = member.subscriptionKey ? subscriptions.get(member.subscriptionKey) : undefined
    const subscriptionWrite = subscription && subscriptionChanged(subscription) ? subscription : null
    if (subscriptionWrite) note('subscription', storedSubscription(subscriptionByKey.get(subscriptionWrite.key)), subscriptionSummary(subscriptionWrite))

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

  let created = 0
  let updated = 0
  const inserts: (UserValues & { slug: string })[] = []
  const slugSuffixes = randomBytes(5 * planned.length).toString('hex')
  const updates: (UserValues & { id: number })[] = []
  const subscriptionWrites: (SubscriptionRow & { email: string })[] = []
  for (const plan of planned) {
    const { member } = plan
    if (!member.existing) {
      created += 1
      inserts.push({ ...member.values, slug: slugFor(member.values, slugSuffixes.slice(inserts.length * 10, inserts.length * 10 + 10)) })
    } else {
      if (plan.userChanged) updates.push({ ...member.values, id: member.existing.id })
      if (plan.memberChanged) updated += 1
    }
    if (plan.subscriptionWrite) {
      if (subscriptionByKey.has(plan.subscriptionWrite.key)) updated += 1
      else created += 1
      subscriptionWrites.push({ ...plan.subscriptionWrite, email: member.values.email })
    }
  }

  const write = async (tx: Executor) => {
    const idByEmail = new Map<string, number>(members.filter((m) => m.existing).map((m) => [m.values.email, (m.existing as ExistingUser).id]))
    if (updates.length) {
      await tx.execute(sql`
        update users u set email = v.email, tribe_id = v.tribe_id, first_name = v.first_name, middle_name = v.middle_name,
          last_name = v.last_name, suffix = v.suffix, birthdate = v.birthdate::date, facebook_profile = v.facebook_profile,
          mobile_number = v.mobile_number, sex = v.sex, batch_id = v.batch_id, updated_at = now()
        from ${recordset(updates, 'id int, email text, tribe_id text, first_name text, middle_name text, last_name text, suffix text, birthdate text, facebook_profile text, mobile_number text, sex text, batch_id int')}
        where u.id = v.id`)
    }
    if (inserts.length) {
      const inserted = await rowsOf<{ id: number; email: string }>(
        tx,
        sql`insert into users (email, tribe_id, first_name, middle_name, last_name, suffix, birthdate, facebook_profile, mobile_number, sex, batch_id, slug)
          select v.email, v.tribe_id, v.first_name, v.middle_name, v.last_name, v.suffix, v.birthdate::date, v.facebook_profile, v.mobile_number, v.sex, v.batch_id, v.slug
          from ${recordset(inserts, 'email text, tribe_id text, first_name text, middle_name text, last_name text, suffix text, birthdate text, facebook_profile text, mobile_number text, sex text, batch_id int, slug text')}
          returning id, email`,
      )
      for (const row of inserted) idByEmail.set(row.email, row.id)
    }
    const touched = planned.filter((p) => !p.member.existing || p.memberChanged).map((p) => p.member)
    const idOf = (m: MemberRow) => idByEmail.get(m.values.email) as number
    const groupRows = touched.filter((m) => m.groupId !== null && m.groupId !== m.existing?.group_id).map((m) => ({ user_id: idOf(m), group_id: m.groupId }))
    if (groupRows.length) {
      // A member moved to another group leaves their old sub-group.
      await tx.execute(sql`
        insert into group_members (user_id, group_id) select v.user_id, v.group_id from ${recordset(groupRows, 'user_id int, group_id int')}
        on conflict (user_id) do update set group_id = excluded.group_id, sub_group_id = null`)
    }
    const pointRows = touched
      .filter((m) => m.basePoints !== null && m.basePoints !== m.existing?.base_points)
      .map((m) => ({ user_id: idOf(m), points: m.basePoints }))
    if (pointRows.length) {
      await tx.execute(sql`
        insert into point_entries (user_id, kind, points, reason, created_by_id)
        select v.user_id, 'base', v.points, 'Bulk import', ${importer.id} from ${recordset(pointRows, 'user_id int, points int')}
        on conflict (user_id) where kind = 'base' do update set points = excluded.points`)
    }
    const levelRows = touched.flatMap((m) =>
      m.accessLevelIds.filter((id) => !(m.existing?.access_level_ids ?? []).includes(id)).map((id) => ({ user_id: idOf(m), access_level_id: id })),
    )
    if (levelRows.length) {
      await tx.execute(sql`
        insert into user_access_levels (user_id, access_level_id)
        select v.user_id, v.access_level_id from ${recordset(levelRows, 'user_id int, access_level_id int')}
        on conflict do nothing`)
    }
    if (subscriptionWrites.length) {
      const rows = subscriptionWrites.map((s) => ({
        import_key: s.key,
        user_id: idByEmail.get(s.email),
        funnel_id: s.funnelId,
        payment_term_id: s.paymentTermId,
        starts_at: s.startsAt,
        expiry: s.expiry,
        unenrolled: s.unenrolled,
      }))
      await tx.execute(sql`
        insert into subscriptions (import_key, user_id, funnel_id, payment_term_id, starts_at, expiry, unenrolled_at, unenrolled_by_id)
        select v.import_key, v.user_id, v.funnel_id, v.payment_term_id, v.starts_at, v.expiry,
          case when v.unenrolled then now() end, case when v.unenrolled then ${importer.id}::int end
        from ${recordset(rows, 'import_key text, user_id int, funnel_id text, payment_term_id text, starts_at timestamptz, expiry timestamptz, unenrolled boolean')}
        on conflict (import_key) do update set user_id = excluded.user_id, funnel_id = excluded.funnel_id,
          payment_term_id = excluded.payment_term_id, starts_at = excluded.starts_at, expiry = excluded.expiry,
          unenrolled_at = case when excluded.unenrolled_at is null then null else coalesce(subscriptions.unenrolled_at, excluded.unenrolled_at) end,
          unenrolled_by_id = case when excluded.unenrolled_at is null then null else coalesce(subscriptions.unenrolled_by_id, excluded.unenrolled_by_id) end,
          updated_at = now()`)
    }
    // One info log row per member added or changed, naming each change (from -> to), as
    // updateMember logs a hand edit; one statement for the whole file (writeInfoLog writes one
    // row, and the runner has no request whose address or id it would add).
    const logRows = planned
      .filter((p) => Object.keys(p.changes).length)
      .map((p) => ({ user_id: idOf(p.member), details: { uploadJobId: jobId, created: !p.member.existing, changes: p.changes } }))
    if (logRows.length) {
      await tx.execute(sql`
        insert into info_logs (action, user_id, original_user_id, entity_type, entity_id, details)
        select 'member-imported', ${importer.id}::int, ${importer.originalUserId}::int, 'user', v.user_id::text, v.details
        from ${recordset(logRows, 'user_id int, details jsonb')}`)
    }
  }

  return { problems, created, updated, unchanged: memberRows.length + subscriptionRows.length - created - updated - problems.failedRows, write }
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

/** A readable, unguessable profile slug (as signup makes them): the name and 10 random hex digits (`suffix`, drawn for the whole file at once). */
function slugFor(values: UserValues, suffix: string): string {
  const base = [values.first_name, values.last_name].filter(Boolean).join(' ') || values.email.split('@')[0]
  const cleaned = base.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'member'
  return `${cleaned}-${suffix}`
}

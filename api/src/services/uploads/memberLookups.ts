// What the members import reads before it checks a row: the keys the file names, then 7
// statements (batches, groups, access levels, payment terms, funnels, members with their group,
// points and levels, subscriptions), turned into lookups by the names a cell may use.
import { sql } from 'drizzle-orm'
import type { Executor } from '../../lib/db'
import type { ParsedSheet } from '../../lib/spreadsheets'
import type { ExistingUser, StoredSubscription } from './memberRecords'
import { keyList, parseEmail, rowsOf } from './rows'

type SheetRows = ParsedSheet['rows']
export type MemberLookups = Awaited<ReturnType<typeof readMemberLookups>>

/** The e-mails, Tribe IDs, funnels and subscriptions the two sheets name, for the lookups. */
function keysOf(memberRows: SheetRows, subscriptionRows: SheetRows) {
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
  return { emails, tribeIds, funnelIds, subscriptionKeys }
}

export async function readMemberLookups(executor: Executor, memberRows: SheetRows, subscriptionRows: SheetRows) {
  const { emails, tribeIds, funnelIds, subscriptionKeys } = keysOf(memberRows, subscriptionRows)

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
  return { batchByKey, groupByName, levelByName, termIds, funnelById, userByEmail, userByTribeId, subscriptionByKey }
}

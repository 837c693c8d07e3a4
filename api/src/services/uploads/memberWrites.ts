// The members import's counts and writes: the planned rows as at most 7 bulk statements (users
// updated, users added, groups, base points, access levels, subscriptions, info log rows).
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { CurrentUser } from '../../../../common/currentUser'
import type { Executor } from '../../lib/db'
import type { ExistingUser, MemberRow, PlannedMember, StoredSubscription, SubscriptionRow, UserValues } from './memberRecords'
import { recordset, rowsOf } from './rows'

export function planMemberWrites(
  planned: PlannedMember[],
  members: MemberRow[],
  subscriptionByKey: Map<string, StoredSubscription>,
  { importer, jobId }: { importer: CurrentUser; jobId: number },
) {
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
    await writeUsers(tx, updates, inserts, idByEmail)
    const touched = planned.filter((p) => !p.member.existing || p.memberChanged).map((p) => p.member)
    const idOf = (m: MemberRow) => idByEmail.get(m.values.email) as number
    await writeMemberships(tx, touched, idOf, importer)
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
  return { created, updated, write }
}

/** The users rows updated, then added (whose new ids join `idByEmail`). */
async function writeUsers(tx: Executor, updates: (UserValues & { id: number })[], inserts: (UserValues & { slug: string })[], idByEmail: Map<string, number>) {
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
}

/** The group, base points and access levels of the members added or changed. */
async function writeMemberships(tx: Executor, touched: MemberRow[], idOf: (m: MemberRow) => number, importer: CurrentUser) {
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
}

/** A readable, unguessable profile slug (as signup makes them): the name and 10 random hex digits (`suffix`, drawn for the whole file at once). */
function slugFor(values: UserValues, suffix: string): string {
  const base = [values.first_name, values.last_name].filter(Boolean).join(' ') || values.email.split('@')[0]
  const cleaned = base.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'member'
  return `${cleaned}-${suffix}`
}

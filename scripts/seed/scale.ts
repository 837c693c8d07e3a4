// `yarn rw db seed --scale N`: N extra members (after the base seed) with their rows: the member
// access level, a profile, a group, one subscription with its invoice and 3-6 payment schedules
// in mixed states (paid, overdue, due today/tomorrow/in N days), lesson progress, finished tasks
// and Tribe Points (base + task). Everything is generated server-side (INSERT ... SELECT over
// generate_series), one transaction per chunk of members, so 100,000 members is a few dozen
// statements, not a million round trips.
//
// Scale members are marked by e-mail scale-<n>@tribe.test and tribe id SC<n, 7 digits>: re-running
// with the same N adds nothing, a larger N adds only the missing ones. They get NO password
// (hashedPassword null): they cannot log in, and no scrypt hash is computed for them.
import { sql } from 'drizzle-orm'
import { db } from '../../api/src/lib/db'
import { GROUPS } from './groups'
import { CITIES, FIRST_NAMES, LAST_NAMES } from './people'

export const SCALE_CHUNK = 10_000
export const MAX_SCALE = 9_999_999

export const tribeId = (n: number) => `SC${String(n).padStart(7, '0')}`

// Postgres array parameters (drizzle would expand a JS array into a row constructor).
export const int = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`
export const text = (values: string[]) => sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`

export type Refs = {
  member: number
  batches: number[]
  stages: number[]
  groups: number[]
  lessons: number[]
  tasks: number[]
  membership: string
  renewal: string
  lifetime: string
  bootcamp: string
  approver: number
}

export async function loadRefs(): Promise<Refs> {
  const result = await db.execute<Refs>(sql`
    select
      (select id from access_levels where name = 'member') as member,
      array(select id from batches where number between 15 and 18 order by number) as batches,
      array(select id from stages where number between 0 and 3 order by number) as stages,
      array(select id from groups where name = any(${text(GROUPS.map((group) => group.name))}) order by id) as groups,
      array(select id from lessons where import_key like 'seed:lesson:%' order by id) as lessons,
      array(select t.id from tasks t join stages s on s.id = t.stage_id where s.number in (0, 1) and t.archived_at is null
            order by s.number, t.position) as tasks,
      (select id from funnels where slug = 'tribe-membership') as membership,
      (select id from funnels where slug = 'tribe-membership-renewal') as renewal,
      (select id from funnels where slug = 'tribe-lifetime') as lifetime,
      (select id from funnels where slug = 'va-bootcamp') as bootcamp,
      (select id from users where email = 'grace.villanueva@tribe.test') as approver
  `)
  const refs = result.rows[0]
  for (const [name, value] of Object.entries(refs)) {
    if (value === null || (Array.isArray(value) && value.length === 0)) {
      throw new Error(`scale seed: the base seed is missing (${name}); run it first`)
    }
  }
  return refs
}

/** Adds scale members 1..scale that do not exist yet. Returns how many were added. */
export async function seedScale({ scale, today, log }: { scale: number; today: string; log: (line: string) => void }): Promise<number> {
  if (!Number.isInteger(scale) || scale < 0 || scale > MAX_SCALE) throw new Error(`--scale must be a whole number from 1 to ${MAX_SCALE}`)
  if (scale === 0) return 0
  const refs = await loadRefs()
  const started = Date.now()
  let added = 0
  for (let lo = 1; lo <= scale; lo += SCALE_CHUNK) {
    const hi = Math.min(scale, lo + SCALE_CHUNK - 1)
    const present = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from users where tribe_id between ${tribeId(lo)} and ${tribeId(hi)}`,
    )
    if (present.rows[0].count === hi - lo + 1) {
      log(`scale: members ${lo}-${hi} already present`)
      continue
    }
    const chunkAdded = await db.transaction((tx) => seedChunk(tx, { lo, hi, today, refs }))
    added += chunkAdded
    const seconds = (Date.now() - started) / 1000
    log(`scale: ${hi}/${scale} members checked, ${added} added (${seconds.toFixed(1)} s, ${Math.round(added / Math.max(seconds, 0.001))}/s)`)
  }
  return added
}

export type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0]

async function seedChunk(tx: Tx, { lo, hi, today, refs }: { lo: number; hi: number; today: string; refs: Refs }): Promise<number> {

  await tx.execute(sql`create temp table scale_new (user_id int primary key, n int not null) on commit drop`)
  await tx.execute(sql`
    with inserted as (
      insert into users (email, first_name, last_name, sex, birthdate, slug, tribe_id, mobile_number, batch_id, stage_id, created_at, updated_at)
      select 'scale-' || n || '@tribe.test',
             (${text(FIRST_NAMES)})[1 + n % ${FIRST_NAMES.length}],
             (${text(LAST_NAMES)})[1 + (n / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
             case when n % 2 = 0 then 'Female' else 'Male' end,
             date '1975-01-01' + (n * 37) % 10000,
             'scale-' || n,
             'SC' || lpad(n::text, 7, '0'),
             '09' || lpad(((n::bigint * 7919) % 1000000000)::text, 9, '0'),
             (${int(refs.batches)})[1 + n % ${refs.batches.length}],
             (${int(refs.stages)})[1 + n % ${refs.stages.length}],
             now() - make_interval(days => n % 400),
             now()
        from generate_series(${lo}::int, ${hi}::int) n
      on conflict do nothing
      returning id, tribe_id
    )
    insert into scale_new (user_id, n) select id, substr(tribe_id, 3)::int from inserted`)
  const [{ count }] = (await tx.execute<{ count: number }>(sql`select count(*)::int as count from scale_new`)).rows
  if (count === 0) return 0

  await tx.execute(sql`insert into user_access_levels (user_id, access_level_id) select user_id, ${refs.member}::int from scale_new`)
  await tx.execute(sql`
    insert into user_profiles (user_id, country, city, timezone)
    select user_id, 'Philippines', (${text(CITIES)})[1 + n % ${CITIES.length}], 'Asia/Manila' from scale_new`)
  await tx.execute(sql`
    insert into group_members (user_id, group_id)
    select user_id, (${int(refs.groups)})[1 + n % ${refs.groups.length}] from scale_new`)

  // The billing plan of each new member, by n % 10: 0 expired, 1 expiring within 14 days,
  // 2 lifetime, 3 VA Bootcamp (180 days), else a 1-year membership started up to 350 days ago.
  await tx.execute(sql`
    create temp table scale_plan on commit drop as
    select s.user_id, s.n, p.funnel_id, p.term, p.start_date, p.expiry_date, p.total, 3 + s.n % 4 as payments
      from scale_new s
      cross join lateral (
        select case s.n % 10 when 2 then ${refs.lifetime} when 3 then ${refs.bootcamp} when 0 then ${refs.renewal} else ${refs.membership} end as funnel_id,
               case s.n % 10 when 2 then 'monthly-6' when 1 then 'monthly-3' when 3 then 'monthly-3'
                 else (array['one-time', 'monthly-3', 'monthly-6'])[1 + s.n % 3] end as term,
               case s.n % 10
                 when 0 then ${today}::date - (395 + s.n % 30)
                 when 1 then ${today}::date + s.n % 14 - 365
                 when 3 then ${today}::date - s.n % 170
                 else ${today}::date - s.n % 350 end as start_date,
               case s.n % 10
                 when 0 then ${today}::date - (30 + s.n % 30)
                 when 1 then ${today}::date + s.n % 14
                 when 2 then null
                 when 3 then ${today}::date - s.n % 170 + 180
                 else ${today}::date - s.n % 350 + 365 end as expiry_date,
               case s.n % 10 when 2 then 4999900 when 3 then 499900 when 0 then 999900 else 1499900 end as total
      ) p`)
  await tx.execute(sql`
    insert into subscriptions (user_id, funnel_id, payment_term_id, starts_at, expiry, import_key, created_at, updated_at)
    select user_id, funnel_id, term,
           (start_date::text || ' 10:00+08')::timestamptz,
           case when expiry_date is null then '9999-12-31 00:00+08'::timestamptz else (expiry_date::text || ' 23:59+08')::timestamptz end,
           'scale-' || n,
           (start_date::text || ' 10:00+08')::timestamptz, now()
      from scale_plan`)
  await tx.execute(sql`
    insert into invoices (subscription_id, created_at, updated_at)
    select su.id, su.starts_at, now() from subscriptions su join scale_new s on s.user_id = su.user_id`)
  // One instalment every 30 days from the start. A past one is paid, except every ninth
  // (by n + k), which is left overdue; today's and later ones are unpaid.
  await tx.execute(sql`
    insert into payment_schedules (invoice_id, price_centavos, schedule_date, transaction_id, payment_platform,
                                   external_invoice_id, approved_at, approved_by_id, created_at, updated_at)
    select i.id,
           case when k = p.payments then p.total - (p.total / p.payments) * (p.payments - 1) else p.total / p.payments end,
           d.day,
           case when d.paid then 'SCALE-' || p.n || '-' || k end,
           case when d.paid then (array['GCash', 'Maya', 'Bank Transfer (BPI)', 'PayPal', 'Credit Card (Xendit)'])[1 + (p.n + k) % 5] end,
           case when d.paid then 'INV-SC-' || p.n || '-' || k end,
           case when d.paid then (d.day::text || ' 15:30+08')::timestamptz end,
           case when d.paid then ${refs.approver}::int end,
           (p.start_date::text || ' 10:00+08')::timestamptz, now()
      from scale_plan p
      join subscriptions su on su.user_id = p.user_id
      join invoices i on i.subscription_id = su.id
      cross join lateral generate_series(1, p.payments) k
      cross join lateral (
        select p.start_date + (k - 1) * 30 as day,
               p.start_date + (k - 1) * 30 < ${today}::date and (p.n + k) % 9 <> 0 as paid
      ) d`)

  // Lessons opened in order; all but the last opened are finished.
  await tx.execute(sql`
    insert into lesson_progress (user_id, lesson_id, position_seconds, started_at, completed_at, updated_at)
    select p.user_id, (${int(refs.lessons)})[k], case when k = p.n % 8 then 120 else 0 end,
           least(now(), (p.start_date::text || ' 20:00+08')::timestamptz + make_interval(days => k)),
           case when k < p.n % 8 then least(now(), (p.start_date::text || ' 21:00+08')::timestamptz + make_interval(days => k)) end,
           now()
      from scale_plan p cross join lateral generate_series(1, least(p.n % 8, ${refs.lessons.length})) k`)
  // Finished tasks of stages 0 and 1, one ledger row each with the task's points, and base points.
  await tx.execute(sql`
    with finished as (
      insert into task_completions (user_id, task_id, completed_at)
      select p.user_id, (${int(refs.tasks)})[k],
             least(now(), (p.start_date::text || ' 21:00+08')::timestamptz + make_interval(days => 2 * k))
        from scale_plan p cross join lateral generate_series(1, least(p.n % 6, ${refs.tasks.length})) k
      returning id, user_id, task_id, completed_at
    )
    insert into point_entries (user_id, kind, points, task_completion_id, reason, created_at)
    select f.user_id, 'task', t.points, f.id, 'Finished: ' || t.title, f.completed_at from finished f join tasks t on t.id = f.task_id`)
  await tx.execute(sql`
    insert into point_entries (user_id, kind, points, reason)
    select user_id, 'base', (n % 5) * 50, 'Base points carried over from the member import' from scale_new where n % 5 > 0`)
  return count
}

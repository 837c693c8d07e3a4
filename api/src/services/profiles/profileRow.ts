// One profile in ONE statement (scalar subqueries on indexed user ids: batch, stage, group, the
// newest wins, subscriptions), shaped for the caller by access.ts: the parts they may not read
// are null in the answer, not merely hidden by the page.
import { sql, type SQL } from 'drizzle-orm'
import type { CurrentUser } from '../../../../common/currentUser'
import { learnerMediaUrl, profileImageUrl } from '../../../../common/files.downloads'
import { DEFAULT_TIME_ZONE } from '../../../../common/timeZones'
import { membershipStatus } from '../../lib/auth/communityFacts'
import { db, type Executor } from '../../lib/db'
import { isProfileStaff, profileView } from './access'
import { enrolmentStatus, isLifetime, subscriptionEnrolment } from './membership'
import { manilaToday } from '../../lib/sql'

/** The newest wins a profile shows. */
export const PROFILE_WINS_LIMIT = 50

type WinJson = { id: number; title: string; description: string | null; image_url: string | null; won_on: string | null; created_at: string }
type SubscriptionJson = {
  id: number
  product_name: string
  funnel_name: string | null
  starts_at: string
  expiry: string
  unenrolled: boolean
  active: boolean
}

type Row = {
  id: number
  slug: string
  email: string
  first_name: string
  last_name: string
  middle_name: string | null
  suffix: string | null
  sex: string | null
  birthdate: string | null
  mobile_number: string | null
  profile_image: string | null
  facebook_profile: string | null
  country: string | null
  state: string | null
  city: string | null
  timezone: string | null
  instagram_url: string | null
  tiktok_url: string | null
  youtube_url: string | null
  linkedin_url: string | null
  twitter_url: string | null
  website_url: string | null
  inactive: boolean
  batch: string | null
  stage: { id: number; number: number; name: string } | null
  group_name: string | null
  wins: WinJson[]
  subscriptions: SubscriptionJson[]
}

export type ProfileWin = { id: number; title: string; description: string | null; imageUrl: string | null; wonOn: string | null; createdAt: string }

export const winImageUrl = (id: number, image: string | null) => learnerMediaUrl(image, { kind: 'win-images', id })
export const toWin = (row: {
  id: number
  title: string
  description: string | null
  imageUrl: string | null
  wonOn: string | null
  createdAt: Date | string
}): ProfileWin => ({
  id: row.id,
  title: row.title,
  description: row.description,
  imageUrl: winImageUrl(row.id, row.imageUrl),
  wonOn: row.wonOn,
  createdAt: new Date(row.createdAt).toISOString(),
})

/** Reads the profile of the user `where` names (a condition on `u`, the users row), as `viewer` may see it. */
export async function loadProfile(viewer: CurrentUser, where: SQL, executor: Executor = db) {
  const result = await executor.execute<Row>(sql`
    select u.id, u.slug, u.email, u.first_name, u.last_name, u.middle_name, u.suffix, u.sex, u.birthdate::text as birthdate,
           u.mobile_number, u.profile_image, u.facebook_profile,
           p.country, p.state, p.city, p.timezone, p.instagram_url, p.tiktok_url, p.youtube_url, p.linkedin_url,
           p.twitter_url, p.website_url,
           (u.disabled_at is not null or u.archived_at is not null) as inactive,
           (select b.name from batches b where b.id = u.batch_id) as batch,
           (select json_build_object('id', s.id, 'number', s.number, 'name', s.name) from stages s where s.id = u.stage_id) as stage,
           (select g.name from group_members gm join groups g on g.id = gm.group_id where gm.user_id = u.id limit 1) as group_name,
           (select coalesce(json_agg(w order by w.created_at desc, w.id desc), '[]'::json)
              from (select id, title, description, image_url, won_on, created_at from user_wins
                     where user_id = u.id order by created_at desc, id desc limit ${PROFILE_WINS_LIMIT}) w) as wins,
           (select coalesce(json_agg(json_build_object(
                     'id', su.id, 'product_name', pr.name, 'funnel_name', f.name, 'starts_at', su.starts_at, 'expiry', su.expiry,
                     'unenrolled', su.unenrolled_at is not null, 'active', su.expiry >= ${manilaToday(new Date())})
                     order by su.starts_at desc, su.id desc), '[]'::json)
              from subscriptions su join funnels f on f.id = su.funnel_id join products pr on pr.id = f.product_id
             where su.user_id = u.id) as subscriptions
      from users u left join user_profiles p on p.user_id = u.id
     where ${where}`)
  const row = result.rows[0]
  if (!row) return null
  const view = profileView(viewer, row.id)
  if (row.inactive && view === 'public') return null
  const whole = view !== 'public'
  const enrolled = row.subscriptions.filter((s) => !s.unenrolled)
  return {
    id: row.id,
    slug: row.slug,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: [row.first_name, row.last_name].filter(Boolean).join(' '),
    profileImageUrl: profileImageUrl(row.id, row.profile_image),
    batch: row.batch,
    stage: row.stage,
    wins: row.wins.map((win) => toWin({ ...win, imageUrl: win.image_url, wonOn: win.won_on, createdAt: win.created_at })),
    isOwn: view === 'own',
    // Editing is for the user themself, never while someone impersonates them.
    canEdit: view === 'own' && !viewer.isImpersonating,
    email: whole ? row.email : null,
    basicInfo: whole
      ? {
          firstName: row.first_name,
          lastName: row.last_name,
          middleName: row.middle_name,
          suffix: row.suffix,
          sex: row.sex,
          birthdate: row.birthdate,
          mobileNumber: row.mobile_number,
          country: row.country,
          state: row.state,
          city: row.city,
          timezone: row.timezone ?? DEFAULT_TIME_ZONE,
        }
      : null,
    socials: whole
      ? {
          facebook: row.facebook_profile,
          instagram: row.instagram_url,
          tiktok: row.tiktok_url,
          youtube: row.youtube_url,
          linkedin: row.linkedin_url,
          twitter: row.twitter_url,
          website: row.website_url,
        }
      : null,
    membership: whole
      ? {
          batch: row.batch,
          stage: row.stage,
          group: row.group_name,
          membershipStatus: membershipStatus(enrolled.filter((s) => s.active).length, enrolled.length),
          enrolmentStatus: enrolmentStatus(row.subscriptions),
          subscriptions: row.subscriptions.map((s) => ({
            id: s.id,
            productName: s.product_name,
            funnelName: s.funnel_name,
            startsAt: new Date(s.starts_at).toISOString(),
            expiry: new Date(s.expiry).toISOString(),
            lifetime: isLifetime(new Date(s.expiry)),
            status: subscriptionEnrolment(s),
          })),
        }
      : null,
  }
}

export type Profile = NonNullable<Awaited<ReturnType<typeof loadProfile>>>

export { isProfileStaff }

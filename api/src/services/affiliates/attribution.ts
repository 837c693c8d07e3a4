// The tie (docs/product.md, "affiliates", Attribution): at signup the new user is tied for good to
// the affiliate of the visitor's last click inside the attribution window, by a lead row with the
// user (one per user: leads_user_id_key). Later purchases by that user, on any device, pay that
// affiliate; other affiliates' links do not change it. The click, not the cookie, decides: the
// cookie only names the visitor (visits.ts). A suspended or waiting affiliate's clicks tie nothing;
// an affiliate never ties their own account.
import { sql } from 'drizzle-orm'
import type { Executor } from '../../lib/db'
import { writeInfoLog } from '../../lib/audit'
import { affiliateSettings } from './settings'

type NewUser = { id: number; email: string; firstName: string; lastName: string }
export type LastClick = { affiliateId: number; funnelId: string | null; code: string; funnelSlug: string | null }

/** Who the click must not belong to: the signing-up user's own affiliate account, or an affiliate whose account has this e-mail. */
export type NotSelf = { userId: number } | { email: string }

/**
 * The visitor's last click that may still attribute them, or null: inside the attribution window,
 * of an active affiliate, never the person's own affiliate account. Shared by the signup's tie and
 * the free-training registration (services/training/registrations.ts).
 */
export async function lastClick(executor: Executor, visitorId: string, self: NotSelf, now: Date): Promise<LastClick | null> {
  const { attributionDays } = await affiliateSettings(executor)
  const notSelf = 'userId' in self ? sql`a.user_id <> ${self.userId}` : sql`not exists (select 1 from users u where u.id = a.user_id and u.email = ${self.email})`
  const { rows } = await executor.execute<LastClick>(sql`
    select c.affiliate_id as "affiliateId", c.funnel_id as "funnelId", a.code, f.slug as "funnelSlug"
    from affiliate_clicks c
    join affiliates a on a.id = c.affiliate_id
    left join funnels f on f.id = c.funnel_id
    where c.visitor_id = ${visitorId}
      and a.status = 'active' and ${notSelf}
      and c.last_at > ${now.toISOString()}::timestamptz - make_interval(days => ${attributionDays}::int)
    order by c.last_at desc, c.id desc
    limit 1`)
  return rows[0] ?? null
}

/**
 * Ties `user` (just made, inside the signup's transaction) to the affiliate of the visitor's last
 * click, if any: the affiliate's opt-in lead with the same e-mail becomes theirs, else a new lead.
 * Returns the affiliate's id, or null when no click ties them.
 */
export async function tieSignup(executor: Executor, user: NewUser, visitorId: string | null | undefined, now = new Date()): Promise<number | null> {
  if (!visitorId) return null
  const click = await lastClick(executor, visitorId, { userId: user.id }, now)
  if (!click) return null
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || null
  const landingUrl = click.funnelSlug ? `/${click.funnelSlug}/${click.code}` : `/${click.code}`
  const { rows: optIn } = await executor.execute<{ id: number }>(sql`
    update leads set user_id = ${user.id}, name = coalesce(name, ${name})
    where id = (select id from leads where affiliate_id = ${click.affiliateId} and user_id is null and email = ${user.email} order by created_at desc, id desc limit 1)
    returning id`)
  const leadId =
    optIn[0]?.id ??
    (
      await executor.execute<{ id: number }>(sql`
        insert into leads (affiliate_id, funnel_id, user_id, email, name, landing_url, created_at)
        values (${click.affiliateId}, ${click.funnelId}, ${user.id}, ${user.email}, ${name}, ${landingUrl}, ${now.toISOString()})
        on conflict (user_id) where user_id is not null do nothing
        returning id`)
    ).rows[0]?.id
  if (leadId == null) return null
  await writeInfoLog({ action: 'affiliateTie', userId: user.id, entityType: 'lead', entityId: leadId, details: { affiliateId: click.affiliateId, funnelId: click.funnelId } }, executor)
  return click.affiliateId
}

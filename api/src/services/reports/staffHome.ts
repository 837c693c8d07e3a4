// staffHome: where a back-office role starts the day. The work waiting for them (payment proofs to
// check, move-up requests of the stages they review, imports queued, running or failed) and today's
// headline numbers, each part only for a role whose flags open the page it links to (null
// otherwise). At most three statements: the queues together, today's member figures, today's money.
import { sql } from 'drizzle-orm'
import { resolvePeriod } from '../../../../common/reportPeriods'
import { requireAuth } from '../../directives'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import { iso, manilaDate } from '../../lib/time'
import type { QueryResolvers } from '../../types/graphql'
import { memberFigures } from './membershipFigures'
import { NO_FILTERS, periodMoney } from './paymentReport'

/** Failed imports stay on the home page this long (they are fixed and run again, or let go). */
export const FAILED_IMPORT_DAYS = 7

type QueueRow = {
  proofs: { count: number; oldest: string | null } | null
  move_ups: { stageId: number; stageName: string; count: number; oldest: string }[]
  imports: { running: number; failed: number; lastFailedAt: string | null } | null
}

export const staffHome = (async () => {
  const user = requireAuth(currentUser())
  const can = (flag: string) => user.pageAccess[flag] === true
  const result = await db.execute<QueueRow>(sql`
    select
      ${can('payment') ? sql`(select json_build_object('count', count(*)::int, 'oldest', min(created_at)) from payment_proofs where status = 'pending')` : sql`null`} as proofs,
      (select coalesce(json_agg(json_build_object('stageId', s.id, 'stageName', s.name, 'count', q.count, 'oldest', q.oldest) order by q.oldest), '[]'::json)
         from (select from_stage_id, count(*)::int as count, min(created_at) as oldest from move_up_reviews
                where status = 'pending' and from_stage_id in (select stage_id from stage_reviewers where user_id = ${user.id})
                group by from_stage_id) q
         join stages s on s.id = q.from_stage_id) as move_ups,
      ${
        can('uploadContents')
          ? sql`(select json_build_object(
                  'running', count(*) filter (where status in ('queued', 'running'))::int,
                  'failed', count(*) filter (where status = 'failed')::int,
                  'lastFailedAt', max(updated_at) filter (where status = 'failed'))
                from upload_jobs where status in ('queued', 'running') or (status = 'failed' and updated_at > now() - make_interval(days => ${FAILED_IMPORT_DAYS})))`
          : sql`null`
      } as imports`)
  const row = result.rows[0]
  const today = manilaDate()
  let todayFigures = null
  const period = resolvePeriod({ period: 'Custom Range', from: today, to: today }, today)
  if (can('reportSummary') && period.ok) {
    // The summary's own rule: the money half only with paymentReport too.
    const [members, money] = await Promise.all([memberFigures(period.value, today), can('paymentReport') ? periodMoney(period.value, NO_FILTERS, today) : null])
    todayFigures = { day: today, members: members.current, money: money?.current ?? null }
  }
  return {
    proofs: row.proofs && { count: row.proofs.count, oldestAt: iso(row.proofs.oldest) },
    moveUps: row.move_ups.map(({ oldest, ...queue }) => ({ ...queue, oldestAt: iso(oldest) as string })),
    imports: row.imports,
    today: todayFigures,
  }
}) satisfies QueryResolvers['staffHome']

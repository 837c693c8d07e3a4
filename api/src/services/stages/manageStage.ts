// manageStage(page, pageSize): the stage leader's page (/stages/manage-stage): the stage they lead
// (stage_leaders; currentUser.managedStage, one per user), its live task count, a page of its
// members (users.stage_id, archived users left out, by last name) with their points and progress, and the review queue
// out of the stage, oldest first, with each request's age. Anyone who leads no stage gets null.
// SQL: 1 statement whatever the number of members, tasks, completions, ledger rows or requests
// (the member page is cut before its per-member subqueries run; each subquery is indexed).
import { sql } from 'drizzle-orm'
import { DEFAULT_PAGE_SIZE } from '../../../../common/pagination'
import { requireAuth } from '../../directives'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import { pageArgsSchema, pageMessages } from '../../lib/paginate'
import { parseInput } from '../../lib/validation'
import type { QueryResolvers } from '../../types/graphql'
import { pendingCountSql, pendingQueueJson } from './moveUp'
import { liveTaskCount, memberJson, stageJson, toMoveUpReview, toStageMember, type MemberJson, type ReviewJson, type StageJson } from './rows'

/** The leader's page shows the oldest waiting requests; the reviewers' page lists up to QUEUE_LIMIT. */
export const MANAGE_QUEUE_LIMIT = 20

type Row = {
  stage: StageJson
  task_count: number
  member_count: number
  members: MemberJson[]
  queue: ReviewJson[]
  pending_count: number
}

export const manageStage = (async ({ page, pageSize }) => {
  const user = requireAuth(currentUser())
  const args = parseInput(pageArgsSchema({}), { page, pageSize }, pageMessages.list)
  const currentPage = args.page ?? 1
  const size = args.pageSize ?? DEFAULT_PAGE_SIZE
  const result = await db.execute<Row>(sql`
    with led as (
      select s.* from stage_leaders sl join stages s on s.id = sl.stage_id where sl.user_id = ${user.id}
      order by s.number limit 1
    )
    select ${stageJson('led')} as stage,
      ${liveTaskCount(sql`led.id`)} as task_count,
      -- Every member of the stage minus the archived ones: an index-only count on users_stage_id_idx,
      -- then the few archived (users_archived_at_idx), instead of reading every member's row.
      ((select count(*) from users u where u.stage_id = led.id)
        - (select count(*) from users u where u.archived_at is not null and u.stage_id = led.id))::int as member_count,
      (select coalesce(json_agg(${memberJson('p', sql`led.id`, liveTaskCount(sql`led.id`))} order by p.last_name, p.first_name, p.id), '[]'::json)
         from (select u.id, u.first_name, u.last_name, u.email from users u where u.stage_id = led.id and u.archived_at is null
               order by u.last_name, u.first_name, u.id limit ${size} offset ${(currentPage - 1) * size}) p) as members,
      ${pendingQueueJson(sql`led.id`, MANAGE_QUEUE_LIMIT)} as queue,
      ${pendingCountSql(sql`led.id`)} as pending_count
    from led`)
  const row = result.rows[0]
  if (!row) return null
  return {
    stage: row.stage,
    taskCount: row.task_count,
    members: { items: row.members.map(toStageMember), totalCount: row.member_count, page: currentPage, pageSize: size },
    reviewQueue: row.queue.map(toMoveUpReview),
    pendingCount: row.pending_count,
  }
}) satisfies QueryResolvers['manageStage']

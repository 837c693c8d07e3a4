// /community-report (page flag communityReport): who the members are and how active they are,
// narrowed by batch, group and stage, over one of the spec's date ranges (the N Manila days ending
// today) or all time. Who counts and their status: communityReportScope.ts; the activity figures:
// communityReportActivity.ts; the members behind the counts: communityReportMembers.ts.
//
// Statements: communityReport 3 (the counts, the activity, the names), whatever the filters;
// communityReportOptions 1.
import { sql } from 'drizzle-orm'
import { activityRange } from '../../../../common/reportPeriods'
import { COMMUNITY_STATUSES, communityReportFilterSchema, type CommunityReportFilter, type CommunityStatus } from '../../../../common/validation/reports.communityReport'
import { requireAccess } from '../../directives'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import { manilaDate } from '../../lib/time'
import { parseInput } from '../../lib/validation'
import type { QueryResolvers } from '../../types/graphql'
import { activityOf } from './communityReportActivity'
import { keptMembersWhere, keptStatus } from './communityReportScope'

/** Parses the filters as the page, the list and the export take them (BAD_USER_INPUT with field messages). */
export const parseCommunityReportFilter = (args: unknown) => parseInput(communityReportFilterSchema, args, 'Invalid community report request')

type Names = {
  batches: { id: number; name: string }[]
  groups: { id: number; name: string }[]
  stages: { id: number; number: number; name: string }[]
}

/** Every batch (newest launch first), group (by name) and stage (by number), in one statement. */
export async function communityNames(): Promise<Names> {
  const result = await db.execute<Names>(sql`
    select
      coalesce((select json_agg(json_build_object('id', b.id, 'name', b.name) order by b.launch_from desc, b.id desc) from batches b), '[]') as batches,
      coalesce((select json_agg(json_build_object('id', g.id, 'name', g.name) order by g.name, g.id) from groups g), '[]') as groups,
      coalesce((select json_agg(json_build_object('id', s.id, 'number', s.number, 'name', s.name) order by s.number) from stages s), '[]') as stages`)
  return result.rows[0]
}

/** 'Stage 2: Launch', or 'Stage 2' when the stage has no name of its own (the web's stageLabel). */
export const stageName = (stage: { number: number; name: string }) =>
  stage.name && stage.name !== `Stage ${stage.number}` ? `Stage ${stage.number}: ${stage.name}` : `Stage ${stage.number}`

/** A member without a stage is shown on stage 0 (db/schema/stages.ts); said so, beside a real stage 0. */
export const NO_STAGE_LABEL = 'Stage 0 (no stage)'

type CountRow = { g_batch: number; g_stage: number; g_group: number; g_status: number; batch_id: number | null; stage_id: number | null; group_id: number | null; status: CommunityStatus | null; members: number }

/**
 * The members in scope counted by batch, by stage, by group and by status, and in all: one pass
 * over the kept members with GROUPING SETS (grouping() says which set a row is; a null id in its
 * own set is "none").
 */
async function memberCounts(filter: CommunityReportFilter, now: Date) {
  const result = await db.execute<CountRow>(sql`
    select grouping(batch_id) as g_batch, grouping(stage_id) as g_stage, grouping(group_id) as g_group, grouping(status) as g_status,
           batch_id, stage_id, group_id, status, count(*)::int as members
      from (select cm.batch_id, cm.stage_id, cm.group_id, ${keptStatus(now)} as status
              from community_members cm where ${keptMembersWhere(filter)}) m
     group by grouping sets ((batch_id), (stage_id), (group_id), (status), ())`)
  return result.rows
}

/** The report: counts, breakdowns and activity for the filters (already checked by the caller or here). */
export async function buildCommunityReport(filter: CommunityReportFilter, now: Date = new Date()) {
  const today = manilaDate(now)
  const range = activityRange(filter.range, today)
  const inScope = sql`select cm.user_id from community_members cm where ${keptMembersWhere(filter)}`
  const [counts, activity, names] = await Promise.all([memberCounts(filter, now), activityOf(inScope, range, today), communityNames()])
  const setOf = (row: CountRow) => (!row.g_batch ? 'batch' : !row.g_stage ? 'stage' : !row.g_group ? 'group' : !row.g_status ? 'status' : 'all')
  const rowsOf = (set: string) => counts.filter((row) => setOf(row) === set)
  const batchName = new Map(names.batches.map((b) => [b.id, b.name]))
  const groupName = new Map(names.groups.map((g) => [g.id, g.name]))
  const stageOf = new Map(names.stages.map((s) => [s.id, s]))
  // Named rows in the pickers' order, the members without one last.
  const ordered = <T extends { filterId: number | null }>(items: T[], order: number[]) =>
    [...items].sort((a, b) => (a.filterId === null ? 1 : b.filterId === null ? -1 : order.indexOf(a.filterId) - order.indexOf(b.filterId)))
  const byBatch = ordered(
    rowsOf('batch').map((row) => ({ filterId: row.batch_id, label: row.batch_id === null ? 'No batch' : (batchName.get(row.batch_id) ?? `Batch ${row.batch_id}`), members: row.members })),
    names.batches.map((b) => b.id),
  )
  const byStage = ordered(
    rowsOf('stage').map((row) => {
      const stage = row.stage_id === null ? undefined : stageOf.get(row.stage_id)
      return { filterId: row.stage_id, label: stage ? stageName(stage) : NO_STAGE_LABEL, members: row.members }
    }),
    names.stages.map((s) => s.id),
  )
  const byGroup = ordered(
    rowsOf('group').map((row) => ({ filterId: row.group_id, label: row.group_id === null ? 'No group' : (groupName.get(row.group_id) ?? `Group ${row.group_id}`), members: row.members })),
    names.groups.map((g) => g.id),
  )
  const statusCount = new Map(rowsOf('status').map((row) => [row.status, row.members]))
  return {
    range: filter.range,
    from: range?.from ?? null,
    to: range?.to ?? null,
    bucket: activity.bucket,
    totalMembers: rowsOf('all')[0]?.members ?? 0,
    byBatch,
    byStage,
    byGroup,
    byStatus: COMMUNITY_STATUSES.map((status) => ({ status, members: statusCount.get(status) ?? 0 })),
    activity: activity.totals,
    series: activity.series,
  }
}

export const communityReport = (async (args) => {
  requireAccess(currentUser(), { page: 'communityReport' })
  return buildCommunityReport(parseCommunityReportFilter(args))
}) satisfies QueryResolvers['communityReport']

/** The pickers' choices: every batch, group and stage (the report's own flag, not the members pages'). */
export const communityReportOptions = (async () => {
  requireAccess(currentUser(), { page: 'communityReport' })
  const names = await communityNames()
  return { batches: names.batches, groups: names.groups, stages: names.stages.map((s) => ({ id: s.id, name: stageName(s) })) }
}) satisfies QueryResolvers['communityReportOptions']

export { communityReportMembers } from './communityReportMembers'

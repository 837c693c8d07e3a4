// Who may read and change what on the member journey: the one place (docs/api.md "Member stages").
//
//   Progress   a member reads their own; the leader and the reviewers of the member's stage, and
//              staff whose CURRENT access level's pageAccess allows `user`, read anyone's.
//   Tasks      a member finishes only live (unarchived) tasks of their own stage, or of stage 0
//              (the stage numbered 0) when they have none.
//   Move up    a member asks out of their own stage; only reviewers of that stage (stage_reviewers)
//              read its queue and decide; the stage's leader sees its queue on /stages/manage-stage
//              but does not decide unless they also review it.
//   Manage     only the leader of a stage (stage_leaders) reads its members.
//
// The fragments are SQL conditions used inside the operation's own statement (no extra round
// trips), so a row the caller may not read is simply not found, exactly like a missing one.
import { sql, type SQL } from 'drizzle-orm'
import type { CurrentUser } from '../../../../common/currentUser'

/** The staff page flag that opens every member's progress. */
export const PROGRESS_STAFF_FLAG = 'user'

export function seesAllProgress(user: CurrentUser): boolean {
  return user.pageAccess[PROGRESS_STAFF_FLAG] === true
}

/**
 * The stage a user (`userAlias`.stage_id) is on, as an id: theirs, else the stage numbered 0 when
 * one exists (spec: "Stage 0 means no real stage"), else null.
 */
export function effectiveStageId(userAlias: string): SQL {
  return sql`coalesce(${sql.raw(userAlias)}.stage_id, (select s0.id from stages s0 where s0.number = 0))`
}

/** True (SQL) when `viewer` may read the progress of the user `userAlias` (on stage `stageIdSql`). */
export function progressReadable(viewer: CurrentUser, userAlias: string, stageIdSql: SQL): SQL {
  if (seesAllProgress(viewer)) return sql`true`
  return sql`(${sql.raw(userAlias)}.id = ${viewer.id}
    or exists (select 1 from stage_leaders sl where sl.user_id = ${viewer.id} and sl.stage_id = ${stageIdSql})
    or exists (select 1 from stage_reviewers sr where sr.user_id = ${viewer.id} and sr.stage_id = ${stageIdSql}))`
}

/** True (SQL) when `viewer` reviews the stage `stageIdSql`. */
export function reviewsStage(viewer: CurrentUser, stageIdSql: SQL): SQL {
  return sql`exists (select 1 from stage_reviewers sr where sr.user_id = ${viewer.id} and sr.stage_id = ${stageIdSql})`
}


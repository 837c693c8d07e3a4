// Stage leaders and reviewers (addStageLeader, removeStageLeader, addStageReviewer,
// removeStageReviewer) and the lookups of the stage pages: the leader and reviewer pickers' user
// search (stageStaffSearch: names and e-mail only) and the course choices (stageCourseOptions).
// Leading and reviewing change what the person's currentUser says (managedStage,
// stagesAsReviewer): the facts triggers of migration 0003 invalidate it in the same transaction.
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { staffSearchSchema } from '../../../../common/validation/stages'
import { stageLeaders, stageReviewers, stages as stagesTable, courses, users } from '../../../../db/schema'
import { db, type Executor } from '../../lib/db'
import { NotFoundError, UserInputError } from '../../lib/errors'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'
import { stageLabel } from './label'
import { logStageChange } from './log'
import { findStage, toAdminStage } from './stages'
import { escapeLike } from '../../lib/sql'

/** How many people the picker offers at once. */
export const STAFF_SEARCH_LIMIT = 10

export const staffMessages = {
  leadsAnother: (name: string, stage: string) => `${name} already leads ${stage}: a user leads one stage at most. Remove them there first.`,
}

const personColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }

export const stageStaffSearch = (async (args) => {
  const { search } = parseInput(staffSearchSchema, args, 'Invalid user search')
  const pattern = `%${escapeLike(search.toLowerCase())}%`
  const prefix = `${escapeLike(search.toLowerCase())}%`
  // Active accounts only; e-mails and names starting with the text first, then by name.
  return db
    .select(personColumns)
    .from(users)
    .where(
      and(
        isNull(users.disabledAt),
        isNull(users.archivedAt),
        sql`(lower(${users.email}) like ${pattern} escape '\\' or lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern} escape '\\')`,
      ),
    )
    .orderBy(
      sql`(lower(${users.email}) like ${prefix} escape '\\' or lower(${users.firstName}) like ${prefix} escape '\\' or lower(${users.lastName}) like ${prefix} escape '\\') desc`,
      asc(users.lastName),
      asc(users.firstName),
      asc(users.id),
    )
    .limit(STAFF_SEARCH_LIMIT)
}) satisfies QueryResolvers['stageStaffSearch']

export const stageCourseOptions = (async () =>
  db.select({ id: courses.id, name: courses.name }).from(courses).where(isNull(courses.archivedAt)).orderBy(asc(courses.name), asc(courses.id))) satisfies QueryResolvers['stageCourseOptions']

/** The stage (locked, so changes to its people run one after the other) and the person, or NOT_FOUND. */
async function stageAndPerson(tx: Executor, stageId: number, userId: number) {
  const [stage] = await tx.select({ id: stagesTable.id }).from(stagesTable).where(eq(stagesTable.id, stageId)).for('update')
  if (!stage) throw new NotFoundError('Stage not found')
  const [person] = await tx
    .select(personColumns)
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.disabledAt)))
  if (!person) throw new NotFoundError('User not found')
  return person
}

const answer = async (stageId: number) => toAdminStage((await findStage(db, stageId))!)

export const addStageLeader = (async ({ stageId, userId }) => {
  await db.transaction(async (tx) => {
    const person = await stageAndPerson(tx, stageId, userId)
    const added = await tx.insert(stageLeaders).values({ stageId, userId }).onConflictDoNothing().returning({ userId: stageLeaders.userId })
    if (added.length) {
      await logStageChange(tx, 'stage-leader-added', 'stage', stageId, { userId, email: person.email })
      return
    }
    // They lead a stage already (one per user: currentUser.managedStage is singular).
    const [current] = await tx
      .select({ number: stagesTable.number, name: stagesTable.name, id: stagesTable.id })
      .from(stageLeaders)
      .innerJoin(stagesTable, eq(stagesTable.id, stageLeaders.stageId))
      .where(eq(stageLeaders.userId, userId))
    if (current && current.id !== stageId) {
      const message = staffMessages.leadsAnother(`${person.firstName} ${person.lastName}`.trim() || person.email, stageLabel(current))
      throw new UserInputError(message, { userId: [message] })
    }
  })
  return answer(stageId)
}) satisfies MutationResolvers['addStageLeader']

export const removeStageLeader = (async ({ stageId, userId }) => {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(stageLeaders)
      .where(and(eq(stageLeaders.stageId, stageId), eq(stageLeaders.userId, userId)))
      .returning({ userId: stageLeaders.userId })
    if (removed.length) await logStageChange(tx, 'stage-leader-removed', 'stage', stageId, { userId })
  })
  const stage = await findStage(db, stageId)
  if (!stage) throw new NotFoundError('Stage not found')
  return toAdminStage(stage)
}) satisfies MutationResolvers['removeStageLeader']

export const addStageReviewer = (async ({ stageId, userId }) => {
  await db.transaction(async (tx) => {
    const person = await stageAndPerson(tx, stageId, userId)
    const added = await tx.insert(stageReviewers).values({ stageId, userId }).onConflictDoNothing().returning({ userId: stageReviewers.userId })
    if (added.length) await logStageChange(tx, 'stage-reviewer-added', 'stage', stageId, { userId, email: person.email })
  })
  return answer(stageId)
}) satisfies MutationResolvers['addStageReviewer']

export const removeStageReviewer = (async ({ stageId, userId }) => {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(stageReviewers)
      .where(and(eq(stageReviewers.stageId, stageId), eq(stageReviewers.userId, userId)))
      .returning({ userId: stageReviewers.userId })
    if (removed.length) await logStageChange(tx, 'stage-reviewer-removed', 'stage', stageId, { userId })
  })
  const stage = await findStage(db, stageId)
  if (!stage) throw new NotFoundError('Stage not found')
  return toAdminStage(stage)
}) satisfies MutationResolvers['removeStageReviewer']

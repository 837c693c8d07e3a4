// Rows the member journey tests start from: scenario('title', journey, async ({ member, one }) => ...).
import { pointEntries, stageLeaders, stageReviewers, users } from '../../../../db/schema'
import { eq } from 'drizzle-orm'
import { db } from '../../lib/db'
import { createUser } from '../../test/factories'
import { currentUserFor } from '../../test/scenario'
import { finishTask as finished, insertStage, insertTask } from './stages.scenarios'

/** A user whose access level holds exactly these page flags. */
async function person(level: string, pageAccess: Record<string, boolean> = { home: true }, columns: Pick<Partial<typeof users.$inferInsert>, 'firstName' | 'lastName' | 'stageId'> = {}) {
  return createUser({ accessLevels: [{ name: level, pageAccess }], ...columns })
}

/**
 * Stages 0 (onboarding, one task), 1 (three tasks, one archived) and 2 (one task); a member on
 * stage 1 with 100 base points who finished task A; a member with no stage; a reviewer and a
 * leader of stage 1; a reviewer of stage 2 only; an admin who may read every user (page flag user);
 * and a plain member of stage 2 (someone else).
 */
export const journey = async () => {
  const zero = await insertStage({ number: 0, name: 'Setting Up for Success' })
  const one = await insertStage({ number: 1, name: 'Foundation', description: 'Mindset and workspace.' })
  const two = await insertStage({ number: 2, name: 'Skill Building' })
  const onboarding = await insertTask({ stageId: zero.id, title: 'Watch the welcome video', points: 5 })
  const taskA = await insertTask({ stageId: one.id, title: 'Set up your workspace', points: 15, position: 0 })
  const taskB = await insertTask({ stageId: one.id, title: 'Pick your niche', points: 25, position: 1, description: 'Choose **one**.' })
  const taskC = await insertTask({ stageId: one.id, title: 'Finish the course', points: 30, position: 2, actionLabel: 'Go to course', actionUrl: '/courses/my-courses' })
  const retired = await insertTask({ stageId: one.id, title: 'Old task', points: 50, position: 3, archivedAt: new Date() })
  const twoTask = await insertTask({ stageId: two.id, title: 'Build a portfolio', points: 40 })

  const memberRow = await person('member', { home: true }, { firstName: 'Maricel', lastName: 'dela Cruz', stageId: one.id })
  await db.insert(pointEntries).values({ userId: memberRow.id, kind: 'base', points: 100, reason: 'Imported' })
  await finished(memberRow.id, taskA)
  const newcomerRow = await person('member', { home: true }, { firstName: 'Nina', lastName: 'Santos' })
  const otherRow = await person('member', { home: true }, { firstName: 'Jerome', lastName: 'Villanueva', stageId: two.id })
  const reviewerRow = await person('coach', { home: true }, { firstName: 'Rhea', lastName: 'Reviewer' })
  const leaderRow = await person('coach', { home: true }, { firstName: 'Leo', lastName: 'Leader' })
  const otherReviewerRow = await person('coach', { home: true }, { firstName: 'Owen', lastName: 'Other' })
  const adminRow = await person('tribe-team-ro', { home: true, user: true })
  await db.insert(stageReviewers).values([
    { stageId: one.id, userId: reviewerRow.id },
    { stageId: two.id, userId: otherReviewerRow.id },
  ])
  await db.insert(stageLeaders).values({ stageId: one.id, userId: leaderRow.id })

  return {
    zero,
    one,
    two,
    onboarding,
    taskA,
    taskB,
    taskC,
    retired,
    twoTask,
    member: await currentUserFor(memberRow.id),
    newcomer: await currentUserFor(newcomerRow.id),
    other: await currentUserFor(otherRow.id),
    reviewer: await currentUserFor(reviewerRow.id),
    leader: await currentUserFor(leaderRow.id),
    otherReviewer: await currentUserFor(otherReviewerRow.id),
    admin: await currentUserFor(adminRow.id),
  }
}

/** journey, with the member's remaining stage 1 tasks finished (ready to ask to move up). */
export const readyToMoveUp = async () => {
  const rows = await journey()
  await finished(rows.member.id, rows.taskB)
  await finished(rows.member.id, rows.taskC)
  return rows
}

/** The stage a user is on now (users.stage_id). */
export async function stageIdOf(userId: number) {
  const [row] = await db.select({ stageId: users.stageId }).from(users).where(eq(users.id, userId))
  return row?.stageId ?? null
}

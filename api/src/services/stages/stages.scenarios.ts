// Rows the stages tests start from: scenario('title', standard, async ({ admin, one }) => ...).
import { courses, moveUpReviews, pointEntries, stages as stagesTable, taskCompletions, tasks, users } from '../../../../db/schema'
import { eq } from 'drizzle-orm'
import { db } from '../../lib/db'
import { createUser } from '../../test/factories'
import { currentUserFor } from '../../test/scenario'

/** A stage row; every column the caller does not name gets a valid value. */
export async function insertStage(values: Partial<typeof stagesTable.$inferInsert> & { number: number }) {
  const [row] = await db.insert(stagesTable).values({ name: `Stage ${values.number}`, ...values }).returning()
  return row
}

/** A task of a stage. */
export async function insertTask(values: Partial<typeof tasks.$inferInsert> & { stageId: number }) {
  const [row] = await db.insert(tasks).values({ title: 'A task', points: 10, ...values }).returning()
  return row
}

/** A member finishing a task, with the ledger row finishTask writes (the task's points copied). */
export async function finishTask(userId: number, task: { id: number; points: number; title: string }) {
  const [completion] = await db.insert(taskCompletions).values({ userId, taskId: task.id }).returning()
  await db.insert(pointEntries).values({ userId, kind: 'task', points: task.points, taskCompletionId: completion.id, reason: `Finished: ${task.title}` })
  return completion
}

/** Someone signed in (as a request carries them) whose access level holds exactly these flags. */
async function signedIn(level: string, pageAccess: Record<string, boolean>, functionAccess: Record<string, boolean> = {}) {
  const user = await createUser({ accessLevels: [{ name: level, pageAccess, functionAccess }] })
  return currentUserFor(user.id)
}

/**
 * The back office's people: an admin with every stages flag and stage_create; a head coach who may
 * read and edit stages but not create them; a coach who may only read them; a member with none.
 * Three stages (1 and 3 linked to a course, 2 with a member on it), stage 1 with three tasks.
 */
export const standard = async () => {
  const [course] = await db.insert(courses).values({ name: 'Virtual Assistant Fundamentals', isPublished: true }).returning()
  const [archivedCourse] = await db.insert(courses).values({ name: 'Old Course', archivedAt: new Date() }).returning()
  const one = await insertStage({ number: 1, name: 'Foundation', description: 'Mindset and workspace.', courseId: course.id })
  const two = await insertStage({ number: 2, name: 'Skill Building' })
  const three = await insertStage({ number: 3, name: 'Portfolio and Profile', courseId: course.id })
  const taskA = await insertTask({ stageId: one.id, title: 'Set up your workspace', points: 15, position: 0 })
  const taskB = await insertTask({ stageId: one.id, title: 'Pick your niche', points: 25, position: 1, description: 'Choose **one**.' })
  const taskC = await insertTask({ stageId: one.id, title: 'Finish the course', points: 30, position: 2, actionLabel: 'Go to course', actionUrl: '/courses/my-courses' })
  const onStageTwo = await createUser({ firstName: 'Jerome', lastName: 'Villanueva', email: 'jerome@example.com' })
  await db.update(users).set({ stageId: two.id }).where(eq(users.id, onStageTwo.id))
  return {
    admin: await signedIn('tribe-team-ro', { stages: true, stage: true, newStage: true, editStage: true }, { stage_create: true }),
    headCoach: await signedIn('head-coach', { stages: true, stage: true, editStage: true }),
    coach: await signedIn('coach', { stages: true, stage: true }),
    member: await signedIn('member', { home: true }),
    course,
    archivedCourse,
    one,
    two,
    three,
    taskA,
    taskB,
    taskC,
    onStageTwo,
  }
}

/** standard, plus a member who finished task B of stage 1 (with its points in the ledger). */
export const withProgress = async () => {
  const rows = await standard()
  const finisher = await createUser({ firstName: 'Maricel', lastName: 'dela Cruz' })
  await finishTask(finisher.id, rows.taskB)
  return { ...rows, finisher }
}

/** standard, plus a move-up request from stage 3 to stage 2 (a review history that names both). */
export const withReview = async () => {
  const rows = await standard()
  const asker = await createUser()
  await db.insert(moveUpReviews).values({ userId: asker.id, fromStageId: rows.three.id, toStageId: rows.two.id })
  return rows
}

/** People for the leader and reviewer pickers. */
export const staff = async () => {
  const rows = await standard()
  return {
    ...rows,
    kristine: await createUser({ firstName: 'Kristine Joy', lastName: 'Bautista', email: 'coach.kristine@tribe.test' }),
    emmanuel: await createUser({ firstName: 'Emmanuel', lastName: 'Aquino', email: 'headcoach@tribe.test' }),
    disabled: await createUser({ firstName: 'Kristoffer', lastName: 'Gone', email: 'kris.gone@tribe.test', disabled: true }),
  }
}

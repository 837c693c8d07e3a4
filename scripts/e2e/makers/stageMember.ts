// A member on Stage 1: Foundation as the seed puts the demo member there: every Stage 0 task and
// the first two of Stage 1's four finished, 50 base points carried over from the import, so 125
// Tribe Points (50 + 40 + 35). The seed's own stage and task rows and its point rule (one ledger
// row per finished task, the task's points copied); a journey finishes the rest and moves up.
// With `decided`, the member then finishes the other two tasks, asks to move up and the demo head
// coach (who reviews Stage 1) approves, all through the services a request would call, so the
// review pages have a decision to show.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { moveUpReviews, pointEntries, stages, taskCompletions, tasks, users } from '../../../db/schema'
import { loadCurrentUser } from '../../../api/src/lib/auth/loadCurrentUser'
import { runWithContext } from '../../../api/src/lib/context'
import { db } from '../../../api/src/lib/db'
import { approveMoveUp, finishTask, requestMoveUp } from '../../../api/src/services/stages/memberStages'
import { addDays, manilaAt, manilaToday } from '../../seed/helpers'
import { uniqueTag } from '../unique'
import person, { type Person } from './person'

export type StageMemberInput = {
  /** Also finish Stage 1, ask to move up, and have the head coach approve (the member ends on Stage 2). */
  decided?: boolean
}

/** The first two of Stage 1's tasks (by position) are finished, as the seed finishes them. */
const FINISHED_ON_STAGE_1 = 2
const BASE_POINTS = 50

export default async function stageMember(input: StageMemberInput = {}): Promise<Person> {
  // A surname that sorts first: the head coach's Manage Stage lists the stage's members by last
  // name, ten a page, and the journey finds its member on the first.
  const member = await person({ firstName: 'Aida', lastName: `Abad ${uniqueTag()}`, batch: 18, stage: 1 })
  const stageRows = await db.select({ id: stages.id, number: stages.number }).from(stages).where(inArray(stages.number, [0, 1]))
  const stageId = (number: number) => stageRows.find((row) => row.number === number)!.id
  const live = (number: number) =>
    db
      .select({ id: tasks.id, points: tasks.points, title: tasks.title })
      .from(tasks)
      .where(and(eq(tasks.stageId, stageId(number)), isNull(tasks.archivedAt)))
      .orderBy(asc(tasks.position), asc(tasks.id))
  const finished = [...(await live(0)), ...(await live(1)).slice(0, FINISHED_ON_STAGE_1)]

  const today = manilaToday()
  await db.transaction(async (tx) => {
    const completions = await tx
      .insert(taskCompletions)
      .values(finished.map((task, n) => ({ userId: member.id, taskId: task.id, completedAt: manilaAt(addDays(today, -30 + n * 4), '20:15') })))
      .returning({ id: taskCompletions.id, taskId: taskCompletions.taskId })
    await tx.insert(pointEntries).values([
      { userId: member.id, kind: 'base' as const, points: BASE_POINTS, reason: 'Base points carried over from the member import' },
      ...completions.map((completion) => {
        const task = finished.find((row) => row.id === completion.taskId)!
        return { userId: member.id, kind: 'task' as const, points: task.points, taskCompletionId: completion.id, reason: `Finished: ${task.title}` }
      }),
    ])
  })

  if (input.decided) {
    const rest = (await live(1)).slice(FINISHED_ON_STAGE_1)
    await as(member.id, async () => {
      for (const task of rest) await finishTask({ taskId: task.id })
      await requestMoveUp({ note: 'All four tasks done.' })
    })
    const [review] = await db
      .select({ id: moveUpReviews.id })
      .from(moveUpReviews)
      .where(and(eq(moveUpReviews.userId, member.id), eq(moveUpReviews.status, 'pending')))
    const [headCoach] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'headcoach@tribe.test'))
    await as(headCoach.id, () => approveMoveUp({ id: review.id, note: 'Welcome to Stage 2.' }))
  }
  return member
}

/** Runs `work` as a request signed in as `userId` would (the services read the ambient user). */
async function as<T>(userId: number, work: () => Promise<T>): Promise<T> {
  const currentUser = await loadCurrentUser(userId)
  if (!currentUser) throw new Error(`user ${userId} cannot sign in`)
  return runWithContext({ request: { requestId: 'e2e-maker', ip: '127.0.0.1' }, currentUser, loaders: new Map() }, work)
}

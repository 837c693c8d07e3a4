// Every member-stage operation answers in a FIXED number of SQL statements (docs/api.md, "Member
// stages"): counted on the journey scenario, then again after adding many members, tasks,
// completions, ledger rows and requests. Both counts must equal the documented number.
import { describe, expect } from 'vitest'
import { moveUpReviews, pointEntries, taskCompletions, tasks, users } from '../../../../db/schema'
import { db } from '../../lib/db'
import { asUser, scenario } from '../../test/scenario'
import { countStatements } from '../../lib/statementCounter'
import { finishTask } from './finishTask'
import { manageStage } from './manageStage'
import { journey } from './memberStages.scenarios'
import { approveMoveUp, moveUpQueue, requestMoveUp, sendBackMoveUp } from './moveUp'
import { userStageProgress } from './progress'

/** The documented statement count of each operation (docs/api.md). */
export const STATEMENTS = {
  userStageProgress: 1,
  finishTask: 2,
  requestMoveUp: 3,
  approveMoveUp: 2,
  sendBackMoveUp: 2,
  moveUpQueue: 1,
  manageStage: 1,
} as const

type World = Awaited<ReturnType<typeof journey>>

/** Runs each operation once as it is meant to be called and answers how many statements each sent. */
async function measure(world: World) {
  const { member, reviewer, leader, one, taskB, taskC } = world
  const counts: Record<string, number> = {}
  const count = async (name: keyof typeof STATEMENTS, work: () => Promise<unknown>) => {
    counts[name] = (await countStatements(work)).count
  }
  await count('userStageProgress', () => asUser(member, () => userStageProgress({ id: member.id })))
  await count('finishTask', () => asUser(member, () => finishTask({ taskId: taskB.id })))
  await asUser(member, () => finishTask({ taskId: taskC.id }))
  await count('requestMoveUp', () => asUser(member, () => requestMoveUp({ note: 'Ready' })))
  const queue = await asUser(reviewer, () => moveUpQueue({ stageId: one.id }))
  const mine = queue!.pending.find((review) => review.member.id === member.id)!
  await count('sendBackMoveUp', () => asUser(reviewer, () => sendBackMoveUp({ id: mine.id, note: 'One more thing' })))
  const again = await asUser(member, () => requestMoveUp({}))
  await count('approveMoveUp', () => asUser(reviewer, () => approveMoveUp({ id: again.moveUpRequest!.id })))
  await count('moveUpQueue', () => asUser(reviewer, () => moveUpQueue({ stageId: one.id })))
  await count('manageStage', () => asUser(leader, () => manageStage({ pageSize: 50 })))
  return counts
}

/** Many more rows on stage 1: members with points, completions and waiting requests, and tasks. */
async function grow(world: World) {
  const extraTasks = await db
    .insert(tasks)
    .values(Array.from({ length: 30 }, (_, i) => ({ stageId: world.one.id, title: `Extra ${i}`, points: 1, position: 10 + i })))
    .returning()
  const members = await db
    .insert(users)
    .values(Array.from({ length: 60 }, (_, i) => ({ email: `many${i}@example.com`, slug: `many-${i}`, firstName: 'Many', lastName: `Member ${i}`, stageId: world.one.id })))
    .returning()
  const completions = await db
    .insert(taskCompletions)
    .values([
      // The measured member finishes them all, so they may still ask to move up.
      ...extraTasks.map((t) => ({ userId: world.member.id, taskId: t.id })),
      ...members.flatMap((m) => extraTasks.slice(0, 5).map((t) => ({ userId: m.id, taskId: t.id }))),
    ])
    .returning()
  await db.insert(pointEntries).values(completions.map((c) => ({ userId: c.userId, kind: 'task' as const, points: 1, taskCompletionId: c.id })))
  await db.insert(moveUpReviews).values(members.slice(0, 20).map((m) => ({ userId: m.id, fromStageId: world.one.id, toStageId: world.two.id })))
}

describe('statement counts', () => {
  scenario('stay the documented number on a small world', journey, async (world) => {
    expect(await measure(world)).toEqual(STATEMENTS)
  })

  scenario('stay the documented number with many members, tasks, completions and requests', journey, async (world) => {
    await grow(world)
    expect(await measure(world)).toEqual(STATEMENTS)
  })
})

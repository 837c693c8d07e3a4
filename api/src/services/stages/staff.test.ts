import { and, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { staffSearchMessages } from '../../../../common/validation/stages'
import { infoLogs, stageLeaders, stageReviewers } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { staff } from './stages.scenarios'
import { addStageLeader, addStageReviewer, removeStageLeader, removeStageReviewer, stageCourseOptions, stageStaffSearch, staffMessages } from './staff'

const logsOf = (action: string, id: number) =>
  db.select().from(infoLogs).where(and(eq(infoLogs.action, action), eq(infoLogs.entityId, String(id))))

async function refusal(work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    return error as { message: string; extensions: { code?: string; properties?: { messages: Record<string, string[]> } } }
  }
  throw new Error('expected a refusal')
}

const codeOf = (result: Awaited<ReturnType<typeof runGraphql>>) => (result.errors?.[0]?.extensions as { code?: string } | undefined)?.code

describe('stageStaffSearch', () => {
  scenario('finds active users by part of a name or an e-mail, names and e-mail only', staff, async ({ admin, kristine, emmanuel }) => {
    expect((await asUser(admin, () => stageStaffSearch({ search: 'krist' }))).map((p) => p.id)).toEqual([kristine.id])
    expect((await asUser(admin, () => stageStaffSearch({ search: 'HEADCOACH@' }))).map((p) => p.id)).toEqual([emmanuel.id])
    const result = await runGraphql(admin, 'query { stageStaffSearch(search: "joy bau") { id firstName lastName email } }')
    expect(result.data).toEqual({ stageStaffSearch: [{ id: kristine.id, firstName: 'Kristine Joy', lastName: 'Bautista', email: 'coach.kristine@tribe.test' }] })
  })

  scenario('refuses a one-letter search, and roles without editStage', staff, async ({ admin, coach }) => {
    const refused = await refusal(() => asUser(admin, () => stageStaffSearch({ search: ' k ' })))
    expect(refused.extensions.properties?.messages).toEqual({ search: [staffSearchMessages.searchTooShort] })
    expect(codeOf(await runGraphql(coach, 'query { stageStaffSearch(search: "kris") { id } }'))).toBe('FORBIDDEN')
  })
})

describe('stageCourseOptions', () => {
  scenario('lists the live courses by name', staff, async ({ coach, course }) => {
    expect(await asUser(coach, () => stageCourseOptions())).toEqual([{ id: course.id, name: 'Virtual Assistant Fundamentals' }])
  })
})

describe('stage leaders', () => {
  scenario('adds a leader, whose currentUser then manages the stage, and removes them', staff, async ({ admin, one, kristine }) => {
    const stage = await asUser(admin, () => addStageLeader({ stageId: one.id, userId: kristine.id }))
    const result = await runGraphql(admin, `query { stage(id: ${one.id}) { leaders { id email } } }`)
    expect(result.data).toEqual({ stage: { leaders: [{ id: kristine.id, email: 'coach.kristine@tribe.test' }] } })
    expect(stage.id).toBe(one.id)
    expect((await currentUserFor(kristine.id)).managedStage).toMatchObject({ id: one.id, number: 1 })
    expect(await logsOf('stage-leader-added', one.id)).toMatchObject([{ userId: admin.id, details: { userId: kristine.id } }])
    // Adding again changes nothing.
    await asUser(admin, () => addStageLeader({ stageId: one.id, userId: kristine.id }))
    expect(await logsOf('stage-leader-added', one.id)).toHaveLength(1)

    await asUser(admin, () => removeStageLeader({ stageId: one.id, userId: kristine.id }))
    expect(await db.select().from(stageLeaders)).toEqual([])
    expect((await currentUserFor(kristine.id)).managedStage).toBeNull()
    expect(await logsOf('stage-leader-removed', one.id)).toHaveLength(1)
  })

  scenario('refuses a leader of another stage, naming it', staff, async ({ admin, one, two, kristine }) => {
    await asUser(admin, () => addStageLeader({ stageId: one.id, userId: kristine.id }))
    const refused = await refusal(() => asUser(admin, () => addStageLeader({ stageId: two.id, userId: kristine.id })))
    const message = staffMessages.leadsAnother('Kristine Joy Bautista', 'Stage 1: Foundation')
    expect(refused.message).toBe(message)
    expect(refused.extensions.properties?.messages).toEqual({ userId: [message] })
    expect(await db.select({ stageId: stageLeaders.stageId }).from(stageLeaders)).toEqual([{ stageId: one.id }])
  })

  scenario('answers NOT_FOUND for a missing or disabled user and a missing stage', staff, async ({ admin, one, disabled, kristine }) => {
    expect((await refusal(() => asUser(admin, () => addStageLeader({ stageId: one.id, userId: disabled.id })))).extensions.code).toBe('NOT_FOUND')
    expect((await refusal(() => asUser(admin, () => addStageLeader({ stageId: one.id, userId: 999_999 })))).extensions.code).toBe('NOT_FOUND')
    expect((await refusal(() => asUser(admin, () => addStageReviewer({ stageId: 999_999, userId: kristine.id })))).extensions.code).toBe('NOT_FOUND')
  })
})

describe('stage reviewers', () => {
  scenario('adds reviewers (several stages each) and removes them', staff, async ({ headCoach, one, two, kristine, emmanuel }) => {
    await asUser(headCoach, () => addStageReviewer({ stageId: one.id, userId: kristine.id }))
    await asUser(headCoach, () => addStageReviewer({ stageId: two.id, userId: kristine.id }))
    await asUser(headCoach, () => addStageReviewer({ stageId: one.id, userId: emmanuel.id }))
    await asUser(headCoach, () => addStageReviewer({ stageId: one.id, userId: emmanuel.id }))
    const result = await runGraphql(headCoach, `query { stage(id: ${one.id}) { reviewers { lastName } } }`)
    // By last name.
    expect(result.data).toEqual({ stage: { reviewers: [{ lastName: 'Aquino' }, { lastName: 'Bautista' }] } })
    expect((await currentUserFor(kristine.id)).stagesAsReviewer.map((s) => s.number).sort()).toEqual([1, 2])
    expect(await logsOf('stage-reviewer-added', one.id)).toHaveLength(2)

    const after = await asUser(headCoach, () => removeStageReviewer({ stageId: one.id, userId: kristine.id }))
    expect(after.id).toBe(one.id)
    expect(await db.select({ userId: stageReviewers.userId }).from(stageReviewers).where(eq(stageReviewers.stageId, one.id))).toEqual([{ userId: emmanuel.id }])
    expect(await logsOf('stage-reviewer-removed', one.id)).toHaveLength(1)
  })

  scenario('is refused to a role that only reads stages', staff, async ({ coach, one, kristine }) => {
    expect(codeOf(await runGraphql(coach, `mutation { addStageReviewer(stageId: ${one.id}, userId: ${kristine.id}) { id } }`))).toBe('FORBIDDEN')
    expect(await db.select().from(stageReviewers)).toEqual([])
  })
})

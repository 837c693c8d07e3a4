import { and, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { stageMessages } from '../../../../common/validation/stages'
import { courses, infoLogs, pointEntries, stages as stagesTable, taskCompletions, tasks } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { asUser, scenario } from '../../test/scenario'
import { adminStages, createStage, deleteStage, stage, stageDeleteMessages, stages, updateStage } from './stages'
import { standard, withProgress, withReview } from './stages.scenarios'

/** A valid input: every field the form sends. */
const valid = { number: 4, name: 'Landing Your First Client', description: 'Proposals and interviews.', courseId: null }

/** The info-log rows of one kind of change to one stage. */
const logsOf = (action: string, id: number) =>
  db.select().from(infoLogs).where(and(eq(infoLogs.action, action), eq(infoLogs.entityId, String(id))))

/** The error a call was refused with (the test fails when it was not refused). */
async function refusal(work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    return error as { message: string; extensions: { code?: string; properties?: { messages: Record<string, string[]> } } }
  }
  throw new Error('expected a refusal')
}

const codeOf = (result: Awaited<ReturnType<typeof runGraphql>>) => (result.errors?.[0]?.extensions as { code?: string } | undefined)?.code

describe('stages (the member contract)', () => {
  scenario('answers every stage by number, with the four fields of the spec, to anyone signed in', standard, async ({ member }) => {
    const result = await runGraphql(member, 'query { stages { id number name description } }')
    expect(result.errors).toBeUndefined()
    expect((result.data?.stages as { number: number; name: string }[]).map((s) => [s.number, s.name])).toEqual([
      [1, 'Foundation'],
      [2, 'Skill Building'],
      [3, 'Portfolio and Profile'],
    ])
    expect(codeOf(await runGraphql(null, 'query { stages { id } }'))).toBe('UNAUTHENTICATED')
    expect(await asUser(member, () => stages())).toHaveLength(3)
  })
})

describe('adminStages', () => {
  scenario('lists stages by number with their course, live tasks and members', standard, async ({ admin, one, two }) => {
    await db.update(tasks).set({ archivedAt: new Date() }).where(eq(tasks.title, 'Finish the course'))
    const list = await asUser(admin, () => adminStages({}))
    expect(list).toMatchObject({ totalCount: 3, page: 1, pageSize: 10 })
    expect(list.items.map((s) => s.number)).toEqual([1, 2, 3])
    expect(list.items[0]).toMatchObject({ id: one.id, course: { name: 'Virtual Assistant Fundamentals' }, taskCount: 2, memberCount: 0 })
    expect(list.items[1]).toMatchObject({ id: two.id, course: null, taskCount: 0, memberCount: 1 })
  })

  scenario('searches names and sorts on request, through the schema as the web asks', standard, async ({ admin }) => {
    const found = await asUser(admin, () => adminStages({ search: 'BUILD' }))
    expect(found.items.map((s) => s.name)).toEqual(['Skill Building'])
    const byMembers = await asUser(admin, () => adminStages({ sortBy: 'memberCount', sortOrder: 'desc', pageSize: 1 }))
    expect(byMembers.items.map((s) => s.name)).toEqual(['Skill Building'])
    const result = await runGraphql(admin, 'query { adminStages(sortBy: "name") { items { name tasks { title } leaders { id } } totalCount } }')
    expect(result.errors).toBeUndefined()
    expect(result.data).toEqual({
      adminStages: {
        items: [
          { name: 'Foundation', tasks: [{ title: 'Set up your workspace' }, { title: 'Pick your niche' }, { title: 'Finish the course' }], leaders: [] },
          { name: 'Portfolio and Profile', tasks: [], leaders: [] },
          { name: 'Skill Building', tasks: [], leaders: [] },
        ],
        totalCount: 3,
      },
    })
  })

  scenario('refuses an unknown sort and a long search with field messages', standard, async ({ admin }) => {
    const refused = await refusal(() => asUser(admin, () => adminStages({ sortBy: 'description', search: 'x'.repeat(101) })))
    expect(refused.extensions.code).toBe('BAD_USER_INPUT')
    expect(Object.keys(refused.extensions.properties?.messages ?? {}).sort()).toEqual(['search', 'sortBy'])
  })

  scenario('is refused without the stages page flag', standard, async ({ member, coach }) => {
    expect(codeOf(await runGraphql(member, 'query { adminStages { totalCount } }'))).toBe('FORBIDDEN')
    expect(codeOf(await runGraphql(null, 'query { adminStages { totalCount } }'))).toBe('UNAUTHENTICATED')
    expect((await runGraphql(coach, 'query { adminStages { totalCount } }')).data).toEqual({ adminStages: { totalCount: 3 } })
  })
})

describe('stage', () => {
  scenario('answers one stage with its tasks in order, or null', standard, async ({ admin, one, taskA, taskB, taskC }) => {
    const result = await runGraphql(admin, `query { stage(id: ${one.id}) { name taskCount tasks { id position completionCount } reviewers { id } } }`)
    expect(result.data).toEqual({
      stage: {
        name: 'Foundation',
        taskCount: 3,
        tasks: [
          { id: taskA.id, position: 0, completionCount: 0 },
          { id: taskB.id, position: 1, completionCount: 0 },
          { id: taskC.id, position: 2, completionCount: 0 },
        ],
        reviewers: [],
      },
    })
    expect(await asUser(admin, () => stage({ id: 999_999 }))).toBeNull()
  })
})

describe('createStage', () => {
  scenario('stores a valid stage and logs who created it', standard, async ({ admin, course }) => {
    const created = await asUser(admin, () => createStage({ input: { ...valid, courseId: course.id } }))
    expect(created).toMatchObject({ number: 4, name: 'Landing Your First Client', course: { id: course.id }, taskCount: 0, memberCount: 0 })
    const [row] = await db.select().from(stagesTable).where(eq(stagesTable.id, created.id))
    expect(row).toMatchObject({ number: 4, description: 'Proposals and interviews.', courseId: course.id })
    expect(await logsOf('stage-created', created.id)).toMatchObject([{ userId: admin.id, entityType: 'stage', details: { number: 4 } }])
  })

  scenario('refuses a number another stage has, bad fields and an archived course, storing nothing', standard, async ({ admin, archivedCourse }) => {
    const taken = await refusal(() => asUser(admin, () => createStage({ input: { ...valid, number: 2 } })))
    expect(taken.extensions.code).toBe('BAD_USER_INPUT')
    expect(taken.extensions.properties?.messages).toEqual({ number: [stageMessages.numberTaken] })
    const bad = await refusal(() => asUser(admin, () => createStage({ input: { number: -1, name: '  ', courseId: archivedCourse.id } })))
    expect(bad.extensions.properties?.messages).toEqual({ number: [stageMessages.numberRange], name: [stageMessages.nameRequired] })
    const archived = await refusal(() => asUser(admin, () => createStage({ input: { ...valid, courseId: archivedCourse.id } })))
    expect(archived.extensions.properties?.messages).toEqual({ courseId: [stageMessages.courseInvalid] })
    expect(await db.select().from(stagesTable)).toHaveLength(3)
  })

  scenario('needs the stage_create function flag', standard, async ({ headCoach, coach }) => {
    const document = 'mutation { createStage(input: { number: 9, name: "Nine" }) { id } }'
    expect(codeOf(await runGraphql(headCoach, document))).toBe('FORBIDDEN')
    expect(codeOf(await runGraphql(coach, document))).toBe('FORBIDDEN')
    expect(await db.select().from(stagesTable)).toHaveLength(3)
  })
})

describe('updateStage', () => {
  scenario('changes the stage and logs what changed', standard, async ({ headCoach, two }) => {
    const result = await runGraphql(headCoach, `mutation { updateStage(id: ${two.id}, input: { number: 2, name: "Skills", description: "Practise" }) { name description } }`)
    expect(result.data).toEqual({ updateStage: { name: 'Skills', description: 'Practise' } })
    expect(await logsOf('stage-updated', two.id)).toMatchObject([
      { userId: headCoach.id, details: { before: { name: 'Skill Building', description: null }, after: { name: 'Skills', description: 'Practise' } } },
    ])
  })

  scenario('keeps a course that was archived since, refuses taking another stage number', standard, async ({ admin, one, course }) => {
    await db.update(courses).set({ archivedAt: new Date() }).where(eq(courses.id, course.id))
    const kept = await asUser(admin, () => updateStage({ id: one.id, input: { number: 1, name: 'Foundation!', courseId: course.id } }))
    expect(kept).toMatchObject({ name: 'Foundation!', courseId: course.id })
    const taken = await refusal(() => asUser(admin, () => updateStage({ id: one.id, input: { number: 3, name: 'Foundation' } })))
    expect(taken.extensions.properties?.messages).toEqual({ number: [stageMessages.numberTaken] })
    expect((await refusal(() => asUser(admin, () => updateStage({ id: 999_999, input: valid })))).extensions.code).toBe('NOT_FOUND')
  })

  scenario('is refused to a role that only reads stages', standard, async ({ coach, one }) => {
    expect(codeOf(await runGraphql(coach, `mutation { updateStage(id: ${one.id}, input: { number: 1, name: "X" }) { id } }`))).toBe('FORBIDDEN')
  })
})

describe('deleteStage', () => {
  scenario('deletes a stage nobody is on, with its tasks, and keeps it in the info log', standard, async ({ admin, one }) => {
    const deleted = await asUser(admin, () => deleteStage({ id: one.id }))
    expect(deleted).toMatchObject({ id: one.id, name: 'Foundation' })
    expect(await db.select().from(stagesTable).where(eq(stagesTable.id, one.id))).toEqual([])
    expect(await db.select().from(tasks).where(eq(tasks.stageId, one.id))).toEqual([])
    expect(await logsOf('stage-deleted', one.id)).toMatchObject([{ userId: admin.id, details: { number: 1, name: 'Foundation' } }])
  })

  scenario('refuses a stage members are on', standard, async ({ admin, two }) => {
    const refused = await refusal(() => asUser(admin, () => deleteStage({ id: two.id })))
    expect(refused.extensions.code).toBe('BAD_USER_INPUT')
    expect(refused.message).toContain(stageDeleteMessages.members(1))
    expect(await db.select().from(stagesTable).where(eq(stagesTable.id, two.id))).toHaveLength(1)
  })

  scenario("refuses a stage whose tasks members finished, keeping their points", withProgress, async ({ admin, one, finisher }) => {
    const refused = await refusal(() => asUser(admin, () => deleteStage({ id: one.id })))
    expect(refused.message).toContain(stageDeleteMessages.completions(1))
    expect(await db.select().from(taskCompletions).where(eq(taskCompletions.userId, finisher.id))).toHaveLength(1)
    expect(await db.select({ points: pointEntries.points }).from(pointEntries).where(eq(pointEntries.userId, finisher.id))).toEqual([{ points: 25 }])
    expect(await logsOf('stage-deleted', one.id)).toEqual([])
  })

  scenario('refuses a stage a move-up request names', withReview, async ({ admin, three }) => {
    const refused = await refusal(() => asUser(admin, () => deleteStage({ id: three.id })))
    expect(refused.message).toContain(stageDeleteMessages.reviews(1))
  })
})

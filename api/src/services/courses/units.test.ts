import { and, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { unitMessages } from '../../../../common/validation/courses.units'
import { infoLogs, lessonProgress, lessons, units } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { asUser, scenario } from '../../test/scenario'
import { catalogue, inProgress, insertUnit } from './courses.scenarios'
import { createUnit, deleteUnit, restoreUnit, unit, unitChoices, updateUnit } from './units'

const logsOf = (action: string, id: number) => db.select().from(infoLogs).where(and(eq(infoLogs.action, action), eq(infoLogs.entityId, String(id))))

type Refusal = { message: string; extensions: { code?: string; properties?: { messages: Record<string, string[]> }; [key: string]: unknown } }

async function refusal(work: () => Promise<unknown>): Promise<Refusal> {
  try {
    await work()
  } catch (error) {
    return error as Refusal
  }
  throw new Error('expected a refusal')
}

describe('unit', () => {
  scenario('answers a unit with its course and its lessons in order, or null', catalogue, async ({ admin, va, basics }) => {
    const result = await runGraphql(admin, `query { unit(id: ${basics.id}) { name courseId courseName position lessons { name status } } }`)
    expect(result.data).toEqual({
      unit: {
        name: 'Getting Started',
        courseId: va.id,
        courseName: va.name,
        position: 0,
        lessons: [
          { name: 'Welcome', status: 'published' },
          { name: 'Inbox Zero', status: 'published' },
        ],
      },
    })
    expect(await asUser(admin, () => unit({ id: 999_999 }))).toBeNull()
  })

  scenario('offers live units to pick by unit or course name, in course order', catalogue, async ({ admin, va, old, basics, tools }) => {
    await insertUnit(old.id, { name: 'Archived course unit' })
    await insertUnit(va.id, { name: 'Retired unit', position: 5, archivedAt: new Date() })
    expect((await asUser(admin, () => unitChoices({}))).map((row) => row.id)).toEqual([basics.id, tools.id])
    expect(await asUser(admin, () => unitChoices({ search: 'tools' }))).toEqual([{ id: tools.id, name: tools.name, courseId: va.id, courseName: va.name }])
    expect((await asUser(admin, () => unitChoices({ search: 'VIRTUAL' }))).map((row) => row.id)).toEqual([basics.id, tools.id])
  })
})

describe('createUnit and updateUnit', () => {
  scenario('adds a unit last in its course and logs it', catalogue, async ({ admin, va, bookkeeping }) => {
    const created = await asUser(admin, () => createUnit({ input: { courseId: va.id, name: ' Clients ', shortDescription: '' } }))
    expect(created).toMatchObject({ courseId: va.id, courseName: va.name, name: 'Clients', shortDescription: null, position: 2 })
    const first = await asUser(admin, () => createUnit({ input: { courseId: bookkeeping.id, name: 'Ledgers' } }))
    expect(first.position).toBe(0)
    expect(await logsOf('unit-created', created.id)).toMatchObject([{ userId: admin.id, entityType: 'unit', details: { courseId: va.id, name: 'Clients' } }])
  })

  scenario('refuses a missing course or name with field messages, and stores nothing', catalogue, async ({ admin }) => {
    const refused = await refusal(() => asUser(admin, () => createUnit({ input: { courseId: 0, name: ' ' } })))
    expect(refused.extensions.properties?.messages).toEqual({ courseId: [unitMessages.courseRequired], name: [unitMessages.nameRequired] })
    const unknown = await refusal(() => asUser(admin, () => createUnit({ input: { courseId: 999_999, name: 'Orphan' } })))
    expect(unknown.extensions.properties?.messages).toEqual({ courseId: [unitMessages.courseRequired] })
    expect(await db.select().from(units)).toHaveLength(2)
  })

  scenario('changes the name and descriptions only, and logs it', catalogue, async ({ admin, basics }) => {
    expect(await asUser(admin, () => updateUnit({ id: basics.id, input: { name: 'Start Here', description: 'Read me' } }))).toMatchObject({
      name: 'Start Here',
      description: 'Read me',
      position: 0,
    })
    expect(await logsOf('unit-updated', basics.id)).toHaveLength(1)
    expect((await refusal(() => asUser(admin, () => updateUnit({ id: 999_999, input: { name: 'X' } })))).extensions.code).toBe('NOT_FOUND')
  })
})

describe('deleteUnit', () => {
  scenario('deletes a unit nobody has progress in, with its lessons', catalogue, async ({ admin, basics, welcome, inbox }) => {
    expect(await asUser(admin, () => deleteUnit({ id: basics.id }))).toEqual({ id: basics.id, archived: false })
    expect(await db.select().from(lessons).where(eq(lessons.unitId, basics.id))).toEqual([])
    expect((await db.select().from(lessons)).map((row) => row.id)).not.toContain(welcome.id)
    expect((await db.select().from(lessons)).map((row) => row.id)).not.toContain(inbox.id)
    expect(await logsOf('unit-deleted', basics.id)).toMatchObject([{ details: { name: basics.name } }])
  })

  scenario('asks first when members have progress in it, then archives it and keeps the progress', inProgress, async ({ admin, basics }) => {
    const refused = await refusal(() => asUser(admin, () => deleteUnit({ id: basics.id })))
    expect(refused.extensions).toMatchObject({ code: 'HAS_PROGRESS', memberCount: 1, progressCount: 1 })
    expect(refused.message).toMatch(/^Members have progress on this unit \(1 member, 1 lesson record\)\./)
    expect(await asUser(admin, () => deleteUnit({ id: basics.id, archiveIfInProgress: true }))).toEqual({ id: basics.id, archived: true })
    const [row] = await db.select().from(units).where(eq(units.id, basics.id))
    expect(row.archivedAt).toBeInstanceOf(Date)
    expect(await db.select().from(lessonProgress)).toHaveLength(2)
    expect(await logsOf('unit-archived', basics.id)).toHaveLength(1)
    expect(await asUser(admin, () => restoreUnit({ id: basics.id }))).toMatchObject({ archivedAt: null })
    expect(await logsOf('unit-restored', basics.id)).toHaveLength(1)
  })
})

describe('units access', () => {
  scenario('is refused without the unit flags, read-only for the expert, and signed out', catalogue, async ({ member, expert, va, basics }) => {
    const reads = [`query { unit(id: ${basics.id}) { id } }`]
    const writes = [
      `mutation { createUnit(input: { courseId: ${va.id}, name: "X" }) { id } }`,
      `mutation { updateUnit(id: ${basics.id}, input: { name: "X" }) { id } }`,
      `mutation { deleteUnit(id: ${basics.id}) { id } }`,
      `mutation { restoreUnit(id: ${basics.id}) { id } }`,
      'query { unitChoices { id } }',
    ]
    for (const document of [...reads, ...writes]) {
      expect((await runGraphql(member, document)).errors?.[0].extensions?.code, document).toBe('FORBIDDEN')
      expect((await runGraphql(null, document)).errors?.[0].extensions?.code, document).toBe('UNAUTHENTICATED')
    }
    for (const document of reads) expect((await runGraphql(expert, document)).errors, document).toBeUndefined()
    for (const document of writes) expect((await runGraphql(expert, document)).errors?.[0].extensions?.code, document).toBe('FORBIDDEN')
    expect(await db.select().from(units)).toHaveLength(2)
  })
})

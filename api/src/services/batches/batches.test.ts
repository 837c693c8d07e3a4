import { and, eq } from 'drizzle-orm'
import { afterEach, describe, expect, vi } from 'vitest'
import { batchMessages } from '../../../../common/validation/batches'
import { batches as batchesTable, infoLogs } from '../../../../db/schema'
import { db } from '../../lib/db'
import { addCalendarDays } from '../../lib/time'
import { runGraphql } from '../../test/graphql'
import { asUser, scenario } from '../../test/scenario'
import { batch, batchDeleteMessages, batches, createBatch, deleteBatch, enrollmentBatches, updateBatch } from './batches'
import { insertBatch, standard } from './batches.scenarios'

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

const ENROLLMENT_BATCHES = 'query { enrollmentBatches { batch { id name launchFrom launchTo } isCurrent } }'

afterEach(() => {
  vi.useRealTimers()
})

describe('enrollmentBatches (the enrol screens)', () => {
  scenario('answers every batch newest first; the current one is the latest launched on or before today in Manila', standard, async ({ finance, old, current, upcoming }) => {
    const result = await runGraphql(finance, ENROLLMENT_BATCHES)
    expect(result.errors).toBeUndefined()
    expect(result.data?.enrollmentBatches).toEqual([
      { batch: { id: upcoming.id, name: 'Batch 17', launchFrom: upcoming.launchFrom, launchTo: upcoming.launchTo }, isCurrent: false },
      { batch: { id: current.id, name: 'Batch 16', launchFrom: current.launchFrom, launchTo: current.launchTo }, isCurrent: true },
      { batch: { id: old.id, name: 'Batch 15', launchFrom: old.launchFrom, launchTo: old.launchTo }, isCurrent: false },
    ])
  })

  scenario('a batch launching today is current; tomorrow\'s is not, until its day comes', standard, async ({ finance, today, current, upcoming }) => {
    const launchToday = await insertBatch({ name: 'Batch 18', launchFrom: today })
    const currentIds = async () => (await asUser(finance, () => enrollmentBatches())).filter((row) => row.isCurrent).map((row) => row.batch.id)
    expect(await currentIds()).toEqual([launchToday.id])
    await db.delete(batchesTable).where(eq(batchesTable.id, launchToday.id))
    expect(await currentIds()).toEqual([current.id])
    // Tomorrow in Manila: the upcoming batch takes over with no flag flipped.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(Date.now() + 86_400_000))
    expect(await currentIds()).toEqual([upcoming.id])
  })

  scenario('the Manila day decides, not the UTC one', standard, async ({ finance, upcoming }) => {
    // 16:30 UTC is already 00:30 the next day in Manila: a batch launching on that Manila date is current.
    await db.update(batchesTable).set({ launchFrom: '2030-03-02', launchTo: '2030-03-31' }).where(eq(batchesTable.id, upcoming.id))
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2030-03-01T15:59:00Z'))
    const isCurrent = async () => (await asUser(finance, () => enrollmentBatches())).find((row) => row.batch.id === upcoming.id)?.isCurrent
    expect(await isCurrent()).toBe(false)
    vi.setSystemTime(new Date('2030-03-01T16:00:00Z'))
    expect(await isCurrent()).toBe(true)
  })

  scenario('with no batch launched yet, none is current', standard, async ({ finance, old, current }) => {
    await db.delete(batchesTable).where(eq(batchesTable.id, current.id))
    await db.update(batchesTable).set({ launchFrom: '2999-01-01', launchTo: '2999-02-01' }).where(eq(batchesTable.id, old.id))
    const rows = await asUser(finance, () => enrollmentBatches())
    expect(rows.every((row) => !row.isCurrent)).toBe(true)
  })

  scenario('is open to the enrollUser page or the user_enroll/unenroll function; not to members or the signed out', standard, async ({ finance, enroller, admin, member }) => {
    expect((await runGraphql(finance, ENROLLMENT_BATCHES)).errors).toBeUndefined()
    expect((await runGraphql(enroller, ENROLLMENT_BATCHES)).errors).toBeUndefined()
    expect(codeOf(await runGraphql(admin, ENROLLMENT_BATCHES))).toBe('FORBIDDEN')
    expect(codeOf(await runGraphql(member, ENROLLMENT_BATCHES))).toBe('FORBIDDEN')
    expect(codeOf(await runGraphql(null, ENROLLMENT_BATCHES))).toBe('UNAUTHENTICATED')
  })
})

describe('batches and batch (the back office)', () => {
  scenario('lists newest launch first with member counts and the current one marked', standard, async ({ admin, old, current, upcoming }) => {
    const list = await asUser(admin, () => batches({}))
    expect(list).toMatchObject({ totalCount: 3, page: 1, pageSize: 10 })
    expect(list.items.map((row) => [row.id, row.isCurrent, row.memberCount])).toEqual([
      [upcoming.id, false, 0],
      [current.id, true, 0],
      [old.id, false, 2],
    ])
    const detail = await asUser(admin, () => batch({ id: old.id }))
    expect(detail).toMatchObject({ name: 'Batch 15', number: 15, memberCount: 2, isCurrent: false })
    expect(await asUser(admin, () => batch({ id: 999_999 }))).toBeNull()
  })

  scenario('pages, searches and sorts on the server; bad paging is a field message', standard, async ({ admin }) => {
    const page2 = await asUser(admin, () => batches({ page: 2, pageSize: 2 }))
    expect(page2).toMatchObject({ totalCount: 3, page: 2, pageSize: 2 })
    expect(page2.items.map((row) => row.name)).toEqual(['Batch 15'])
    expect((await asUser(admin, () => batches({ search: '16' }))).items.map((row) => row.name)).toEqual(['Batch 16'])
    expect((await asUser(admin, () => batches({ sortBy: 'memberCount', sortOrder: 'desc', pageSize: 1 }))).items[0].name).toBe('Batch 15')
    const bad = await refusal(() => asUser(admin, () => batches({ sortBy: 'password', search: 'x'.repeat(101) })))
    expect(bad.extensions.code).toBe('BAD_USER_INPUT')
    expect(Object.keys(bad.extensions.properties!.messages).sort()).toEqual(['search', 'sortBy'])
  })

  scenario('reads need the batches and batch page flags', standard, async ({ teamLead, member, finance, old }) => {
    expect((await runGraphql(teamLead, 'query { batches { totalCount } }')).errors).toBeUndefined()
    expect(codeOf(await runGraphql(member, 'query { batches { totalCount } }'))).toBe('FORBIDDEN')
    expect(codeOf(await runGraphql(finance, `query { batch(id: ${old.id}) { id } }`))).toBe('FORBIDDEN')
  })
})

describe('createBatch, updateBatch, deleteBatch', () => {
  const valid = { name: 'Batch 18', number: 18, launchFrom: '2031-01-10', launchTo: '2031-02-10' }

  scenario('Launch New Batch stores it with an info log; only with batch_create', standard, async ({ admin, teamLead }) => {
    const made = await asUser(admin, () => createBatch({ input: valid }))
    expect(made).toMatchObject({ ...valid, memberCount: 0, isCurrent: false })
    expect(await logsOf('batch-created', made.id)).toMatchObject([{ userId: admin.id, entityType: 'batch', details: valid }])
    const result = await runGraphql(teamLead, 'mutation ($input: BatchInput!) { createBatch(input: $input) { id } }', { input: { ...valid, name: 'X' } })
    expect(codeOf(result)).toBe('FORBIDDEN')
  })

  scenario('bad input is BAD_USER_INPUT with field messages, and nothing is stored', standard, async ({ admin }) => {
    const before = await db.select().from(batchesTable)
    const wrongWindow = await refusal(() => asUser(admin, () => createBatch({ input: { ...valid, launchFrom: '2031-02-10', launchTo: '2031-02-09' } })))
    expect(wrongWindow.extensions).toMatchObject({ code: 'BAD_USER_INPUT', properties: { messages: { launchTo: [batchMessages.launchToBeforeFrom] } } })
    const blank = await refusal(() => asUser(admin, () => createBatch({ input: { name: ' ', launchFrom: '2031-02-30', launchTo: '' } })))
    expect(blank.extensions.properties!.messages).toEqual({
      name: [batchMessages.nameRequired],
      launchFrom: [batchMessages.dateInvalid],
      launchTo: [batchMessages.launchToRequired],
    })
    const taken = await refusal(() => asUser(admin, () => createBatch({ input: { ...valid, name: 'batch 16', number: 17 } })))
    expect(taken.extensions.properties!.messages).toEqual({ name: [batchMessages.nameTaken], number: [batchMessages.numberTaken] })
    expect(await db.select().from(batchesTable)).toEqual(before)
  })

  scenario('an edit replaces the fields and logs what changed; it may keep its own name and number', standard, async ({ admin, teamLead, upcoming }) => {
    const edited = await asUser(admin, () =>
      updateBatch({ id: upcoming.id, input: { name: 'Batch 17', number: 17, launchFrom: upcoming.launchFrom, launchTo: addCalendarDays(upcoming.launchFrom, 60) } }),
    )
    expect(edited.launchTo).toBe(addCalendarDays(upcoming.launchFrom, 60))
    expect(await logsOf('batch-updated', upcoming.id)).toMatchObject([
      { details: { before: { launchTo: upcoming.launchTo }, after: { launchTo: addCalendarDays(upcoming.launchFrom, 60) } } },
    ])
    const result = await runGraphql(teamLead, `mutation { updateBatch(id: ${upcoming.id}, input: { name: "Y", launchFrom: "2031-01-01", launchTo: "2031-01-02" }) { id } }`)
    expect(codeOf(result)).toBe('FORBIDDEN')
    await expect(asUser(admin, () => updateBatch({ id: 999_999, input: valid }))).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } })
  })

  scenario('a batch with members cannot be deleted (the message says how many); an empty one can', standard, async ({ admin, old, upcoming }) => {
    const refused = await refusal(() => asUser(admin, () => deleteBatch({ id: old.id })))
    expect(refused).toMatchObject({ message: batchDeleteMessages.members(2), extensions: { code: 'BAD_USER_INPUT' } })
    expect(await db.select().from(batchesTable).where(eq(batchesTable.id, old.id))).toHaveLength(1)
    const gone = await asUser(admin, () => deleteBatch({ id: upcoming.id }))
    expect(gone.name).toBe('Batch 17')
    expect(await db.select().from(batchesTable).where(eq(batchesTable.id, upcoming.id))).toEqual([])
    expect(await logsOf('batch-deleted', upcoming.id)).toMatchObject([{ details: { name: 'Batch 17', number: 17 } }])
  })
})

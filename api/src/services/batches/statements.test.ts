// Every batches operation answers in a FIXED number of SQL statements (docs/api.md, "Batches and
// access levels"): counted on the standard scenario, then again after 40 more batches and 200 more
// members in them.
import { eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { batches as batchesTable, users } from '../../../../db/schema'
import { db } from '../../lib/db'
import { addCalendarDays } from '../../lib/time'
import { asUser, scenario } from '../../test/scenario'
import { countStatements } from '../../lib/statementCounter'
import { batch, batches, createBatch, deleteBatch, enrollmentBatches, updateBatch } from './batches'
import { standard } from './batches.scenarios'

type World = Awaited<ReturnType<typeof standard>>

async function measure(w: World, round: number) {
  const input = { name: `Batch X${round}`, number: 900 + round, launchFrom: '2031-01-01', launchTo: '2031-01-31' }
  const operations: [string, () => Promise<unknown>][] = [
    ['enrollmentBatches', () => asUser(w.finance, () => enrollmentBatches())],
    ['batches', () => asUser(w.admin, () => batches({ search: 'batch', sortBy: 'memberCount', pageSize: 5 }))],
    ['batch', () => asUser(w.admin, () => batch({ id: w.old.id }))],
  ]
  const counts: Record<string, number> = {}
  for (const [name, run] of operations) counts[name] = (await countStatements(run)).count
  const created = await countStatements(() => asUser(w.admin, () => createBatch({ input })))
  counts.createBatch = created.count
  const id = created.result.id
  counts.updateBatch = (await countStatements(() => asUser(w.admin, () => updateBatch({ id, input: { ...input, launchTo: '2031-02-28' } })))).count
  counts.deleteBatch = (await countStatements(() => asUser(w.admin, () => deleteBatch({ id })))).count
  return counts
}

describe('statements per operation', () => {
  scenario('are fixed: the same with 3 batches and with 43 and 200 more members', standard, async (w) => {
    const small = await measure(w, 1)
    const more = await db
      .insert(batchesTable)
      .values(Array.from({ length: 40 }, (_, n) => ({ name: `Grown ${n}`, launchFrom: addCalendarDays(w.today, -100 - n), launchTo: addCalendarDays(w.today, -90 - n) })))
      .returning()
    const grown = await db
      .insert(users)
      .values(Array.from({ length: 200 }, (_, n) => ({ email: `grown${n}@example.com`, slug: `grown-${n}`, batchId: more[n % 40].id })))
      .returning({ id: users.id })
    expect(grown).toHaveLength(200)
    await db.update(users).set({ batchId: w.old.id }).where(eq(users.email, 'grown0@example.com'))
    const large = await measure(w, 2)
    expect(large).toEqual(small)
    // Reads: one statement (lists: the page and the count). Writes: begin, lock or check, write, log, commit, then the answer.
    expect(small).toEqual({ enrollmentBatches: 1, batches: 2, batch: 1, createBatch: 6, updateBatch: 7, deleteBatch: 5 })
  })
})

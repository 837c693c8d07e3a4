// Every access-levels operation answers in a FIXED number of SQL statements (docs/api.md, "Batches
// and access levels"): counted on the standard scenario, then again with 30 more levels and 200
// more holders.
import { describe, expect } from 'vitest'
import { accessLevels as accessLevelsTable, userAccessLevels, users } from '../../../../db/schema'
import { db } from '../../lib/db'
import { asUser, scenario } from '../../test/scenario'
import { countStatements } from '../../lib/statementCounter'
import { accessLevel, accessLevels, adminAccessLevels, createAccessLevel, deleteAccessLevel, updateAccessLevel } from './accessLevels'
import { standard } from './accessLevels.scenarios'

type World = Awaited<ReturnType<typeof standard>>

async function measure(w: World, round: number) {
  const input = { name: `desk-${round}`, label: `Desk ${round}`, pageAccess: { users: true } }
  const counts: Record<string, number> = {}
  counts.accessLevels = (await countStatements(() => asUser(w.coach, () => accessLevels()))).count
  counts.adminAccessLevels = (await countStatements(() => asUser(w.admin, () => adminAccessLevels({ search: 'e', sortBy: 'userCount', pageSize: 5 })))).count
  counts.accessLevel = (await countStatements(() => asUser(w.admin, () => accessLevel({ id: w.admin.accessLevel!.id })))).count
  const created = await countStatements(() => asUser(w.admin, () => createAccessLevel({ input })))
  counts.createAccessLevel = created.count
  const id = created.result.id
  counts.updateAccessLevel = (await countStatements(() => asUser(w.admin, () => updateAccessLevel({ id, input: { ...input, pageAccess: { user: true } } })))).count
  counts.deleteAccessLevel = (await countStatements(() => asUser(w.admin, () => deleteAccessLevel({ id })))).count
  return counts
}

describe('statements per operation', () => {
  scenario('are fixed: the same with 5 levels and with 35 and 200 more holders', standard, async (w) => {
    const small = await measure(w, 1)
    const levels = await db
      .insert(accessLevelsTable)
      .values(Array.from({ length: 30 }, (_, n) => ({ name: `grown-${n}`, label: `Grown ${n}` })))
      .returning()
    const people = await db
      .insert(users)
      .values(Array.from({ length: 200 }, (_, n) => ({ email: `grown${n}@example.com`, slug: `grown-${n}` })))
      .returning({ id: users.id })
    await db.insert(userAccessLevels).values(people.map((person, n) => ({ userId: person.id, accessLevelId: levels[n % 30].id })))
    const large = await measure(w, 2)
    expect(large).toEqual(small)
    // Reads: one statement (lists: the page and the count). Writes: begin, check, write, log, commit, then the answer;
    // an edit or a delete also locks the levels that administer levels and counts their holders before and after
    // (administration.ts: 3 more).
    expect(small).toEqual({ accessLevels: 1, adminAccessLevels: 2, accessLevel: 1, createAccessLevel: 6, updateAccessLevel: 9, deleteAccessLevel: 8 })
  })
})

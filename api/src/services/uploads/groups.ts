// The groups import (Groups and Subgroups sheets): Group ID and Subgroup ID are the natural keys
// (groups.importKey, sub_groups.importKey), so the same file twice changes nothing. A group or
// sub-group made by hand with the same name and no import key is taken over (its key set), not
// duplicated. Each new or changed group and subgroup needs the flag of its manual operation
// (reach.ts). SQL: reading 2 statements; writing at most 4.
import { sql } from 'drizzle-orm'
import { uploadMessages, type UploadMode } from '../../../../common/validation/uploads'
import type { Executor } from '../../lib/db'
import type { ParsedSheet } from '../../lib/spreadsheets'
import type { ImportContext, ImportPlan } from './plan'
import { importReachMessages, mayImport, type ImportAction } from './reach'
import { duplicateChecker, keyList, Problems, recordset, rowsOf, text } from './rows'

const G = 'Groups'
const SG = 'Subgroups'

type GroupRow = { row: number; key: string; name: string; id: number | null }
type SubRow = { row: number; key: string; name: string; groupKey: string; id: number | null }

type Allowed = (sheet: string, row: number, column: string, action: ImportAction) => boolean
type ExistingGroup = { id: number; name: string; import_key: string | null }
type ExistingSub = { id: number; group_id: number; name: string; import_key: string | null }
type SheetRows = ParsedSheet['rows']

export async function planGroups(executor: Executor, sheets: Record<string, ParsedSheet>, _mode: UploadMode, { importer }: ImportContext): Promise<ImportPlan> {
  const problems = new Problems()
  /** False (and the row's problem added) when the importer may not do `action`. */
  const allowed = (sheet: string, row: number, column: string, action: ImportAction) => {
    if (mayImport(importer, action)) return true
    problems.add(sheet, row, column, importReachMessages.needs(action))
    return false
  }
  const groupRows = sheets[G]?.rows ?? []
  const subRows = sheets[SG]?.rows ?? []
  const groupKeys = [...groupRows.map((r) => r.values['Group ID']), ...subRows.map((r) => r.values['Group ID'])].filter(Boolean)
  const groupNames = groupRows.map((r) => r.values['Name']).filter(Boolean)

  const existingGroups = await rowsOf<ExistingGroup>(
    executor,
    sql`select id, name, import_key from groups where import_key in ${keyList(groupKeys)} or name in ${keyList(groupNames)}`,
  )
  const groupByKey = new Map(existingGroups.filter((g) => g.import_key).map((g) => [g.import_key as string, g]))
  const groupByName = new Map(existingGroups.map((g) => [g.name, g]))
  const existingSubs = await rowsOf<ExistingSub>(
    executor,
    sql`select id, group_id, name, import_key from sub_groups
        where import_key in ${keyList(subRows.map((r) => r.values['Subgroup ID']).filter(Boolean))}
           or group_id in (select id from groups where import_key in ${keyList(groupKeys)})`,
  )
  const subByKey = new Map(existingSubs.filter((s) => s.import_key).map((s) => [s.import_key as string, s]))

  const groupPlan = planGroupRows(problems, allowed, groupRows, groupByKey, groupByName)
  const { groups, changedGroups } = groupPlan
  const subPlan = planSubRows(problems, allowed, subRows, new Set(groupRows.map((r) => r.values['Group ID'])), groups, groupByKey, subByKey, existingSubs)
  const created = groupPlan.created + subPlan.created
  const updated = groupPlan.updated + subPlan.updated
  const write = (tx: Executor) => writeGroups(tx, groups, changedGroups, subPlan.subs, groupByKey)
  return { problems, created, updated, unchanged: groupRows.length + subRows.length - created - updated - problems.failedRows, write }
}

/** The Groups sheet: each row's group found by key (or adopted by name), and those it adds or changes. */
function planGroupRows(problems: Problems, allowed: Allowed, groupRows: SheetRows, groupByKey: Map<string, ExistingGroup>, groupByName: Map<string, ExistingGroup>) {
  let created = 0
  let updated = 0
  const groups = new Map<string, GroupRow>()
  const changedGroups: GroupRow[] = []
  const duplicateKey = duplicateChecker(problems, G, 'Group ID')
  const duplicateName = duplicateChecker(problems, G, 'Name')
  const takenIds = new Set<number>()
  for (const { row, values } of groupRows) {
    const before = problems.list.length
    const key = text(problems, G, row, 'Group ID', values['Group ID'], 100)
    const name = text(problems, G, row, 'Name', values['Name'], 100)
    if (!values['Group ID']) problems.add(G, row, 'Group ID', uploadMessages.required('Group ID'))
    if (!values['Name']) problems.add(G, row, 'Name', uploadMessages.required('Name'))
    if (key) duplicateKey(row, key)
    if (name) duplicateName(row, name.toLowerCase(), name)
    if (problems.list.length > before || !key || !name) continue
    let current = groupByKey.get(key) ?? null
    const sameName = groupByName.get(name)
    if (sameName && sameName.id !== current?.id) {
      // Adopt a group made by hand under this name, unless the key already has its own.
      if (!current && sameName.import_key === null && !takenIds.has(sameName.id)) current = sameName
      else {
        problems.add(G, row, 'Name', uploadMessages.groupNameTaken(name))
        continue
      }
    }
    if (current) takenIds.add(current.id)
    const group = { row, key, name, id: current?.id ?? null }
    groups.set(key, group)
    if (!current) {
      if (!allowed(G, row, 'Group ID', 'createGroup')) continue
      created += 1
    } else if (current.name !== name || current.import_key !== key) {
      if (!allowed(G, row, 'Group ID', 'changeGroup')) continue
      updated += 1
    } else continue
    changedGroups.push(group)
  }
  return { groups, changedGroups, created, updated }
}

/** The Subgroups sheet: each row's group (in the file or stored), its sub-group by key or name, and those it adds or changes. */
function planSubRows(
  problems: Problems,
  allowed: Allowed,
  subRows: SheetRows,
  sheetGroupKeys: Set<string>,
  groups: Map<string, GroupRow>,
  groupByKey: Map<string, ExistingGroup>,
  subByKey: Map<string, ExistingSub>,
  existingSubs: ExistingSub[],
) {
  let created = 0
  let updated = 0
  const subs: SubRow[] = []
  const duplicateSubKey = duplicateChecker(problems, SG, 'Subgroup ID')
  const duplicateSubName = duplicateChecker(problems, SG, 'Name')
  for (const { row, values } of subRows) {
    const before = problems.list.length
    const key = text(problems, SG, row, 'Subgroup ID', values['Subgroup ID'], 100)
    const name = text(problems, SG, row, 'Name', values['Name'], 100)
    const groupKey = values['Group ID']
    if (!values['Subgroup ID']) problems.add(SG, row, 'Subgroup ID', uploadMessages.required('Subgroup ID'))
    if (!values['Name']) problems.add(SG, row, 'Name', uploadMessages.required('Name'))
    if (!groupKey) problems.add(SG, row, 'Group ID', uploadMessages.required('Group ID'))
    else if (!groups.has(groupKey) && !groupByKey.has(groupKey) && !sheetGroupKeys.has(groupKey)) {
      problems.add(SG, row, 'Group ID', uploadMessages.unknownGroupId(groupKey))
    }
    if (key) duplicateSubKey(row, key)
    if (name && groupKey) duplicateSubName(row, `${groupKey}\u0000${name}`, name)
    if (problems.list.length > before || !key || !name) continue
    const groupId = groups.get(groupKey)?.id ?? groupByKey.get(groupKey)?.id ?? null
    if (!groups.has(groupKey) && groupId === null) continue // its group row has a problem
    let current = subByKey.get(key) ?? null
    const sameName = groupId === null ? undefined : existingSubs.find((s) => s.group_id === groupId && s.name === name)
    if (sameName && sameName.id !== current?.id) {
      if (!current && sameName.import_key === null) current = sameName
      else {
        problems.add(SG, row, 'Name', uploadMessages.subgroupNameTaken(name))
        continue
      }
    }
    if (!current) {
      if (!allowed(SG, row, 'Subgroup ID', 'createSubGroup')) continue
      created += 1
    } else if (current.name !== name || current.group_id !== groupId || current.import_key !== key) {
      if (!allowed(SG, row, 'Subgroup ID', 'changeSubGroup')) continue
      updated += 1
    } else continue
    subs.push({ row, key, name, groupKey, id: current?.id ?? null })
  }
  return { subs, created, updated }
}

/** The groups added or changed, then their sub-groups (which need the groups' ids). */
async function writeGroups(tx: Executor, groups: Map<string, GroupRow>, changedGroups: GroupRow[], subs: SubRow[], groupByKey: Map<string, ExistingGroup>) {
  const idByKey = new Map<string, number>([...groupByKey].map(([key, g]) => [key, g.id]))
  for (const g of groups.values()) if (g.id !== null) idByKey.set(g.key, g.id)
  const updates = changedGroups.filter((g) => g.id !== null).map((g) => ({ id: g.id, name: g.name, import_key: g.key }))
  if (updates.length) {
    await tx.execute(sql`update groups g set name = v.name, import_key = v.import_key, updated_at = now()
        from ${recordset(updates, 'id int, name text, import_key text')} where g.id = v.id`)
  }
  const inserts = changedGroups.filter((g) => g.id === null).map((g) => ({ name: g.name, import_key: g.key }))
  if (inserts.length) {
    const rows = await rowsOf<{ id: number; import_key: string }>(
      tx,
      sql`insert into groups (name, import_key) select v.name, v.import_key from ${recordset(inserts, 'name text, import_key text')} returning id, import_key`,
    )
    for (const row of rows) idByKey.set(row.import_key, row.id)
  }
  const subUpdates = subs.filter((s) => s.id !== null).map((s) => ({ id: s.id, name: s.name, group_id: idByKey.get(s.groupKey), import_key: s.key }))
  if (subUpdates.length) {
    await tx.execute(sql`update sub_groups s set name = v.name, group_id = v.group_id, import_key = v.import_key, updated_at = now()
        from ${recordset(subUpdates, 'id int, name text, group_id int, import_key text')} where s.id = v.id`)
  }
  const subInserts = subs.filter((s) => s.id === null).map((s) => ({ name: s.name, group_id: idByKey.get(s.groupKey), import_key: s.key }))
  if (subInserts.length) {
    await tx.execute(sql`insert into sub_groups (name, group_id, import_key)
        select v.name, v.group_id, v.import_key from ${recordset(subInserts, 'name text, group_id int, import_key text')}`)
  }
}

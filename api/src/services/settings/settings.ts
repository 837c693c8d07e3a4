// Settings (api/src/graphql/settings.sdl.ts): defaultSettingByName for the shell, and the three
// admin pages, each reading and writing only its own scope:
//   default               /default-settings                    flag defaultSettings
//   workshop-beginner     /settings/live-workshop-beginner     flag liveWorkshopBeginner
//   workshop-experienced  /settings/live-workshop-experienced  flag liveWorkshopExperienced
//
// Nothing caches settings on the server: every read (defaultSettingByName included) is a query,
// so a saved value is what the very next request sees, in any API process. They are not part of
// the per-process facts cache of lib/auth (its stamps cover access levels, batches, stages,
// groups and forms), so no shared_facts_version bump is needed.
import { and, asc, eq } from 'drizzle-orm'
import { settingValueSchema } from '../../../../common/validation/settings'
import { settings, type SettingScope } from '../../../../db/schema'
import { writeInfoLog } from '../../lib/audit'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import { NotFoundError } from '../../lib/errors'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'

type SettingRow = typeof settings.$inferSelect

/** A row as the API answers it (DateTime as an ISO instant). */
function toSetting(row: SettingRow) {
  return {
    id: row.id,
    name: row.name,
    value: row.value,
    type: row.type,
    description: row.description,
    scope: row.scope,
    updatedAt: row.updatedAt.toISOString(),
  }
}

// defaultSettingByName: one row of the `default` scope. Workshop rows are not answered here, so
// this query cannot be used to read another page's configuration by name.
export const defaultSettingByName = (async ({ name }) => {
  const [row] = await db
    .select()
    .from(settings)
    .where(and(eq(settings.name, name.trim()), eq(settings.scope, 'default')))
  return row ? toSetting(row) : null
}) satisfies QueryResolvers['defaultSettingByName']

/** Every setting of one scope, by name (a few dozen rows at most: no paging). */
async function settingsOf(scope: SettingScope) {
  const rows = await db.select().from(settings).where(eq(settings.scope, scope)).orderBy(asc(settings.name), asc(settings.id))
  return rows.map(toSetting)
}

export const defaultSettings = (async () => settingsOf('default')) satisfies QueryResolvers['defaultSettings']
export const liveWorkshopBeginnerSettings = (async () => settingsOf('workshop-beginner')) satisfies QueryResolvers['liveWorkshopBeginnerSettings']
export const liveWorkshopExperiencedSettings = (async () =>
  settingsOf('workshop-experienced')) satisfies QueryResolvers['liveWorkshopExperiencedSettings']

/**
 * Sets the value of setting `id` of `scope`, checked by the setting's type; logs `setting-updated`
 * with the value before and after. Three statements: the row, then the update and its log in one
 * transaction. An id of another scope is NOT_FOUND (the caller's flag is for this scope only).
 */
async function updateSettingIn(scope: SettingScope, id: number, rawValue: string) {
  const [before] = await db
    .select()
    .from(settings)
    .where(and(eq(settings.id, id), eq(settings.scope, scope)))
  if (!before) throw new NotFoundError('Setting not found')
  // The type is fixed by the seed and never changed through the API, so checking against the row
  // read here is checking against the row updated below.
  const { value } = parseInput(settingValueSchema(before.type), { value: rawValue })
  if (value === before.value) return toSetting(before)
  const user = currentUser()
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(settings)
      .set({ value, updatedById: user?.id ?? null, updatedAt: new Date() })
      .where(and(eq(settings.id, id), eq(settings.scope, scope)))
      .returning()
    if (!row) throw new NotFoundError('Setting not found')
    await writeInfoLog(
      {
        action: 'setting-updated',
        userId: user?.id ?? null,
        originalUserId: user?.originalUserId ?? null,
        entityType: 'setting',
        entityId: id,
        details: { name: row.name, scope, from: before.value, to: row.value },
      },
      tx,
    )
    return toSetting(row)
  })
}

export const updateDefaultSetting = (async ({ id, value }) =>
  updateSettingIn('default', id, value)) satisfies MutationResolvers['updateDefaultSetting']
export const updateLiveWorkshopBeginnerSetting = (async ({ id, value }) =>
  updateSettingIn('workshop-beginner', id, value)) satisfies MutationResolvers['updateLiveWorkshopBeginnerSetting']
export const updateLiveWorkshopExperiencedSetting = (async ({ id, value }) =>
  updateSettingIn('workshop-experienced', id, value)) satisfies MutationResolvers['updateLiveWorkshopExperiencedSetting']

// defaultSettingByName: one row of the `default` scope (the /default-settings page). Workshop
// rows (scopes workshop-beginner and workshop-experienced) are not answered here, so this query
// cannot be used to read another page's configuration by name.
import { and, eq } from 'drizzle-orm'
import { settings } from '../../../../db/schema'
import { db } from '../../lib/db'
import type { QueryResolvers } from '../../types/graphql'

export const defaultSettingByName = (async ({ name }) => {
  const [row] = await db
    .select({ id: settings.id, name: settings.name, value: settings.value, type: settings.type })
    .from(settings)
    .where(and(eq(settings.name, name.trim()), eq(settings.scope, 'default')))
  return row ?? null
}) satisfies QueryResolvers['defaultSettingByName']

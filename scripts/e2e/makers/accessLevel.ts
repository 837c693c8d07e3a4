// A new access level with the seeded flags of a built-in one, and a person holding only it: a
// journey that switches a level's flags on and off changes this one, never a seeded level whose
// holders (the demo logins) other journeys sign in as.
import type { RoleId } from '../../../common/permissions'
import { accessLevels } from '../../../db/schema'
import { db } from '../../../api/src/lib/db'
import { grantAccessLevel } from '../../../api/src/test/factories'
import { accessMaps } from '../../seed/accessLevels'
import { uniqueTag } from '../unique'
import person, { type Person } from './person'

export type AccessLevelInput = {
  /** The built-in level whose seeded flags the new one starts with. */
  like: RoleId
  /** What menus and the role switcher call it; the tag is added. */
  label: string
}

export type MadeAccessLevel = { id: number; name: string; label: string; holder: Person }

export default async function accessLevel(input: AccessLevelInput): Promise<MadeAccessLevel> {
  const tag = uniqueTag()
  const [level] = await db
    .insert(accessLevels)
    .values({ name: `${input.like}-${tag}`, label: `${input.label} ${tag}`, ...accessMaps(input.like) })
    .returning()
  // Nothing but this level, so they act as it from their first sign-in.
  const holder = await person({ accessLevels: [], lastName: `Holder ${tag}` })
  await grantAccessLevel(holder.id, level.name)
  return { id: level.id, name: level.name, label: level.label, holder }
}

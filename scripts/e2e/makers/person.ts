// A new person for one journey to change as it likes: a user with the demo password, the access
// levels asked for (a member by default), a profile as the seed gives everyone, and optionally a
// batch and a stage. Journeys that change a person's state make their own instead of changing a
// demo login other journeys read.
import { eq } from 'drizzle-orm'
import type { RoleId } from '../../../common/permissions'
import { DEFAULT_TIME_ZONE } from '../../../common/timeZones'
import { batches, stages, userProfiles } from '../../../db/schema'
import { db } from '../../../api/src/lib/db'
import { createUser } from '../../../api/src/test/factories'
import { demoPassword } from '../../seed/demoLogins'
import { uniqueTag } from '../unique'

export type PersonInput = {
  /** Held in this order; the seed's levels (scripts/seed/accessLevels.ts). Default ['member']. */
  accessLevels?: RoleId[]
  firstName?: string
  lastName?: string
  /** The batch number (the seed has 15 to 18). */
  batch?: number
  /** The stage number (the seed has 0 to 5). */
  stage?: number
}

export type Person = { id: number; email: string; name: string; password: string }

export default async function person(input: PersonInput = {}): Promise<Person> {
  const tag = uniqueTag()
  const firstName = input.firstName ?? 'Journey'
  const lastName = input.lastName ?? `Tester ${tag}`
  const batchId = input.batch === undefined ? null : await idOf(batches, batches.number, input.batch, 'batch')
  const stageId = input.stage === undefined ? null : await idOf(stages, stages.number, input.stage, 'stage')
  const user = await createUser({
    email: `journey-${tag}@tribe.test`,
    password: demoPassword,
    firstName,
    lastName,
    slug: `journey-${tag}`,
    batchId,
    stageId,
    accessLevels: input.accessLevels ?? ['member'],
  })
  await db.insert(userProfiles).values({ userId: user.id, country: 'Philippines', city: 'Quezon City', timezone: DEFAULT_TIME_ZONE })
  return { id: user.id, email: user.email, name: `${firstName} ${lastName}`, password: demoPassword }
}

async function idOf(table: typeof batches | typeof stages, column: typeof batches.number | typeof stages.number, value: number, what: string) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(column, value))
  if (!row) throw new Error(`No seeded ${what} ${value}`)
  return row.id
}

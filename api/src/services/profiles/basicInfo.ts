// updateBasicInfo (Basic Info tab): names, sex, birth date and mobile on the users row (login-side
// data, see db/schema/profiles.ts), location and timezone on user_profiles.
// SQL: 4 statements (update users; upsert user_profiles; info log; the profile read back).
import { eq, sql } from 'drizzle-orm'
import { basicInfoSchema } from '../../../../common/validation/profiles'
import { userProfiles, users } from '../../../../db/schema'
import { writeInfoLog } from '../../lib/audit'
import { db } from '../../lib/db'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers } from '../../types/graphql'
import { requireProfileEditor } from './editor'
import { loadProfile } from './profileRow'

export const updateBasicInfo = (async ({ input }) => {
  const user = requireProfileEditor()
  const values = parseInput(basicInfoSchema, input)
  const now = new Date()
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        firstName: values.firstName,
        lastName: values.lastName,
        middleName: values.middleName,
        suffix: values.suffix,
        sex: values.sex,
        birthdate: values.birthdate,
        mobileNumber: values.mobileNumber,
        updatedAt: now,
      })
      .where(eq(users.id, user.id))
    const place = { country: values.country, state: values.state, city: values.city, timezone: values.timezone }
    await tx
      .insert(userProfiles)
      .values({ userId: user.id, ...place })
      .onConflictDoUpdate({ target: userProfiles.userId, set: { ...place, updatedAt: now } })
    // Which parts changed is enough for the log: the values are personal data.
    await writeInfoLog({ action: 'profile-basic-info-updated', userId: user.id, entityType: 'user', entityId: user.id }, tx)
  })
  return (await loadProfile(user, sql`u.id = ${user.id}`))!
}) satisfies MutationResolvers['updateBasicInfo']

// updateSocialAccounts (Social Accounts tab): Facebook on users.facebook_profile (the member import
// fills it), the other sites on user_profiles. Each link must be on its own site
// (common/validation/profiles.ts). SQL: 4 statements (update users; upsert user_profiles; info log;
// the profile read back).
import { eq, sql } from 'drizzle-orm'
import { socialAccountsSchema } from '../../../../common/validation/profiles'
import { userProfiles, users } from '../../../../db/schema'
import { writeInfoLog } from '../../lib/audit'
import { db } from '../../lib/db'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers } from '../../types/graphql'
import { requireProfileEditor } from './editor'
import { loadProfile } from './profileRow'

export const updateSocialAccounts = (async ({ input }) => {
  const user = requireProfileEditor()
  const values = parseInput(socialAccountsSchema, input)
  const now = new Date()
  const links = {
    instagramUrl: values.instagram,
    tiktokUrl: values.tiktok,
    youtubeUrl: values.youtube,
    linkedinUrl: values.linkedin,
    twitterUrl: values.twitter,
    websiteUrl: values.website,
  }
  await db.transaction(async (tx) => {
    await tx.update(users).set({ facebookProfile: values.facebook, updatedAt: now }).where(eq(users.id, user.id))
    await tx
      .insert(userProfiles)
      .values({ userId: user.id, ...links })
      .onConflictDoUpdate({ target: userProfiles.userId, set: { ...links, updatedAt: now } })
    await writeInfoLog({ action: 'profile-socials-updated', userId: user.id, entityType: 'user', entityId: user.id }, tx)
  })
  return (await loadProfile(user, sql`u.id = ${user.id}`))!
}) satisfies MutationResolvers['updateSocialAccounts']

// Users with their access levels, profiles and wins. Demo logins get their password hashed
// with the real hashPassword (slow on purpose), done concurrently and only for logins that do
// not exist yet; every other seeded person has no password and cannot log in.
import { inArray } from 'drizzle-orm'
import { userAccessLevels, userProfiles, users, userWins } from '../../db/schema'
import { db } from '../../api/src/lib/db'
import { hashPassword } from '../../api/src/lib/auth/password'
import { demoLogins, demoPassword } from './demoLogins'
import type { SeedContext } from './context'
import { addDays, insertMissing } from './helpers'
import { cast, slugOf } from './people'
import { DEFAULT_TIME_ZONE } from '../../common/timeZones'

/** Hashes of the demo password for the demo logins missing from the database (outside any transaction: hashing is slow). */
export async function hashMissingDemoPasswords(): Promise<Map<string, string>> {
  const emails = demoLogins.map((login) => login.email)
  const present = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails))
  const missing = emails.filter((email) => !present.some((row) => row.email === email))
  const hashes = await Promise.all(missing.map((email) => hashPassword(demoPassword).then((hash) => [email, hash] as const)))
  return new Map(hashes)
}

export async function seedUsers(ctx: SeedContext, passwordHashes: Map<string, string>) {
  const { tx } = ctx
  const demoEmails = new Set<string>(demoLogins.map((login) => login.email))
  await tx
    .insert(users)
    .values(
      cast.map((person, index) => {
        const hash = passwordHashes.get(person.email)
        // A demo login must be able to log in: without a hash here it has to exist already.
        if (demoEmails.has(person.email) && hash === undefined) return null
        return {
          email: person.email,
          hashedPassword: hash ?? null,
          firstName: person.firstName,
          middleName: person.middleName ?? null,
          lastName: person.lastName,
          suffix: person.suffix ?? null,
          sex: person.sex,
          birthdate: person.birthdate,
          slug: slugOf(person),
          tribeId: `TR-${String(index + 1).padStart(5, '0')}`,
          mobileNumber: person.mobileNumber,
          facebookProfile: `https://facebook.com/${slugOf(person)}`,
          roles: [...(person.roles ?? [])],
          batchId: person.batch === undefined ? null : ctx.batches.get(person.batch),
          stageId: person.stage === undefined ? null : ctx.stages.get(person.stage),
          isFastTrackStudent: person.isFastTrackStudent ?? false,
          showReturneeModal: person.showReturneeModal ?? false,
          createdAt: new Date(Date.now() - (400 - index * 9) * 86_400_000),
        }
      }).filter((row) => row !== null),
    )
    .onConflictDoNothing({ target: users.email })

  const rows = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, cast.map((person) => person.email)))
  ctx.users = new Map(rows.map((row) => [row.email, row.id]))
  for (const email of demoEmails) {
    if (!ctx.users.has(email)) throw new Error(`seed: demo login ${email} was not created`)
  }

  await tx
    .insert(userAccessLevels)
    .values(cast.flatMap((person) => person.accessLevels.map((level) => ({ userId: ctx.users.get(person.email)!, accessLevelId: ctx.levels[level] }))))
    .onConflictDoNothing()

  await tx
    .insert(userProfiles)
    .values(
      cast.map((person) => ({
        userId: ctx.users.get(person.email)!,
        bio: person.bio ?? null,
        country: 'Philippines',
        city: person.city,
        // A label of the profile's timezone list (common/timeZones.ts), as the Basic Info form stores it.
        timezone: DEFAULT_TIME_ZONE,
        linkedinUrl: `https://www.linkedin.com/in/${slugOf(person)}`,
      })),
    )
    .onConflictDoNothing()

  const wins = [
    { email: 'bea.navarro@tribe.test', title: 'Signed my third retainer client', description: 'A Texas real-estate team hired me for 20 hours a week of social media management.', wonOn: addDays(ctx.today, -45) },
    { email: 'member@tribe.test', title: 'Finished my portfolio site', description: 'Three sample projects and a contact form, built during the Stage 1 tasks.', wonOn: addDays(ctx.today, -10) },
    { email: 'member@tribe.test', title: 'First interview on OnlineJobs.ph', description: 'Used the proposal template from Stage 1 and got a reply in two days!', wonOn: addDays(ctx.today, -3) },
    { email: 'jomar.evangelista@tribe.test', title: 'First $100 week', description: 'Customer support VA for a Shopify store, paid via Payoneer.', wonOn: addDays(ctx.today, -80) },
  ]
  await insertMissing(
    tx,
    userWins,
    wins.map(({ email, ...win }) => ({ ...win, userId: ctx.users.get(email)! })),
    (row) => `${row.userId}|${row.title}`,
    inArray(userWins.userId, [...ctx.users.values()]),
  )
}

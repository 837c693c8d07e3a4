// A member with a profile as the seed gives its members: batch 18 (not 17, whose members the
// Journey Form dialog stops first), Stage 1, a mobile number, and the Philippine location and zone
// the person maker gives. A journey edits this profile and posts wins on it; the answer carries
// the slug its public page is at.
import { eq } from 'drizzle-orm'
import { users } from '../../../db/schema'
import { db } from '../../../api/src/lib/db'
import person, { type Person } from './person'

export type ProfileMember = Person & { slug: string; mobileNumber: string }

/** A mobile number in the seed's form (11 digits, 09...). */
const MOBILE_NUMBER = '09181234502'

export default async function profileMember(): Promise<ProfileMember> {
  const made = await person({ batch: 18, stage: 1 })
  const [row] = await db
    .update(users)
    .set({ mobileNumber: MOBILE_NUMBER })
    .where(eq(users.id, made.id))
    .returning({ slug: users.slug, mobileNumber: users.mobileNumber })
  return { ...made, slug: row.slug, mobileNumber: row.mobileNumber! }
}

// The rows profiles.test.ts names: a member with a full profile (batch, stage, group, location,
// socials, wins, subscriptions in every state, an upload of theirs), another member, profile
// staff (page flag profile, and page flag user), a member-level user without flags, and a
// disabled user.
import { batches, funnels, groupMembers, groups, paymentTerms, products, stages, storedFiles, subscriptions, userProfiles, userWins } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createUser } from '../../test/factories'

const DAY = 86_400_000

/** A storage key as the upload endpoint makes them. */
export const key = (n: number, name: string) => `2025/01/${String(n).padStart(8, '0')}-0000-4000-8000-000000000000/${name}`

async function upload(uploadedById: number, n: number, name: string) {
  const [row] = await db
    .insert(storedFiles)
    .values({ key: key(n, name), fileName: name, contentType: name.endsWith('.pdf') ? 'application/pdf' : 'image/png', sizeBytes: 1234, uploadedById })
    .returning()
  return row
}

export const profileWorld = async () => {
  const [batch] = await db.insert(batches).values({ name: 'Batch 17', number: 17, launchFrom: '2025-01-01', launchTo: '2025-01-31' }).returning()
  const [stage] = await db.insert(stages).values({ number: 2, name: 'Find Clients' }).returning()
  const [group] = await db.insert(groups).values({ name: 'Tribe Alpha' }).returning()
  const me = await createUser({
    firstName: 'Maria',
    lastName: 'Santos',
    middleName: 'Cruz',
    sex: 'Female',
    birthdate: '1990-04-02',
    mobileNumber: '09171234567',
    slug: 'maria-santos',
    facebookProfile: 'https://facebook.com/maria',
    batchId: batch.id,
    stageId: stage.id,
    accessLevels: [{ name: 'member', pageAccess: { home: true } }],
  })
  await db.insert(userProfiles).values({ userId: me.id, country: 'Philippines', state: 'Cebu', city: 'Cebu City', instagramUrl: 'https://instagram.com/maria' })
  await db.insert(groupMembers).values({ userId: me.id, groupId: group.id })
  const base = Date.parse('2025-03-01T00:00:00Z')
  const wins = await db
    .insert(userWins)
    .values([
      { userId: me.id, title: 'First client', description: 'A logo job.', createdAt: new Date(base) },
      { userId: me.id, title: 'First payout', imageUrl: key(1, 'payout.png'), createdAt: new Date(base + DAY) },
    ])
    .returning()
  const [product] = await db.insert(products).values({ name: 'Membership' }).returning()
  const [funnel] = await db.insert(funnels).values({ productId: product.id, name: 'Membership Annual', slug: 'membership', priceCentavos: 100_000 }).returning()
  const [term] = await db.insert(paymentTerms).values({ id: 'one-time', name: 'One-time' }).returning()
  const now = Date.now()
  const subscribe = (userId: number, expiry: Date, unenrolled = false) =>
    db
      .insert(subscriptions)
      .values({ userId, funnelId: funnel.id, paymentTermId: term.id, startsAt: new Date(Math.min(expiry.getTime(), now) - 30 * DAY), expiry, unenrolledAt: unenrolled ? new Date() : null })
      .returning()
      .then((rows) => rows[0])
  const active = await subscribe(me.id, new Date(now + 60 * DAY))
  const expired = await subscribe(me.id, new Date(now - 10 * DAY))
  const unenrolled = await subscribe(me.id, new Date(now + 90 * DAY), true)
  const myUpload = await upload(me.id, 1, 'payout.png')

  const other = await createUser({ firstName: 'Jose', lastName: 'Rizal', slug: 'jose-rizal', accessLevels: ['member'] })
  const otherUpload = await upload(other.id, 2, 'other.png')
  const myPdf = await upload(me.id, 3, 'notes.pdf')
  const profileStaff = await createUser({ firstName: 'Sam', lastName: 'Manager', accessLevels: [{ name: 'success-manager', pageAccess: { profile: true } }] })
  const userStaff = await createUser({ firstName: 'Hana', lastName: 'Coach', accessLevels: [{ name: 'head-coach', pageAccess: { user: true } }] })
  const disabled = await createUser({ firstName: 'Gone', lastName: 'Away', slug: 'gone-away', disabled: true })
  return { me, other, profileStaff, userStaff, disabled, batch, stage, group, wins, active, expired, unenrolled, myUpload, otherUpload, myPdf }
}

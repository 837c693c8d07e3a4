import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { infoLogs, sessions, userProfiles, userWins, users } from '../../../../db/schema'
import { basicInfoSchema, isSocialUrl, socialAccountsSchema } from '../../../../common/validation/profiles'
import { verifyPassword } from '../../lib/auth/password'
import { createSession } from '../../lib/auth/session'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { testPassword } from '../../test/factories'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { countStatements } from '../../lib/statementCounter'
import { resolveFileDownload } from '../files/downloads'
import { changePassword, updateProfileImage } from './account'
import { updateBasicInfo } from './basicInfo'
import { enrolmentStatus } from './membership'
import { profileWorld, key } from './profiles.scenarios'
import { myProfile, profile } from './readProfile'
import { updateSocialAccounts } from './socials'
import { createWin, deleteWin } from './wins'
import { listCities, listCountries, listStates } from './locations'

const messagesOf = (error: unknown) => (error as { extensions: { properties: { messages: Record<string, string[]> } } }).extensions.properties.messages

async function reject(work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    return error as { message: string; extensions: Record<string, unknown> }
  }
  throw new Error('expected a refusal')
}

const BASIC = { firstName: 'Maria', lastName: 'Santos' }

const PROFILE_QUERY = /* GraphQL */ `
  query Profile($slug: String!) {
    profile(slug: $slug) {
      id slug fullName profileImageUrl batch stage { number name } isOwn canEdit email
      wins { title imageUrl }
      basicInfo { mobileNumber country timezone }
      socials { facebook instagram }
      membership { membershipStatus enrolmentStatus group subscriptions { status lifetime } }
    }
  }
`

describe('the profile rules (common/validation/profiles.ts)', () => {
  it('mobile: the spec helper (09 + 9 digits, +639 + 9 digits, + 8..15 digits), stored without spaces or dashes', () => {
    const parse = (mobileNumber: string) => basicInfoSchema.safeParse({ ...BASIC, mobileNumber })
    expect(parse('0917 123-4567')).toMatchObject({ success: true, data: { mobileNumber: '09171234567' } })
    expect(parse('+639171234567')).toMatchObject({ success: true })
    expect(parse('+4412345678')).toMatchObject({ success: true })
    for (const bad of ['9171234567', '0917123456', '+1234567', '0917abc4567']) {
      expect(parse(bad).error?.issues.map((issue) => issue.message)).toEqual(['Invalid mobile number!'])
    }
  })

  it('birthdate: a real calendar date, not in the future, 1900 or later; blank is none', () => {
    const messages = (birthdate: string) => basicInfoSchema.safeParse({ ...BASIC, birthdate }).error?.issues.map((issue) => issue.message)
    expect(messages('1990-02-30')).toEqual(['Enter a real birth date (YYYY-MM-DD)'])
    expect(messages('04/02/1990')).toEqual(['Enter a real birth date (YYYY-MM-DD)'])
    expect(messages('2999-01-01')).toEqual(['Birth date cannot be in the future'])
    expect(messages('1899-12-31')).toEqual(['Birth date must be in 1900 or later'])
    expect(basicInfoSchema.parse({ ...BASIC, birthdate: ' ' }).birthdate).toBeNull()
    expect(basicInfoSchema.parse({ ...BASIC, birthdate: '1990-04-02' }).birthdate).toBe('1990-04-02')
  })

  it('timezone: a label of the GMT -12:00..+14:00 list, GMT+08:00 when none is chosen', () => {
    expect(basicInfoSchema.parse(BASIC).timezone).toBe('GMT+08:00')
    expect(basicInfoSchema.parse({ ...BASIC, timezone: 'GMT-12:00' }).timezone).toBe('GMT-12:00')
    expect(basicInfoSchema.parse({ ...BASIC, timezone: 'GMT+14:00' }).timezone).toBe('GMT+14:00')
    expect(basicInfoSchema.safeParse({ ...BASIC, timezone: 'Asia/Manila' }).error?.issues[0].message).toBe('Choose a timezone from the list')
    expect(basicInfoSchema.safeParse({ ...BASIC, timezone: 'GMT+15:00' }).success).toBe(false)
  })

  it('socials: each link is an http(s) address on its own site or a subdomain of it', () => {
    expect(socialAccountsSchema.parse({ facebook: 'https://www.facebook.com/maria', youtube: 'https://youtu.be/x', twitter: 'https://x.com/m' })).toMatchObject({
      facebook: 'https://www.facebook.com/maria',
      instagram: null,
    })
    const messages = (input: Record<string, string>) => socialAccountsSchema.safeParse(input).error?.issues.map((issue) => `${issue.path[0] as string}: ${issue.message}`)
    expect(messages({ facebook: 'https://evilfacebook.com/maria' })).toEqual(['facebook: Enter a Facebook link, e.g. https://facebook.com/yourname'])
    expect(messages({ instagram: 'instagram.com/maria' })).toEqual(['instagram: Enter a Instagram link, e.g. https://instagram.com/yourname'])
    expect(messages({ linkedin: 'javascript:alert(1)//linkedin.com' })).toHaveLength(1)
    expect(messages({ website: 'ftp://example.com' })).toEqual(['website: Enter a web address, e.g. https://yourname.com'])
    expect(isSocialUrl('https://facebook.com.evil.io/x', ['facebook.com'])).toBe(false)
    expect(isSocialUrl('https://user:pw@facebook.com/x', ['facebook.com'])).toBe(false)
  })

  it('enrolment status: Active with an active subscription, Inactive with only expired ones, else Not Enrolled', () => {
    expect(enrolmentStatus([])).toBe('Not Enrolled')
    expect(enrolmentStatus([{ unenrolled: true, active: true }])).toBe('Not Enrolled')
    expect(enrolmentStatus([{ unenrolled: false, active: false }, { unenrolled: true, active: true }])).toBe('Inactive')
    expect(enrolmentStatus([{ unenrolled: false, active: false }, { unenrolled: false, active: true }])).toBe('Active')
  })
})

describe('who reads what', () => {
  scenario('the owner reads their whole profile through myProfile and profile(slug)', profileWorld, async ({ me, stage }) => {
    const viewer = await currentUserFor(me.id)
    const mine = await asUser(viewer, () => myProfile())
    expect(mine).toMatchObject({
      slug: 'maria-santos',
      fullName: 'Maria Santos',
      batch: 'Batch 17',
      stage: { id: stage.id, number: 2, name: 'Find Clients' },
      isOwn: true,
      canEdit: true,
      email: me.email,
      basicInfo: { middleName: 'Cruz', sex: 'Female', birthdate: '1990-04-02', mobileNumber: '09171234567', country: 'Philippines', city: 'Cebu City', timezone: 'GMT+08:00' },
      socials: { facebook: 'https://facebook.com/maria', instagram: 'https://instagram.com/maria', tiktok: null },
      membership: { group: 'Tribe Alpha', membershipStatus: 'Active', enrolmentStatus: 'Active' },
    })
    // Newest first; an uploaded image is served by its download route.
    expect(mine.wins.map((win) => [win.title, win.imageUrl])).toEqual([
      ['First payout', `/api/files/win-images/${mine.wins[0].id}?inline=1`],
      ['First client', null],
    ])
    expect(mine.membership!.subscriptions.map((s) => s.status).sort()).toEqual(['Active', 'Inactive', 'Not Enrolled'])
    expect(await asUser(viewer, () => profile({ slug: ' Maria-Santos ' }))).toEqual(mine)
  })

  scenario("another member reads the public parts only (name, image, wins, batch, stage)", profileWorld, async ({ me, other }) => {
    const result = await runGraphql(await currentUserFor(other.id), PROFILE_QUERY, { slug: 'maria-santos' })
    expect(result.errors).toBeUndefined()
    const seen = (result.data as { profile: Record<string, unknown> }).profile
    expect(seen).toMatchObject({ id: me.id, fullName: 'Maria Santos', batch: 'Batch 17', stage: { number: 2, name: 'Find Clients' }, isOwn: false, canEdit: false })
    expect(seen.wins).toHaveLength(2)
    expect([seen.email, seen.basicInfo, seen.socials, seen.membership]).toEqual([null, null, null, null])
  })

  scenario('staff whose page access allows profile or user read any profile whole, read-only', profileWorld, async ({ profileStaff, userStaff, me }) => {
    for (const staff of [profileStaff, userStaff]) {
      const seen = await asUser(await currentUserFor(staff.id), () => profile({ slug: 'maria-santos' }))
      expect(seen).toMatchObject({ isOwn: false, canEdit: false, email: me.email, basicInfo: { mobileNumber: '09171234567' }, membership: { enrolmentStatus: 'Active' } })
    }
  })

  scenario('a missing slug and a disabled user answer null to members; staff still read the disabled one', profileWorld, async ({ other, profileStaff }) => {
    const member = await currentUserFor(other.id)
    expect(await asUser(member, () => profile({ slug: 'nobody-here' }))).toBeNull()
    expect(await asUser(member, () => profile({ slug: 'gone-away' }))).toBeNull()
    expect(await asUser(member, () => profile({ slug: 'x'.repeat(500) }))).toBeNull()
    expect(await asUser(await currentUserFor(profileStaff.id), () => profile({ slug: 'gone-away' }))).toMatchObject({ fullName: 'Gone Away' })
  })

  it('signed out: every profile operation is refused', async () => {
    const result = await runGraphql(null, PROFILE_QUERY, { slug: 'maria-santos' })
    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
  })

  scenario('images: the profile and win images are served to anyone signed in; none signed out', profileWorld, async ({ me, other, wins }) => {
    await db.update(users).set({ profileImage: key(1, 'payout.png') }).where(eq(users.id, me.id))
    const member = await currentUserFor(other.id)
    expect(await resolveFileDownload('profile-images', member, me.id)).toMatchObject({ storageKey: key(1, 'payout.png'), contentType: 'image/png' })
    expect(await resolveFileDownload('win-images', member, wins[1].id)).toMatchObject({ storageKey: key(1, 'payout.png') })
    expect(await resolveFileDownload('win-images', member, wins[0].id)).toBeNull()
    expect(await resolveFileDownload('profile-images', null, me.id)).toBeNull()
  })
})

describe('editing', () => {
  scenario('updateBasicInfo stores names, mobile, location and timezone and writes the info log', profileWorld, async ({ me }) => {
    const viewer = await currentUserFor(me.id)
    const saved = await asUser(viewer, () =>
      updateBasicInfo({
        input: { ...BASIC, middleName: ' ', suffix: 'Jr.', sex: 'Female', birthdate: '1991-05-06', mobileNumber: '+63 917 765-4321', country: 'Philippines', state: 'Metro Manila', city: 'Quezon City', timezone: 'GMT+09:00' },
      }),
    )
    expect(saved.basicInfo).toEqual({
      firstName: 'Maria', lastName: 'Santos', middleName: null, suffix: 'Jr.', sex: 'Female', birthdate: '1991-05-06', mobileNumber: '+639177654321',
      country: 'Philippines', state: 'Metro Manila', city: 'Quezon City', timezone: 'GMT+09:00',
    })
    expect(await db.select({ action: infoLogs.action }).from(infoLogs).where(eq(infoLogs.userId, me.id))).toEqual([{ action: 'profile-basic-info-updated' }])
  })

  scenario('bad basic info is refused with field messages and stores nothing', profileWorld, async ({ me }) => {
    const viewer = await currentUserFor(me.id)
    const refused = await reject(() =>
      asUser(viewer, () => updateBasicInfo({ input: { firstName: ' ', lastName: 'Santos', mobileNumber: '12345', birthdate: '2999-01-01', timezone: 'Mars' } })),
    )
    expect(refused.extensions.code).toBe('BAD_USER_INPUT')
    expect(messagesOf(refused)).toEqual({
      firstName: ['First name is required'],
      mobileNumber: ['Invalid mobile number!'],
      birthdate: ['Birth date cannot be in the future'],
      timezone: ['Choose a timezone from the list'],
    })
    expect((await db.select().from(users).where(eq(users.id, me.id)))[0]).toMatchObject({ firstName: 'Maria', mobileNumber: '09171234567' })
  })

  scenario('updateSocialAccounts validates each site and stores the links (Facebook on the user row)', profileWorld, async ({ me, other }) => {
    const viewer = await currentUserFor(me.id)
    const refused = await reject(() => asUser(viewer, () => updateSocialAccounts({ input: { facebook: 'https://instagram.com/maria', tiktok: 'not a link' } })))
    expect(messagesOf(refused)).toEqual({
      facebook: ['Enter a Facebook link, e.g. https://facebook.com/yourname'],
      tiktok: ['Enter a TikTok link, e.g. https://tiktok.com/@yourname'],
    })
    const saved = await asUser(viewer, () => updateSocialAccounts({ input: { facebook: 'https://m.facebook.com/maria.s', tiktok: 'https://www.tiktok.com/@maria' } }))
    expect(saved.socials).toEqual({ facebook: 'https://m.facebook.com/maria.s', instagram: null, tiktok: 'https://www.tiktok.com/@maria', youtube: null, linkedin: null, twitter: null, website: null })
    // A user without a user_profiles row gets one.
    await asUser(await currentUserFor(other.id), () => updateSocialAccounts({ input: { website: 'https://jose.example.com' } }))
    expect(await db.select({ websiteUrl: userProfiles.websiteUrl }).from(userProfiles).where(eq(userProfiles.userId, other.id))).toEqual([{ websiteUrl: 'https://jose.example.com' }])
  })

  scenario('updateProfileImage takes an image upload of the user own, refuses others, and removes with null', profileWorld, async ({ me, myUpload, otherUpload, myPdf }) => {
    const viewer = await currentUserFor(me.id)
    expect(messagesOf(await reject(() => asUser(viewer, () => updateProfileImage({ image: otherUpload.key }))))).toEqual({ image: ['This upload was not found: upload the file again'] })
    expect(messagesOf(await reject(() => asUser(viewer, () => updateProfileImage({ image: myPdf.key }))))).toEqual({ image: ['Upload an image (.jpg .jpeg .png .gif .bmp .svg .webp)'] })
    expect(messagesOf(await reject(() => asUser(viewer, () => updateProfileImage({ image: 'https://example.com/me.png' }))))).toEqual({ image: ['Upload an image (.jpg .jpeg .png .gif .bmp .svg .webp)'] })
    const saved = await asUser(viewer, () => updateProfileImage({ image: myUpload.key }))
    expect(saved.profileImageUrl).toBe(`/api/files/profile-images/${me.id}?inline=1&v=00000001`)
    // The navbar's currentUser carries the same address.
    expect((await currentUserFor(me.id)).profileImage).toBe(saved.profileImageUrl)
    expect((await asUser(viewer, () => updateProfileImage({ image: null }))).profileImageUrl).toBeNull()
  })

  scenario('an admin impersonating the member may read but not change the profile', profileWorld, async ({ me, profileStaff }) => {
    const impersonated = await currentUserFor(me.id, { originalUserId: profileStaff.id })
    expect((await asUser(impersonated, () => myProfile())).canEdit).toBe(false)
    const refused = await reject(() => asUser(impersonated, () => updateBasicInfo({ input: BASIC })))
    expect(refused.extensions.code).toBe('FORBIDDEN')
  })
})

describe('changePassword', () => {
  scenario('a wrong current password is refused; nothing changes and no session ends', profileWorld, async ({ me }) => {
    const here = await createSession({ userId: me.id })
    const elsewhere = await createSession({ userId: me.id })
    const viewer = await currentUserFor(me.id)
    const refused = await reject(() =>
      asUser(viewer, () => changePassword({ input: { currentPassword: 'Wrong-pass-1', newPassword: 'New-pass-123', confirmPassword: 'New-pass-123' } }), { sessionIdHash: here.idHash }),
    )
    expect(messagesOf(refused)).toEqual({ currentPassword: ['Current password is incorrect'] })
    const [row] = await db.select().from(users).where(eq(users.id, me.id))
    expect(await verifyPassword(testPassword, row.hashedPassword)).toBe(true)
    expect((await db.select().from(sessions)).map((s) => s.idHash).sort()).toEqual([here.idHash, elsewhere.idHash].sort())
  })

  scenario('the new password must pass the server rule and be confirmed', profileWorld, async ({ me }) => {
    const viewer = await currentUserFor(me.id)
    const change = (newPassword: string, confirmPassword = newPassword, currentPassword = testPassword) =>
      reject(() => asUser(viewer, () => changePassword({ input: { currentPassword, newPassword, confirmPassword } })))
    expect(messagesOf(await change('short'))).toEqual({ newPassword: ['Password must be at least 8 characters'] })
    expect(messagesOf(await change('Long-enough-1', 'Other-one-1'))).toEqual({ confirmPassword: ['Passwords do not match'] })
    expect(messagesOf(await change('Long-enough-1', 'Long-enough-1', ''))).toEqual({ currentPassword: ['Current password is required'] })
    expect(messagesOf(await change(testPassword))).toEqual({ newPassword: ['Choose a password different from the current one'] })
  })

  scenario('the right current password changes it, ends the other sessions and keeps this one', profileWorld, async ({ me, other }) => {
    const here = await createSession({ userId: me.id })
    const elsewhere = await createSession({ userId: me.id })
    const othersSession = await createSession({ userId: other.id })
    const viewer = await currentUserFor(me.id)
    const ok = await asUser(viewer, () => changePassword({ input: { currentPassword: testPassword, newPassword: 'New-pass-123', confirmPassword: 'New-pass-123' } }), {
      sessionIdHash: here.idHash,
    })
    expect(ok).toBe(true)
    const [row] = await db.select().from(users).where(eq(users.id, me.id))
    expect(await verifyPassword('New-pass-123', row.hashedPassword)).toBe(true)
    const left = (await db.select().from(sessions)).map((s) => s.idHash)
    expect(left.sort()).toEqual([here.idHash, othersSession.idHash].sort())
    expect(left).not.toContain(elsewhere.idHash)
    expect((await db.select({ action: infoLogs.action }).from(infoLogs).where(eq(infoLogs.userId, me.id))).map((r) => r.action)).toContain('password-changed')
  })
})

describe('wins', () => {
  scenario('createWin posts a win others see; bad input gets field messages and stores nothing', profileWorld, async ({ me, other, myUpload, otherUpload }) => {
    const viewer = await currentUserFor(me.id)
    const blank = await reject(() => asUser(viewer, () => createWin({ input: { title: '  ' } })))
    expect(messagesOf(blank)).toEqual({ title: ['Title is required'] })
    expect(messagesOf(await reject(() => asUser(viewer, () => createWin({ input: { title: 'x'.repeat(151) } }))))).toEqual({ title: ['Title must be at most 150 characters'] })
    expect(messagesOf(await reject(() => asUser(viewer, () => createWin({ input: { title: 'Stolen', image: otherUpload.key } }))))).toEqual({
      image: ['This upload was not found: upload the file again'],
    })
    expect(await db.select().from(userWins)).toHaveLength(2)
    const win = await asUser(viewer, () => createWin({ input: { title: ' Landed a retainer ', description: 'Three months.', image: myUpload.key } }))
    expect(win).toMatchObject({ title: 'Landed a retainer', description: 'Three months.', imageUrl: `/api/files/win-images/${win.id}?inline=1` })
    const seen = await asUser(await currentUserFor(other.id), () => profile({ slug: 'maria-santos' }))
    expect(seen!.wins[0]).toMatchObject({ id: win.id, title: 'Landed a retainer' })
  })

  scenario("deleteWin removes the author's own win; another member's answers like a missing one", profileWorld, async ({ me, other, wins }) => {
    const otherUser = await currentUserFor(other.id)
    const refused = await reject(() => asUser(otherUser, () => deleteWin({ id: wins[0].id })))
    expect(refused.extensions.code).toBe('NOT_FOUND')
    const missing = await reject(() => asUser(otherUser, () => deleteWin({ id: 99_999 })))
    expect(missing.message).toBe(refused.message)
    expect(await asUser(await currentUserFor(me.id), () => deleteWin({ id: wins[0].id }))).toBe(wins[0].id)
    expect((await db.select().from(userWins)).map((w) => w.id)).toEqual([wins[1].id])
  })
})

describe('locations (offline data set; no network in tests)', () => {
  it('countries, states and cities come sorted by name; unknown codes give empty lists', async () => {
    delete process.env.LOCATION_API_KEY
    const countries = await listCountries()
    expect(countries.length).toBeGreaterThan(200)
    expect(countries.find((c) => c.name === 'Philippines')).toEqual({ code: 'PH', name: 'Philippines' })
    expect(countries.map((c) => c.name)).toEqual([...countries.map((c) => c.name)].sort((a, b) => a.localeCompare(b)))
    const states = await listStates('PH')
    expect(states.find((s) => s.name === 'Metro Manila')).toEqual({ code: 'NCR', name: 'Metro Manila' })
    const cities = await listCities('PH', 'NCR')
    expect(cities.map((c) => c.name)).toContain('Quezon City')
    expect(cities.map((c) => c.name)).toEqual([...cities.map((c) => c.name)].sort((a, b) => a.localeCompare(b)))
    expect(await listStates('ZZ')).toEqual([])
    expect(await listStates('../etc')).toEqual([])
  })

  it('with a key, the external service is asked and a failure answers an empty list', async () => {
    process.env.LOCATION_API_KEY = 'test-key'
    // An address nothing listens on: the lookup fails at once, without leaving the machine.
    process.env.LOCATION_API_URL = 'http://127.0.0.1:9/v1/countries'
    try {
      expect(await listCountries()).toEqual([])
      expect(await listStates('PH')).toEqual([])
    } finally {
      delete process.env.LOCATION_API_KEY
      delete process.env.LOCATION_API_URL
    }
  })
})

describe('statement counts (docs/api.md "Profiles")', () => {
  scenario('each operation answers in its documented number of statements', profileWorld, async ({ me, myUpload }) => {
    const viewer = await currentUserFor(me.id)
    const count = async (work: () => Promise<unknown>) => (await countStatements(() => asUser(viewer, work))).count
    expect(await count(() => myProfile())).toBe(1)
    expect(await count(() => profile({ slug: 'maria-santos' }))).toBe(1)
    // A transaction adds begin and commit around its statements.
    expect(await count(() => updateBasicInfo({ input: BASIC }))).toBe(4 + 2)
    expect(await count(() => updateSocialAccounts({ input: {} }))).toBe(4 + 2)
    expect(await count(() => updateProfileImage({ image: myUpload.key }))).toBe(4 + 2)
    expect(await count(() => createWin({ input: { title: 'A win', image: myUpload.key } }))).toBe(3 + 2)
    const win = await asUser(viewer, () => createWin({ input: { title: 'Another win' } }))
    expect(await count(() => deleteWin({ id: win.id }))).toBe(2 + 2)
    expect(
      await count(() => changePassword({ input: { currentPassword: testPassword, newPassword: 'New-pass-123', confirmPassword: 'New-pass-123' } })),
    ).toBe(7 + 2)
  })
})

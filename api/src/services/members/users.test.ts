import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { hideReturneeModal, user } from './users'
import { adminAndReturnee, memberAndAffiliate, memberAndStranger, returnees, userReaders } from './users.scenarios'

const flagOf = async (id: number) =>
  (await db.select({ flag: users.showReturneeModal }).from(users).where(eq(users.id, id)))[0].flag

describe('hideReturneeModal', () => {
  scenario(
    "turns off only the caller's flag",
    returnees,
    async ({ caller, other }) => {
      const result = await runGraphql(await currentUserFor(caller.id), 'mutation HideReturneeModal { hideReturneeModal }')
      expect(result).toEqual({ data: { hideReturneeModal: true } })
      expect(await flagOf(caller.id)).toBe(false)
      expect(await flagOf(other.id)).toBe(true)
    },
  )

  scenario(
    "while impersonating, changes the session's user, never the impersonating admin's row",
    adminAndReturnee,
    async ({ admin, member }) => {
      const impersonated = await currentUserFor(member.id, { originalUserId: admin.id })
      expect(await asUser(impersonated, () => hideReturneeModal())).toBe(true)
      expect(await flagOf(member.id)).toBe(false)
      expect(await flagOf(admin.id)).toBe(true)
    },
  )

  it('refuses signed-out callers', async () => {
    const result = await runGraphql(null, 'mutation { hideReturneeModal }')
    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
  })
})

describe('user(id)', () => {
  const QUERY = /* GraphQL */ `
    query User($id: Int!) {
      user(id: $id) {
        id email firstName lastName accessLevel
        userProfile { firstName lastName middleName suffix sex birthdate }
      }
    }
  `

  scenario(
    'a user reads themself, with the access level acting now',
    memberAndAffiliate,
    async ({ me }) => {
      const asAffiliate = await currentUserFor(me.id, { role: 'affiliate' })
      const result = await runGraphql(asAffiliate, QUERY, { id: me.id })
      expect(result.errors).toBeUndefined()
      expect(result.data).toEqual({
        user: {
          id: me.id,
          email: me.email,
          firstName: 'Ana',
          lastName: 'Cruz',
          accessLevel: 'affiliate',
          userProfile: { firstName: 'Ana', lastName: 'Cruz', middleName: 'Santos', suffix: null, sex: 'Female', birthdate: '1990-02-03' },
        },
      })
    },
  )

  scenario(
    'someone else is null without page access user/users, exactly like a missing id',
    memberAndStranger,
    async ({ viewer, other }) => {
      const me = await currentUserFor(viewer.id)
      expect(await asUser(me, () => user({ id: other.id }))).toBeNull()
      expect(await asUser(me, () => user({ id: other.id + 1000 }))).toBeNull()
      const result = await runGraphql(me, QUERY, { id: other.id })
      expect(result).toEqual({ data: { user: null } })
    },
  )

  scenario(
    "page access 'users' or 'user' reads anyone; their access level is member if held, else their first",
    userReaders,
    async ({ staff, detailOnly, coach, newcomer }) => {
      const viaUsers = await asUser(await currentUserFor(staff.id), () => user({ id: coach.id }))
      expect(viaUsers).toMatchObject({ id: coach.id, accessLevel: 'member', accessLevels: [{ name: 'coach' }, { name: 'member' }] })
      const viaUser = await asUser(await currentUserFor(detailOnly.id), () => user({ id: newcomer.id }))
      expect(viaUser).toMatchObject({ id: newcomer.id, accessLevel: null, accessLevels: [] })
      expect(await asUser(await currentUserFor(detailOnly.id), () => user({ id: 999_999 }))).toBeNull()
    },
  )
})

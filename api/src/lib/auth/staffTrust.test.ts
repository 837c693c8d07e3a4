import { describe, expect } from 'vitest'
import { createUser } from '../../test/factories'
import { currentUserFor, scenario } from '../../test/scenario'
import {
  accountsBeyondReach,
  assertMayActOn,
  assertMayGrantLevels,
  flagsOf,
  holdsMore,
  levelHoldsMore,
  levelsBeyondGrant,
  loadHoldings,
  staffTrustMessages,
  unheldFlags,
} from './staffTrust'

/** A user desk (users, user, editUser), an admin, a finance admin (payment), a member, a member-side level. */
const desk = async () => {
  const deskUser = await createUser({ accessLevels: [{ name: 'user-desk', pageAccess: { users: true, user: true, editUser: true } }] })
  const adminUser = await createUser({ roles: ['admin'], accessLevels: [{ name: 'tribe-team-ro', pageAccess: { users: true } }] })
  const finance = await createUser({ accessLevels: [{ name: 'tribe-team-fa', pageAccess: { users: true, payment: true }, functionAccess: { product_create: true } }] })
  // The factory's default level flags ({ home: true, member: true }) are no flags of common/permissions.ts.
  const member = await createUser({ accessLevels: ['member'] })
  const peer = await createUser({ accessLevels: [{ name: 'user-reader', pageAccess: { users: true } }] })
  return {
    desk: await currentUserFor(deskUser.id),
    admin: await currentUserFor(adminUser.id),
    adminUser,
    finance,
    member,
    peer,
  }
}

describe('staffTrust', () => {
  scenario('an account holds more with the admin role or a flag the current level lacks; names that are no flag count for nothing', desk, async (w) => {
    const holdings = await loadHoldings([w.adminUser.id, w.finance.id, w.member.id, w.peer.id])
    expect(holdings.get(w.member.id)).toEqual({ isAdmin: false, flags: new Set() })
    expect(holdsMore(w.desk, w.adminUser.id, holdings.get(w.adminUser.id))).toBe(true)
    expect(holdsMore(w.desk, w.finance.id, holdings.get(w.finance.id))).toBe(true)
    expect(holdsMore(w.desk, w.member.id, holdings.get(w.member.id))).toBe(false)
    expect(holdsMore(w.desk, w.peer.id, holdings.get(w.peer.id))).toBe(false)
    expect(await accountsBeyondReach(w.desk, [w.adminUser.id, w.member.id, w.finance.id, w.peer.id])).toEqual([w.adminUser.id, w.finance.id])
    expect(await accountsBeyondReach(w.admin, [w.adminUser.id, w.finance.id])).toEqual([])
    await expect(assertMayActOn(w.desk, w.finance.id)).rejects.toMatchObject({ message: staffTrustMessages.holdsMore, extensions: { code: 'FORBIDDEN' } })
    await expect(assertMayActOn(w.desk, [w.member.id, w.peer.id, w.desk.id])).resolves.toBeUndefined()
  })

  scenario('flags and levels: what the actor lacks, which levels hold more, which levels only an admin gives', desk, async (w) => {
    expect([...flagsOf({ pageAccess: { users: true, home: true, payment: false }, functionAccess: { user_create: true, fly: true } })].sort()).toEqual(['function:user_create', 'page:users'])
    const wide = { pageAccess: { users: true, payment: true }, functionAccess: { user_impersonate: true } }
    expect(unheldFlags(w.desk, wide)).toEqual(['payment', 'user_impersonate'])
    expect(unheldFlags(w.admin, wide)).toEqual([])
    expect(levelHoldsMore(w.desk, wide)).toBe(true)
    expect(levelHoldsMore(w.desk, { pageAccess: { users: true }, functionAccess: {} })).toBe(false)
    expect(levelHoldsMore(w.admin, wide)).toBe(false)

    const levels: { name: string; pageAccess: Record<string, boolean>; functionAccess: Record<string, boolean> }[] = [
      { name: 'member', pageAccess: { home: true }, functionAccess: {} },
      { name: 'affiliate', pageAccess: {}, functionAccess: {} },
      { name: 'user-reader', pageAccess: { users: true }, functionAccess: {} },
      { name: 'tribe-team-ro', ...wide },
    ]
    expect(levelsBeyondGrant(w.desk, levels)).toEqual(['user-reader', 'tribe-team-ro'])
    expect(levelsBeyondGrant(w.admin, levels)).toEqual([])
    expect(() => assertMayGrantLevels(w.desk, levels)).toThrow(staffTrustMessages.grantStaffLevels(['user-reader', 'tribe-team-ro']))
    expect(() => assertMayGrantLevels(w.desk, levels.slice(0, 2))).not.toThrow()
  })
})

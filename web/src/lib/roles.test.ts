import { describe, expect, it } from 'vitest'
import { ROLE_IDS, ROLE_LABELS, roleLabel } from '@common/permissions'
import { hasRole } from './roles'

describe('hasRole', () => {
  it('matches a string role against a string', () => {
    expect(hasRole('admin', 'admin')).toBe(true)
    expect(hasRole('member', 'admin')).toBe(false)
  })
  it('matches a string role against a list of user roles', () => {
    expect(hasRole(['member', 'admin'], 'admin')).toBe(true)
    expect(hasRole(['member'], 'admin')).toBe(false)
  })
  it('matches when any role in a list matches', () => {
    expect(hasRole('coach', ['admin', 'coach'])).toBe(true)
    expect(hasRole(['member', 'expert'], ['admin', 'expert'])).toBe(true)
    expect(hasRole(['member'], ['admin', 'expert'])).toBe(false)
  })
  it('is false without roles', () => {
    expect(hasRole(null, 'admin')).toBe(false)
    expect(hasRole(undefined, ['admin'])).toBe(false)
    expect(hasRole([], ['admin'])).toBe(false)
    expect(hasRole('', '')).toBe(false)
  })
  it('does not match substrings of a string role', () => {
    expect(hasRole('head-coach', 'coach')).toBe(false)
  })
})

// The role switcher shows these ids and labels (common/permissions.ts, shared with the API).
describe('role ids', () => {
  it('lists the twelve access levels verbatim', () => {
    expect(ROLE_IDS).toEqual([
      'non-member', 'member', 'coach', 'assistant-coach', 'head-coach', 'expert', 'affiliate',
      'team-lead', 'assistant-team-lead', 'success-manager', 'tribe-team-fa', 'tribe-team-ro',
    ])
  })
  it('labels tribe-team-ro as Admin', () => {
    expect(ROLE_LABELS['tribe-team-ro']).toBe('Admin')
    expect(roleLabel('tribe-team-ro')).toBe('Admin')
    expect(roleLabel('custom-level')).toBe('custom-level')
  })
})

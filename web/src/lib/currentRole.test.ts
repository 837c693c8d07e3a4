import { describe, expect, it } from 'vitest'
import {
  CURRENT_ROLE_KEY,
  SAVED_ROLE_MAX_AGE_MS,
  readSavedRole,
  resolveCurrentRole,
  saveRole,
  savedRoleHeader,
} from './currentRole'

const levels = (...names: string[]) => names.map((name, i) => ({ id: i + 1, name }))
const now = Date.UTC(2025, 0, 31)

describe('resolveCurrentRole', () => {
  it('restores a saved role the user still holds when it is under 30 days old', () => {
    const saved = { id: 'coach', savedAt: now - SAVED_ROLE_MAX_AGE_MS + 1000 }
    expect(resolveCurrentRole(levels('member', 'coach'), saved, now)).toBe('coach')
  })

  it('ignores a saved role older than 30 days and falls back to member', () => {
    const saved = { id: 'coach', savedAt: now - SAVED_ROLE_MAX_AGE_MS }
    expect(resolveCurrentRole(levels('coach', 'member'), saved, now)).toBe('member')
  })

  it('ignores a saved role the user no longer holds', () => {
    const saved = { id: 'tribe-team-ro', savedAt: now }
    expect(resolveCurrentRole(levels('affiliate', 'member'), saved, now)).toBe('member')
  })

  it('uses the first access level when member is not held', () => {
    expect(resolveCurrentRole(levels('team-lead', 'coach'), null, now)).toBe('team-lead')
  })

  it('answers null for a user without access levels', () => {
    expect(resolveCurrentRole([], { id: 'member', savedAt: now }, now)).toBeNull()
  })
})

describe('saved role storage', () => {
  it('saves the id with a timestamp and reads it back', () => {
    saveRole('coach', now)
    expect(JSON.parse(localStorage.getItem(CURRENT_ROLE_KEY)!)).toEqual({ id: 'coach', savedAt: now })
    expect(readSavedRole()).toEqual({ id: 'coach', savedAt: now })
  })

  it('treats a corrupt value as no choice', () => {
    localStorage.setItem(CURRENT_ROLE_KEY, '{not json')
    expect(readSavedRole()).toBeNull()
    localStorage.setItem(CURRENT_ROLE_KEY, JSON.stringify({ id: 3 }))
    expect(readSavedRole()).toBeNull()
  })

  it('sends the saved role as a header only while it is fresh', () => {
    saveRole('coach', now - SAVED_ROLE_MAX_AGE_MS - 1)
    expect(savedRoleHeader(now)).toBeNull()
    saveRole('coach', now - 1000)
    expect(savedRoleHeader(now)).toBe('coach')
  })
})

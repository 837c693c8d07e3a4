import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { LEVEL_HOLDS_MORE_NOTE } from '../accessLevelAccess'
import { AccessLevel, deleteBlocker, type AccessLevelRecord } from './AccessLevel'

const level = (overrides: Partial<AccessLevelRecord> = {}): AccessLevelRecord => ({
  __typename: 'AdminAccessLevel',
  id: 3,
  name: 'support-desk',
  label: 'Support Desk',
  pageAccess: { users: true, user: true, courses: false },
  functionAccess: { user_create: true },
  isBuiltIn: false,
  userCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
  ...overrides,
})

describe('AccessLevel', () => {
  it('lists the flags that are on, by group, with their meaning', () => {
    renderWithProviders(<AccessLevel accessLevel={level()} />, { user: testUser({ pageAccess: { accessLevel: true } }), route: '/access-levels/3' })
    const users = within(screen.getByRole('region', { name: 'Users and enrolment' }))
    expect(users.getByText('users')).toBeInTheDocument()
    expect(users.getByText(/2 of 9 on/)).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'Courses' })).getByText('None')).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'Functions' })).getByText('user_create')).toBeInTheDocument()
    // Without editAccessLevel: no Edit, no Delete.
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull()
  })

  it('offers Delete only for a custom level, and says why a held one cannot go', () => {
    expect(deleteBlocker({ isBuiltIn: true, userCount: 0 })).toMatch(/built-in/)
    expect(deleteBlocker({ isBuiltIn: false, userCount: 2 })).toBe('2 users hold this level: take it away from them before deleting it.')
    expect(deleteBlocker({ isBuiltIn: false, userCount: 0 })).toBeNull()
    renderWithProviders(<AccessLevel accessLevel={level({ isBuiltIn: true, name: 'coach', label: 'Coach' })} />, {
      user: testUser({ roles: ['admin'], pageAccess: { accessLevel: true, editAccessLevel: true } }),
      route: '/access-levels/3',
    })
    expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
  })

  it('offers no Edit or Delete to a non-admin on a level with access they lack, and says why', () => {
    const desk = testUser({ pageAccess: { accessLevel: true, editAccessLevel: true, users: true } })
    renderWithProviders(<AccessLevel accessLevel={level()} />, { user: desk, route: '/access-levels/3' })
    expect(screen.getByText(LEVEL_HOLDS_MORE_NOTE)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
  })

  it('offers Edit and Delete to a non-admin whose level has every flag the level has', () => {
    const desk = testUser({ pageAccess: { accessLevel: true, editAccessLevel: true, users: true, user: true }, functionAccess: { user_create: true } })
    renderWithProviders(<AccessLevel accessLevel={level()} />, { user: desk, route: '/access-levels/3' })
    expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument()
    expect(screen.queryByText(LEVEL_HOLDS_MORE_NOTE)).toBeNull()
  })
})

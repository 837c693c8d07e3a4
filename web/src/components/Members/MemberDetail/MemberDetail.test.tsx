import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { canImpersonate } from '../ImpersonateButton/ImpersonateButton'
import { actionLabel, MemberDetail, type MemberRecord } from './MemberDetail'

const ana: MemberRecord = {
  __typename: 'Member',
  id: 41,
  email: 'ana.reyes@example.com',
  firstName: 'Ana',
  middleName: null,
  lastName: 'Reyes',
  suffix: null,
  tribeId: 'TR-0001',
  slug: 'ana-reyes',
  mobileNumber: null,
  sex: 'Female',
  birthdate: '1990-04-02',
  isAdmin: false,
  isFastTrackStudent: true,
  disabledAt: null,
  archivedAt: null,
  lastLoginAt: null,
  createdAt: '2026-05-01T04:00:00.000Z',
  status: 'active',
  isMember: true,
  batch: { __typename: 'MemberBatchRef', id: 1, name: 'Batch 20' },
  group: { __typename: 'MemberGroupRef', id: 2, name: 'Tribe Luzon' },
  subGroup: null,
  stage: { __typename: 'MemberStageRef', id: 3, number: 1, name: 'Foundation' },
  accessLevels: [{ __typename: 'MemberAccessLevel', id: 5, name: 'member', label: 'Member' }],
  basePoints: 120,
  totalPoints: 1500,
  subscriptions: [
    {
      __typename: 'MemberSubscription',
      id: 9,
      funnelName: 'Annual',
      productName: 'Tribe Membership',
      startsAt: '2026-01-01T00:00:00.000Z',
      expiry: '2026-12-31T15:59:59.000Z',
      unenrolledAt: null,
      status: 'active',
    },
  ],
  courseProgress: [{ __typename: 'MemberCourseProgress', courseId: 4, courseName: 'VA Fundamentals', completedLessons: 3, totalLessons: 4 }],
  recentLogs: [{ __typename: 'MemberLogEntry', id: '77', action: 'member-updated', createdAt: '2026-05-02T04:00:00.000Z', actorName: 'Bea Boss', details: '{}' }],
}

const staff = (functionAccess: Record<string, boolean> = {}, pageAccess: Record<string, boolean> = { users: true, user: true }) =>
  testUser({ id: 1, pageAccess, functionAccess })

describe('MemberDetail', () => {
  it('shows the profile, community, points, subscriptions with the view-subscription link, progress and the log', () => {
    renderWithProviders(<MemberDetail member={ana} />, { user: staff(), route: '/community/members/41' })
    expect(screen.getByRole('heading', { name: 'Ana Reyes' })).toBeInTheDocument()
    // The member's status and their subscription's.
    expect(screen.getAllByText('Active')).toHaveLength(2)
    expect(screen.getByText('Tribe Luzon')).toBeInTheDocument()
    expect(screen.getByText('1,500')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View subscription' })).toHaveAttribute('href', '/view-subscription/41')
    expect(screen.getByText('3 of 4 lessons')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'VA Fundamentals' })).toHaveAttribute('aria-valuenow', '75')
    expect(screen.getByText('Member updated')).toBeInTheDocument()
    expect(screen.getByText(/by Bea Boss/)).toBeInTheDocument()
  })

  it('offers Impersonate only with user_impersonate, and Edit only with editUser', () => {
    const { unmount } = renderWithProviders(<MemberDetail member={ana} />, { user: staff(), route: '/community/members/41' })
    expect(screen.queryByRole('button', { name: 'Impersonate' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull()
    unmount()
    renderWithProviders(<MemberDetail member={ana} />, {
      user: staff({ user_impersonate: true }, { users: true, user: true, editUser: true }),
      route: '/community/members/41',
    })
    expect(screen.getByRole('button', { name: 'Impersonate' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/community/members/41/edit')
  })

  it('never offers to impersonate oneself, an admin, a disabled member, or while impersonating', () => {
    const viewer = { id: 1, isImpersonating: false, functionAccess: { user_impersonate: true } }
    expect(canImpersonate(viewer, { id: 41, isAdmin: false })).toBe(true)
    expect(canImpersonate(viewer, { id: 1, isAdmin: false })).toBe(false)
    expect(canImpersonate(viewer, { id: 41, isAdmin: true })).toBe(false)
    expect(canImpersonate(viewer, { id: 41, isAdmin: false, disabledAt: '2026-05-01T00:00:00Z' })).toBe(false)
    expect(canImpersonate({ ...viewer, isImpersonating: true }, { id: 41, isAdmin: false })).toBe(false)
    expect(actionLabel('impersonation-started')).toBe('Impersonation started')
  })
})

import { describe, expect, it } from 'vitest'
import { buildAccountList, buildRoleMenu, createActions, memberExtras, menusFor, type MenuItem } from './menus'
import { testUser } from '@/test/testUser'
import type { CurrentUser } from '@common/currentUser'

const href = (name: string, params?: Record<string, string | number>) =>
  `/${name}${params?.id !== undefined ? `/${params.id}` : ''}`
const all = (_name: string) => true
const only = (...names: string[]) => (name: string) => names.includes(name)
const keys = (items: MenuItem[]) => items.map((item) => item.key)
const menu = (user: CurrentUser, role: string, hasRoute = all) => buildRoleMenu({ user, role, hasRoute, href })

describe('member menu', () => {
  it('is home, My Products with courses and events, bonuses and stage', () => {
    const items = menu(testUser(), 'member')
    expect(keys(items)).toEqual(['home', 'content', 'bonusRedirect', 'viewStage'])
    expect(items[1]).toMatchObject({ label: 'My Products', href: '/content' })
    expect(keys(items[1].children)).toEqual(['viewCourses', 'viewEvents'])
  })

  it('hides items whose route is not registered, and shows them once it is', () => {
    expect(keys(menu(testUser(), 'member', only('home')))).toEqual(['home'])
    expect(keys(menu(testUser(), 'member', only('home', 'viewStage')))).toEqual(['home', 'viewStage'])
  })

  it('keeps a group whose own page is missing when a sub-link exists, as a heading', () => {
    const items = menu(testUser(), 'member', only('viewCourses'))
    expect(items).toEqual([
      { key: 'content', label: 'My Products', href: null, children: [expect.objectContaining({ key: 'viewCourses' })] },
    ])
  })
})

describe('other role menus', () => {
  it('non-members get the alternative member menu', () => {
    expect(keys(menu(testUser(), 'non-member'))).toEqual(['home', 'viewCourses', 'viewEvents', 'viewResources'])
  })

  it('affiliates see only the first item until affiliateTimestamp exists', () => {
    expect(keys(menu(testUser(), 'affiliate'))).toEqual(['home'])
    expect(menu(testUser(), 'affiliate')[0].label).toBe('Dashboard')
    const onboarded = testUser({ affiliateTimestamp: '2025-01-01T00:00:00Z' })
    expect(keys(menu(onboarded, 'affiliate'))).toEqual([
      'home',
      'affiliateLeads',
      'affiliateLinks',
      'affiliateResources',
      'affiliateCommission',
    ])
  })

  it('admin items need page access; login-only group pages do not', () => {
    const user = testUser({ pageAccess: { users: true, reportSummary: true, funnels: true } })
    const items = menu(user, 'tribe-team-ro')
    expect(keys(items)).toEqual(['home', 'content', 'community', 'marketing', 'reportSummary'])
    const community = items.find((item) => item.key === 'community')!
    expect(keys(community.children)).toEqual(['users'])
    const marketing = items.find((item) => item.key === 'marketing')!
    expect(marketing.href).toBeNull()
    expect(keys(marketing.children)).toEqual(['funnels', 'marketingPages'])
    expect(items.find((item) => item.key === 'reportSummary')!.children).toEqual([])
  })

  it('admin settings group lists its sub-links when allowed', () => {
    const user = testUser({ pageAccess: { defaultSettings: true, accessLevels: true, featureChangeLog: true } })
    const settings = menu(user, 'team-lead').find((item) => item.key === 'settings')!
    expect(settings.href).toBe('/defaultSettings')
    expect(keys(settings.children)).toEqual(['defaultSettings', 'accessLevels', 'featureChangeLog'])
  })

  it('group and stage leaders get their menus, with one review link per reviewed stage', () => {
    const stage = { id: 3, number: 2, name: 'Launch' }
    const user = testUser({
      managedGroup: { id: 1, name: 'Alpha' },
      managedStage: stage,
      stagesAsReviewer: [stage],
    })
    expect(menusFor(user, 'member')).toEqual(['member', 'groupLeader', 'stageLeader'])
    const items = menu(user, 'member')
    expect(keys(items)).toEqual([
      'home',
      'content',
      'bonusRedirect',
      'viewStage',
      'viewGroup',
      'reviewMoveUp',
      'accountabilityGroups',
      'manageStage',
    ])
    const review = items.find((item) => item.key === 'reviewMoveUp')!
    expect(review.children).toEqual([
      { key: 'reviewMoveUp-3', label: 'Stage 2: Launch', href: '/reviewMoveUp/3', children: [] },
    ])
  })

  it('a sub-group leader gets the sub-group menu, linking to the sub-group they lead', () => {
    const user = testUser({ managedSubGroup: { id: 7, groupId: 1 } })
    expect(menusFor(user, 'member')).toEqual(['member', 'subGroup'])
    expect(menu(user, 'member').find((item) => item.key === 'viewSubGroup')).toMatchObject({ label: 'Sub-group', href: '/viewSubGroup/7' })
    expect(menusFor(testUser(), 'member')).toEqual(['member'])
  })

  it('a reviewer without leader menus still gets the review move-up menu; none without stages', () => {
    const reviewer = testUser({ stagesAsReviewer: [{ id: 9, number: 1, name: 'Start' }] })
    expect(keys(menu(reviewer, 'coach'))).toEqual(['reviewMoveUp'])
    expect(menu(testUser(), 'coach')).toEqual([])
  })
})

describe('member extras', () => {
  const settingsOn = { enableAffiliate: true, enableChallengeBuddies: true }

  it('offers Become an Affiliate to members without the affiliate level when enabled', () => {
    const ctx = { user: testUser(), role: 'member', hasRoute: all, href }
    expect(memberExtras(ctx, settingsOn, null).becomeAffiliate).toBe('/affiliateTerms')
    expect(memberExtras(ctx, { ...settingsOn, enableAffiliate: false }, null).becomeAffiliate).toBeNull()
    const affiliate = testUser({
      accessLevels: [
        { id: 1, name: 'member', label: 'Member' },
        { id: 2, name: 'affiliate', label: 'Affiliate' },
      ],
    })
    expect(memberExtras({ ...ctx, user: affiliate }, settingsOn, null).becomeAffiliate).toBeNull()
  })

  it('links the accountability group for members with a leader or group id when enabled', () => {
    const ctx = { user: testUser({ accountabilityGroupId: 5 }), role: 'member', hasRoute: all, href }
    expect(memberExtras(ctx, settingsOn, null).accountabilityGroup).toBe('/accountabilityBuddies')
    expect(
      memberExtras(ctx, { ...settingsOn, enableChallengeBuddies: false }, null).accountabilityGroup,
    ).toBeNull()
    expect(memberExtras({ ...ctx, user: testUser() }, settingsOn, null).accountabilityGroup).toBeNull()
  })

  it('shows Community / Support to fast-track students only', () => {
    const ctx = { user: testUser({ isFastTrackStudent: true }), role: 'member', hasRoute: all, href }
    expect(memberExtras(ctx, settingsOn, 'https://support.example').communitySupport).toBe(
      'https://support.example',
    )
    expect(memberExtras({ ...ctx, user: testUser() }, settingsOn, 'https://support.example').communitySupport).toBeNull()
  })
})

describe('create menu and account list', () => {
  it('lists only actions the function access allows and whose page exists', () => {
    const user = testUser({ functionAccess: { user_create: true, course_create: true, batch_create: false } })
    expect(createActions({ user, hasRoute: all, href })).toEqual([
      { label: 'Create User Account', href: '/newUser' },
      { label: 'Add New Course', href: '/newCourse' },
    ])
    expect(createActions({ user, hasRoute: only('newCourse'), href })).toEqual([
      { label: 'Add New Course', href: '/newCourse' },
    ])
  })

  it('account list keeps its order and drops pages not built yet', () => {
    const items = buildAccountList({ user: testUser(), role: 'member', hasRoute: only('home', 'bugReport', 'myProfile'), href })
    expect(items.map((item) => item.label)).toEqual(['Home', 'My Profile', 'Bug Report'])
  })
})

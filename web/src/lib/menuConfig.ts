// The role menus (docs/product.md, "Menus"), the quick-create actions and the account list, as data.
// menus.ts decides which items a user sees. Route names not fixed by the spec (marked "assumed")
// follow the page-access flag names; every route is typed (a route of the route table, or one
// still planned there), so a misspelt route fails type-check instead of hiding its item forever.
import type { FunctionFlag } from '@common/permissions'
import type { CurrentUser } from '@common/currentUser'
import type { KnownRouteName, RouteName } from '@/routeTable'
import type { RouteParams } from './routes'

export type MenuItemConfig = {
  key: string
  label: string
  /** Route name; a group without its own page has none. */
  route?: KnownRouteName
  params?: (user: CurrentUser) => RouteParams | null
  children?: MenuItemConfig[]
  /** Expands into one link per stage the user reviews (reviewMoveUp needs a stage id). */
  perReviewerStage?: boolean
}

/** A menu item linking to `route`; its key is the route name unless `extra.key` says otherwise. */
const link = (route: KnownRouteName, label: string, extra: Partial<MenuItemConfig> = {}): MenuItemConfig => ({
  key: route,
  label,
  route,
  ...extra,
})

const reviewMoveUp = link('reviewMoveUp', 'Review Move Up', { perReviewerStage: true })
const accountabilityGroups = link('accountabilityGroups', 'Accountability Groups')

export const ROLE_MENUS = {
  member: [
    link('home', 'Home'),
    link('content', 'My Products', {
      children: [link('viewCourses', 'Courses'), link('viewEvents', 'Events')],
    }),
    link('bonusRedirect', 'Bonuses'),
    link('viewStage', 'Stage'),
  ],
  alternativeMember: [
    link('home', 'Home'),
    link('viewCourses', 'Courses'),
    link('viewEvents', 'Events'),
    link('viewResources', 'Resources'),
  ],
  affiliate: [
    link('home', 'Dashboard'),
    link('affiliateLeads', 'Leads'),
    link('affiliateLinks', 'Links'),
    link('affiliateResources', 'Resources'),
    link('affiliateCommission', 'Commission'),
  ],
  admin: [
    link('home', 'Home'),
    link('content', 'Content', {
      children: [
        link('products', 'Products'),
        link('courses', 'Courses'),
        link('events', 'Events'),
        link('resourceFiles', 'Resources'),
        link('subscriptions', 'Subscriptions'),
      ],
    }),
    link('community', 'Community', {
      children: [
        link('users', 'Users'),
        link('nonMembers', 'Non-members'), // assumed name (its page is /community/non-members)
        link('stages', 'Stages'),
        link('groups', 'Groups'),
        link('batches', 'Batches'),
        link('uploadContents', 'Uploads'),
        link('mergeUsers', 'Merge'),
        link('archivedUsers', 'Archived Users'), // assumed name
        // /admin-accountability-group: the staff view of every group, behind a page flag.
        link('adminAccountabilityGroup', 'Accountability Groups'), // assumed name
      ],
    }),
    {
      key: 'marketing',
      label: 'Marketing',
      children: [
        link('funnels', 'Funnels'),
        // The marketing pages' list sits beside the funnels: both are built in the page builder.
        link('marketingPages', 'Marketing Pages'), // assumed name
        link('successManagers', 'Success Managers'),
        link('affiliates', 'Affiliates'),
        link('forms', 'Forms'),
        link('challengeGroups', 'Challenge Groups'),
        link('redirectRules', 'Redirect Rules'), // assumed name
        link('retention', 'Retention'),
      ],
    },
    link('payment', 'Payments'),
    link('reportSummary', 'Reports', {
      children: [
        link('communityReport', 'Community Report'),
        link('paymentReport', 'Payment Report'),
        link('infoLogsReport', 'Info Logs Report'),
      ],
    }),
    link('defaultSettings', 'Settings', {
      key: 'settings',
      children: [
        link('defaultSettings', 'Default Settings'),
        link('accessLevels', 'Access Levels'),
        link('paymentTerms', 'Payment Terms'),
        link('liveWorkshopBeginner', 'Free Training Workshop (Beginner)'), // assumed name
        link('liveWorkshopExperienced', 'Free Training Workshop (Expert)'), // assumed name
        link('featureChangeLog', 'Feature Changelog'),
        // Not one of the spec's menu items: the queue the app's background work runs on.
        link('jobs', 'Background Jobs'),
      ],
    }),
  ],
  groupLeader: [link('viewGroup', 'Manage Group'), reviewMoveUp, accountabilityGroups],
  stageLeader: [link('manageStage', 'Manage Stage'), reviewMoveUp, accountabilityGroups],
  // The sub-group leader's menu (docs/product.md, "Menus"): currentUser.managedSubGroup.
  subGroup: [
    link('home', 'Home'),
    link('viewSubGroup', 'Sub-group', {
      params: (user) => {
        const subGroup = managedSubGroupOf(user)
        return subGroup ? { id: subGroup.id } : null
      },
    }),
  ],
  reviewer: [reviewMoveUp],
} satisfies Record<string, MenuItemConfig[]>

export type MenuName = keyof typeof ROLE_MENUS

export function managedSubGroupOf(user: CurrentUser): { id: number } | null {
  return user.managedSubGroup ?? null
}

type CreateAction = { label: string; route: RouteName; fn: FunctionFlag }

/** The quick-create actions (admin), each behind its function-access flag. */
export const CREATE_ACTIONS: readonly CreateAction[] = [
  { label: 'Create User Account', route: 'newUser', fn: 'user_create' },
  { label: 'Add New Course', route: 'newCourse', fn: 'course_create' },
  { label: 'Add New Lesson', route: 'newLesson', fn: 'lesson_create' },
  { label: 'Add New Event', route: 'newEvent', fn: 'event_create' },
  { label: 'Add New Resource', route: 'newResourceFile', fn: 'resource-file_create' },
  { label: 'Launch New Batch', route: 'newBatch', fn: 'batch_create' },
  { label: 'Create New Group', route: 'newGroup', fn: 'group_create' },
]

/** The mobile and account list (docs/product.md, "Navbar"). */
export const ACCOUNT_LIST: MenuItemConfig[] = [
  link('home', 'Home'),
  link('viewCourses', 'My Courses'),
  link('viewEvents', 'My Events'),
  link('viewResources', 'My Resources'),
  link('myProfile', 'My Profile'),
  link('bugReport', 'Bug Report'),
]

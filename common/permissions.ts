// The one typed list of permissions: page flags, function flags and role ids (docs/product.md,
// "Roles and the current role" and "Page access"). The API's @requireAccess directive, the schema builder, the web's
// guards and menus, and the seed all import these names, so a typo is a type error or a startup
// error, never a silent Forbidden.

/**
 * Page flags by area (docs/product.md, "Page access"), plus the admin-menu routes the product's
 * list of page flags leaves out but the menus need a flag for. A page flag is named like the route it guards.
 */
export const PAGE_FLAGS = {
  reports: ['reportSummary', 'communityReport', 'paymentReport', 'infoLogsReport', 'studentPaymentDetails'],
  users: ['users', 'user', 'editUser', 'newUser', 'enrollUser', 'profile', 'mergeUsers', 'archivedUsers', 'nonMembers'],
  billing: ['subscription', 'subscriptions', 'payment', 'paymentTerms', 'paymentTerm', 'newPaymentTerm', 'editPaymentTerm'],
  groups: [
    'groups',
    'group',
    'newGroup',
    'editGroup',
    'viewGroupMembers',
    'subGroup',
    'newSubGroup',
    'editSubGroup',
    'viewSubGroupMembers',
    'adminAccountabilityGroup',
    'challengeGroups',
  ],
  courses: [
    'courses',
    'course',
    'newCourse',
    'editCourse',
    'unit',
    'newUnit',
    'editUnit',
    'lesson',
    'newLesson',
    'editLesson',
    'lessonFile',
    'newLessonFile',
    'editLessonFile',
  ],
  events: ['events', 'event', 'newEvent', 'editEvent'],
  resources: ['resourceFiles', 'resourceFile', 'newResourceFile', 'editResourceFile'],
  batches: ['batches', 'batch', 'newBatch', 'editBatch'],
  stages: ['stages', 'stage', 'newStage', 'editStage'],
  sales: ['products', 'product', 'newProduct', 'editProduct', 'funnels', 'funnel', 'affiliates', 'forms', 'form'],
  community: ['successManagers', 'successManager', 'retention', 'uploadContents', 'redirectRules'],
  settings: [
    'defaultSettings',
    'accessLevels',
    'accessLevel',
    'newAccessLevel',
    'editAccessLevel',
    'liveWorkshopBeginner',
    'liveWorkshopExperienced',
    'featureChangeLog',
    // The background jobs (staff /jobs): waiting, running, failed and finished, with retry and discard.
    'jobs',
  ],
} as const

export type PageFlag = (typeof PAGE_FLAGS)[keyof typeof PAGE_FLAGS][number]
export const ALL_PAGE_FLAGS: readonly PageFlag[] = Object.values(PAGE_FLAGS).flat()

/** Function flags (docs/product.md, "Page access"): the create buttons, plus lesson_create (a quick-create action) and user_impersonate. */
export const FUNCTION_FLAGS = [
  'payment-term_create',
  'group_create',
  'user_create',
  'course_create',
  'access-level_create',
  'batch_create',
  'event_create',
  'resource-file_create',
  'product_create',
  'stage_create',
  'lesson_create',
  'user_enroll/unenroll',
  'user_impersonate',
] as const
export type FunctionFlag = (typeof FUNCTION_FLAGS)[number]

export const isPageFlag = (name: string): name is PageFlag => (ALL_PAGE_FLAGS as readonly string[]).includes(name)
export const isFunctionFlag = (name: string): name is FunctionFlag =>
  (FUNCTION_FLAGS as readonly string[]).includes(name)

/** Access-level ids a user can act as (the "current role"), with their display names. */
export const ROLE_LABELS = {
  'non-member': 'Non-Member',
  member: 'Member',
  coach: 'Coach',
  'assistant-coach': 'Assistant Coach',
  'head-coach': 'Head Coach',
  expert: 'Expert',
  affiliate: 'Affiliate',
  'team-lead': 'Team Lead',
  'assistant-team-lead': 'Assistant Team Lead',
  'success-manager': 'Success Manager',
  'tribe-team-fa': 'Tribe Team FA',
  // The admin back-office level is shown as Admin in the role switcher.
  'tribe-team-ro': 'Admin',
} as const

export type RoleId = keyof typeof ROLE_LABELS
export const ROLE_IDS = Object.keys(ROLE_LABELS) as RoleId[]

/** The user role (in `currentUser.roles`, not an access level) that marks admin staff. */
export const ADMIN_ROLE = 'admin'

/** What `@requireAuth(roles: [...])` may name: the admin user role or an access-level id. */
export type AuthRole = typeof ADMIN_ROLE | RoleId
export const isAuthRole = (name: string): name is AuthRole => name === ADMIN_ROLE || (ROLE_IDS as string[]).includes(name)

/** The label of a role id, or the id itself for levels made later at /access-levels. */
export function roleLabel(id: string): string {
  return (ROLE_LABELS as Record<string, string>)[id] ?? id
}

// The default access levels: one per role id of the spec (part 1 section 6), each with its
// pageAccess and functionAccess maps (part 2 section 6). This is the ONE place the defaults
// live; docs/permissions.md explains them role by role. Admins change them later at
// /access-levels, and the seed never overwrites a level that already exists.
import { accessLevels } from '../../db/schema'
import type { Executor } from '../../api/src/lib/db'

/**
 * Page flags read per page (spec part 2 section 6), plus the admin-menu routes that the spec's
 * list leaves out but the menus need a flag for (names as in web/src/shell/menus.ts).
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
  ],
} as const

export type PageFlag = (typeof PAGE_FLAGS)[keyof typeof PAGE_FLAGS][number]
export const ALL_PAGE_FLAGS: PageFlag[] = Object.values(PAGE_FLAGS).flat()

/** Function flags (spec part 2 section 6) plus lesson_create (a quick-create action) and user_impersonate. */
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

export type AccessLevelDefault = {
  label: string
  pages: readonly PageFlag[]
  functions: readonly FunctionFlag[]
  /** One line for docs/permissions.md. */
  why: string
}

const readOnly = (flags: readonly PageFlag[]) => flags.filter((flag) => !/^(new|edit)[A-Z]/.test(flag))

const coachPages: PageFlag[] = [...readOnly(PAGE_FLAGS.stages), ...readOnly(PAGE_FLAGS.groups).filter((f) => f !== 'adminAccountabilityGroup' && f !== 'challengeGroups')]

/** Role id -> its default label and flags. Keys are exactly the spec's role ids. */
export const ACCESS_LEVEL_DEFAULTS = {
  'non-member': {
    label: 'Non-Member',
    pages: [],
    functions: [],
    why: 'Their pages (home, my courses/events/resources, profile) need login only; the membership gate does the rest.',
  },
  member: {
    label: 'Member',
    pages: [],
    functions: [],
    why: 'Every member page needs login only; the services scope rows to the member.',
  },
  coach: {
    label: 'Coach',
    pages: coachPages,
    functions: [],
    why: 'Coaches follow members through stages and groups: they read those pages, change nothing there.',
  },
  'assistant-coach': {
    label: 'Assistant Coach',
    pages: coachPages,
    functions: [],
    why: 'Same reading rights as a coach.',
  },
  'head-coach': {
    label: 'Head Coach',
    pages: [...coachPages, 'editStage', 'users', 'user'],
    functions: [],
    why: 'Owns the stage curriculum (edits stages and their tasks) and looks members up; creating stages stays with admins.',
  },
  expert: {
    label: 'Expert',
    pages: [...readOnly(PAGE_FLAGS.courses), ...readOnly(PAGE_FLAGS.events), 'stages', 'stage'],
    functions: [],
    why: 'Subject experts teach: they read the course, event and stage content they present in.',
  },
  affiliate: {
    label: 'Affiliate',
    pages: [],
    functions: [],
    why: 'The affiliate pages (dashboard, leads, links, resources, commission, payout) need login only and show only their own rows.',
  },
  'team-lead': {
    label: 'Team Lead',
    pages: [
      'users',
      'user',
      'profile',
      ...PAGE_FLAGS.groups,
      ...readOnly(PAGE_FLAGS.batches),
      'reportSummary',
      'communityReport',
    ],
    functions: ['group_create'],
    why: 'Runs the community: members, groups and sub-groups (creating them too), batches and the community reports.',
  },
  'assistant-team-lead': {
    label: 'Assistant Team Lead',
    pages: ['users', 'user', ...readOnly(PAGE_FLAGS.groups), ...readOnly(PAGE_FLAGS.batches), 'communityReport'],
    functions: [],
    why: 'Helps the team lead: the same community pages, read-only, and no create buttons.',
  },
  'success-manager': {
    label: 'Success Manager',
    pages: ['users', 'user', 'profile', 'successManagers', 'successManager', 'retention', 'studentPaymentDetails'],
    functions: [],
    why: 'Looks after assigned members: their profiles, payment standing and retention.',
  },
  'tribe-team-fa': {
    label: 'Tribe Team FA',
    pages: [
      ...PAGE_FLAGS.reports,
      ...PAGE_FLAGS.billing,
      'users',
      'user',
      'enrollUser',
      'products',
      'product',
      'funnels',
      'funnel',
      'affiliates',
      'defaultSettings',
    ],
    functions: ['payment-term_create', 'product_create', 'user_enroll/unenroll'],
    why: 'Finance admin: payments, subscriptions, enrolment, payment terms, products and the reports; no content, community or access-level administration, no impersonation.',
  },
  'tribe-team-ro': {
    label: 'Admin',
    pages: ALL_PAGE_FLAGS,
    functions: FUNCTION_FLAGS,
    why: 'The admin back office: every page and every function, including impersonation.',
  },
} as const satisfies Record<string, AccessLevelDefault>

export type RoleId = keyof typeof ACCESS_LEVEL_DEFAULTS
export const ROLE_IDS = Object.keys(ACCESS_LEVEL_DEFAULTS) as RoleId[]

/** The jsonb maps stored on access_levels: every known flag, true or false, so editors list them all. */
export function accessMaps(role: RoleId) {
  const level: AccessLevelDefault = ACCESS_LEVEL_DEFAULTS[role]
  const pageAccess = Object.fromEntries(ALL_PAGE_FLAGS.map((flag) => [flag, level.pages.includes(flag)]))
  const functionAccess = Object.fromEntries(FUNCTION_FLAGS.map((flag) => [flag, level.functions.includes(flag)]))
  return { pageAccess, functionAccess }
}

/** Inserts the levels that do not exist yet; returns every level's id by role id. */
export async function seedAccessLevels(tx: Executor): Promise<Record<RoleId, number>> {
  await tx
    .insert(accessLevels)
    .values(ROLE_IDS.map((name) => ({ name, label: ACCESS_LEVEL_DEFAULTS[name].label, ...accessMaps(name) })))
    .onConflictDoNothing({ target: accessLevels.name })
  const rows = await tx.select({ id: accessLevels.id, name: accessLevels.name }).from(accessLevels)
  const ids = Object.fromEntries(rows.map((row) => [row.name, row.id])) as Record<RoleId, number>
  for (const role of ROLE_IDS) if (!ids[role]) throw new Error(`access level ${role} missing after seeding`)
  return ids
}

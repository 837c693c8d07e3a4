// The default access levels: one per role id of the spec (part 1 section 6), each with its
// pageAccess and functionAccess maps (part 2 section 6). This is the ONE place the defaults
// live (the flags, role ids and labels themselves are common/permissions.ts's); docs/permissions.md
// explains them role by role. Admins change them later at /access-levels, and the seed never
// overwrites a level that already exists.
import { accessLevels } from '../../db/schema'
import type { Executor } from '../../api/src/lib/db'
import {
  ALL_PAGE_FLAGS,
  FUNCTION_FLAGS,
  PAGE_FLAGS,
  ROLE_IDS,
  ROLE_LABELS,
  type FunctionFlag,
  type PageFlag,
  type RoleId,
} from '../../common/permissions'

export type AccessLevelDefault = {
  pages: readonly PageFlag[]
  functions: readonly FunctionFlag[]
  /** One line for docs/permissions.md. */
  why: string
}

const readOnly = (flags: readonly PageFlag[]) => flags.filter((flag) => !/^(new|edit)[A-Z]/.test(flag))

const coachPages: PageFlag[] = [...readOnly(PAGE_FLAGS.stages), ...readOnly(PAGE_FLAGS.groups).filter((f) => f !== 'adminAccountabilityGroup' && f !== 'challengeGroups')]

/** Role id -> its default flags (its label is ROLE_LABELS'). Keys are exactly the spec's role ids. */
export const ACCESS_LEVEL_DEFAULTS = {
  'non-member': {
    pages: [],
    functions: [],
    why: 'Their pages (home, my courses/events/resources, profile) need login only; the membership gate does the rest.',
  },
  member: {
    pages: [],
    functions: [],
    why: 'Every member page needs login only; the services scope rows to the member.',
  },
  coach: {
    pages: coachPages,
    functions: [],
    why: 'Coaches follow members through stages and groups: they read those pages, change nothing there.',
  },
  'assistant-coach': {
    pages: coachPages,
    functions: [],
    why: 'Same reading rights as a coach.',
  },
  'head-coach': {
    pages: [...coachPages, 'editStage', 'users', 'user'],
    functions: [],
    why: 'Owns the stage curriculum (edits stages and their tasks) and looks members up; creating stages stays with admins.',
  },
  expert: {
    pages: [...readOnly(PAGE_FLAGS.courses), ...readOnly(PAGE_FLAGS.events), 'stages', 'stage'],
    functions: [],
    why: 'Subject experts teach: they read the course, event and stage content they present in.',
  },
  affiliate: {
    pages: [],
    functions: [],
    why: 'The affiliate pages (dashboard, leads, links, resources, commission, payout) need login only and show only their own rows.',
  },
  'team-lead': {
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
    pages: ['users', 'user', ...readOnly(PAGE_FLAGS.groups), ...readOnly(PAGE_FLAGS.batches), 'communityReport'],
    functions: [],
    why: 'Helps the team lead: the same community pages, read-only, and no create buttons.',
  },
  'success-manager': {
    pages: ['users', 'user', 'profile', 'successManagers', 'successManager', 'retention', 'studentPaymentDetails'],
    functions: [],
    why: 'Looks after assigned members: their profiles, payment standing and retention.',
  },
  'tribe-team-fa': {
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
    pages: ALL_PAGE_FLAGS,
    functions: FUNCTION_FLAGS,
    why: 'The admin back office: every page and every function, including impersonation.',
  },
} as const satisfies Record<RoleId, AccessLevelDefault>

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
    .values(ROLE_IDS.map((name) => ({ name, label: ROLE_LABELS[name], ...accessMaps(name) })))
    .onConflictDoNothing({ target: accessLevels.name })
  const rows = await tx.select({ id: accessLevels.id, name: accessLevels.name }).from(accessLevels)
  const ids = Object.fromEntries(rows.map((row) => [row.name, row.id])) as Record<RoleId, number>
  for (const role of ROLE_IDS) if (!ids[role]) throw new Error(`access level ${role} missing after seeding`)
  return ids
}

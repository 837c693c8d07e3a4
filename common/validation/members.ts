// The members back office (docs/product.md, "members"): the list's filters (/community/members) and the member edit
// form (/community/members/{id}/edit, updateMember). One schema for the web form and the service.
import { z } from 'zod'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../email'

/**
 * Status filter. Derived from the data (docs/api.md, "Members"):
 * - archived: users.archivedAt is set;
 * - active: not archived, and holds a subscription that is not unenrolled and not expired
 *   (expiry on or after the start of today in Manila);
 * - inactive: not archived and holds no such subscription.
 * No status (all) lists everyone, archived included.
 */
export const MEMBER_STATUSES = ['active', 'inactive', 'archived'] as const
export type MemberStatus = (typeof MEMBER_STATUSES)[number]

/** Member type: holds the `member` access level, or not. */
export const MEMBER_TYPES = ['member', 'non-member'] as const
export type MemberType = (typeof MEMBER_TYPES)[number]

/** What the members list may be sorted by (newest first otherwise). */
export const MEMBER_SORTS = ['name', 'email', 'tribeId', 'createdAt'] as const

export const MEMBER_SEARCH_MAX = 100
export const MEMBER_NAME_MAX = 100
export const MEMBER_BASE_POINTS_MAX = 1_000_000

export const memberMessages = {
  search: `Search must be at most ${MEMBER_SEARCH_MAX} characters`,
  status: `Status must be one of ${MEMBER_STATUSES.join(', ')}`,
  memberType: `Member type must be one of ${MEMBER_TYPES.join(', ')}`,
  id: 'Choose one from the list',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameTooLong: `Names must be at most ${MEMBER_NAME_MAX} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address (e.g., name@example.com)',
  emailTaken: 'This email is already used by another account',
  batch: 'Choose a batch from the list',
  group: 'Choose a group from the list',
  stage: 'Choose a stage from the list',
  accessLevels: 'Choose access levels from the list',
  basePoints: `Base points must be a whole number from 0 to ${MEMBER_BASE_POINTS_MAX.toLocaleString('en-US')}`,
  notFound: 'Member not found',
  selfDisable: 'You cannot disable your own account',
  selfAdmin: 'You cannot remove your own admin role',
}

/** An optional id: '' or null -> null; form selects send text, the API numbers. */
const optionalId = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value),
    z.number({ error: message }).int(message).positive(message).nullable(),
  )

/** The list's filters (paging and sort are paginate()'s). */
export const memberFiltersSchema = z.object({
  search: z.string().trim().max(MEMBER_SEARCH_MAX, memberMessages.search).nullish(),
  status: z.enum(MEMBER_STATUSES, memberMessages.status).nullish(),
  batchId: z.number().int(memberMessages.id).positive(memberMessages.id).nullish(),
  groupId: z.number().int(memberMessages.id).positive(memberMessages.id).nullish(),
  stageId: z.number().int(memberMessages.id).positive(memberMessages.id).nullish(),
  accessLevelId: z.number().int(memberMessages.id).positive(memberMessages.id).nullish(),
  memberType: z.enum(MEMBER_TYPES, memberMessages.memberType).nullish(),
})

const name = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(MEMBER_NAME_MAX, memberMessages.nameTooLong)
const optionalName = z
  .string()
  .trim()
  .max(MEMBER_NAME_MAX, memberMessages.nameTooLong)
  .nullish()
  .transform((value) => value || null)

/** The member edit form (every field is sent). The e-mail is stored lower-cased. */
export const memberSchema = z.object({
  firstName: name(memberMessages.firstNameRequired),
  middleName: optionalName,
  lastName: name(memberMessages.lastNameRequired),
  suffix: optionalName,
  email: z
    .string({ error: memberMessages.emailRequired })
    .trim()
    .min(1, memberMessages.emailRequired)
    .max(EMAIL_MAX_LENGTH, memberMessages.emailInvalid)
    .regex(EMAIL_PATTERN, memberMessages.emailInvalid)
    .transform((value) => value.toLowerCase()),
  batchId: optionalId(memberMessages.batch),
  groupId: optionalId(memberMessages.group),
  stageId: optionalId(memberMessages.stage),
  // A form's checkboxes give an array of the ids as text (a lone checked one may give its value,
  // none false); the API sends numbers.
  accessLevelIds: z.preprocess(
    (value) => (Array.isArray(value) ? value : value ? [value] : []).map((id) => (typeof id === 'string' ? Number(id) : id)),
    z
      .array(z.number().int().positive(), { error: memberMessages.accessLevels })
      .transform((ids) => [...new Set(ids)]),
  ),
  /** The admin user role (the one role the product has). */
  isAdmin: z.boolean().default(false),
  basePoints: z
    .number({ error: memberMessages.basePoints })
    .int(memberMessages.basePoints)
    .min(0, memberMessages.basePoints)
    .max(MEMBER_BASE_POINTS_MAX, memberMessages.basePoints)
    .nullish()
    .transform((value) => value ?? 0),
  isFastTrackStudent: z.boolean().default(false),
  /** Disabled: every session ends and sign-in is refused until enabled again. */
  isDisabled: z.boolean().default(false),
})

export type MemberValues = z.output<typeof memberSchema>
export type MemberFormValues = z.input<typeof memberSchema>

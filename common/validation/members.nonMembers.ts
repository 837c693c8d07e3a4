// Non-members (docs/product.md, "members"): the list's search (/community/non-members) and the Create User Account /
// edit form (/community/non-members/new, /community/non-members/{id}/edit). One schema for the web
// form and the service. A non-member is a user who is not archived and does not hold the `member`
// access level (the same member-type rule as the members list: api/src/services/members/memberSql.ts).
import { z } from 'zod'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../email'
import { INVALID_MOBILE_MESSAGE, cleanMobileNumber, isValidMobileNumber } from '../mobile'

export const NON_MEMBER_SEARCH_MAX = 100
export const NON_MEMBER_NAME_MAX = 100

/** What the non-members and archived users lists may be sorted by (newest first otherwise). */
export const NON_MEMBER_SORTS = ['name', 'email', 'tribeId', 'createdAt'] as const

export const nonMemberMessages = {
  search: `Search must be at most ${NON_MEMBER_SEARCH_MAX} characters`,
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameTooLong: `Names must be at most ${NON_MEMBER_NAME_MAX} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address (e.g., name@example.com)',
  emailTaken: 'This email is already used by another account',
  mobile: INVALID_MOBILE_MESSAGE,
  batch: 'Choose a batch from the list',
  notFound: 'User not found',
  notNonMember: 'This user holds a membership: open them in Members instead',
  alreadyArchived: 'This user is already archived',
  notArchived: 'This user is not archived',
  selfArchive: 'You cannot archive your own account',
}

/** The lists' search: part of the name, e-mail or Tribe ID. */
export const nonMemberFiltersSchema = z.object({
  search: z.string().trim().max(NON_MEMBER_SEARCH_MAX, nonMemberMessages.search).nullish(),
})

const name = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(NON_MEMBER_NAME_MAX, nonMemberMessages.nameTooLong)

/** Create User Account and the non-member edit form. The e-mail is stored lower-cased. */
export const nonMemberSchema = z.object({
  firstName: name(nonMemberMessages.firstNameRequired),
  lastName: name(nonMemberMessages.lastNameRequired),
  email: z
    .string({ error: nonMemberMessages.emailRequired })
    .trim()
    .min(1, nonMemberMessages.emailRequired)
    .max(EMAIL_MAX_LENGTH, nonMemberMessages.emailInvalid)
    .regex(EMAIL_PATTERN, nonMemberMessages.emailInvalid)
    .transform((value) => value.toLowerCase()),
  /** Optional; when given, a Philippine or international mobile number (common/mobile.ts), stored without spaces or dashes. */
  mobileNumber: z
    .string()
    .trim()
    .nullish()
    .refine((value) => !value || isValidMobileNumber(value), nonMemberMessages.mobile)
    .transform((value) => (value ? cleanMobileNumber(value) : null)),
  /** Optional batch; form selects send text, the API numbers. */
  batchId: z.preprocess(
    (value) => (value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value),
    z.number({ error: nonMemberMessages.batch }).int(nonMemberMessages.batch).positive(nonMemberMessages.batch).nullable(),
  ),
})

export type NonMemberValues = z.output<typeof nonMemberSchema>
export type NonMemberFormValues = z.input<typeof nonMemberSchema>

// What groups, sub-groups, success-manager assignments and accountability / challenge groups must
// be (the back office: /groups, /sub-groups, /success-managers, /admin-accountability-group,
// /accountability-team-lead-selection, /challenge-groups): one schema for the web form and the
// service (parseInput), so both say the same thing.
import { z } from 'zod'

export const GROUP_NAME_MAX = 120
export const GROUP_DESCRIPTION_MAX = 2_000
/** The most people one bulk action may name (a page of the largest table, several times over). */
export const BULK_MAX = 500

export const groupMessages = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${GROUP_NAME_MAX} characters`,
  nameTaken: 'A group with this name already exists',
  subGroupNameTaken: 'This group already has a sub-group with this name',
  descriptionTooLong: `Description must be at most ${GROUP_DESCRIPTION_MAX} characters`,
  leaders: 'Choose leaders from the list',
  leaderElsewhere: (names: string) => `Already leads another group or sub-group: ${names}`,
  group: 'Choose a group',
  subGroup: 'Choose a sub-group of the chosen group',
  people: 'Choose at least one member',
  tooMany: `Choose at most ${BULK_MAX} members at a time`,
  search: 'Search must be at most 100 characters',
  startsOn: 'Start date must be a date (YYYY-MM-DD)',
  endsOn: 'End date must be a date (YYYY-MM-DD) on or after the start date',
  leaderRequired: 'Choose a leader',
  leaderTaken: 'This member already leads another accountability group',
}

const name = z
  .string({ error: groupMessages.nameRequired })
  .trim()
  .min(1, groupMessages.nameRequired)
  .max(GROUP_NAME_MAX, groupMessages.nameTooLong)

const description = z
  .string()
  .trim()
  .max(GROUP_DESCRIPTION_MAX, groupMessages.descriptionTooLong)
  .nullish()
  .transform((value) => value || null)

const ids = (message: string) =>
  z
    .array(z.number({ error: message }).int(message).positive(message), { error: message })
    .max(BULK_MAX, groupMessages.tooMany)
    .nullish()
    .transform((value) => [...new Set(value ?? [])])

/** The group form (/groups/new and /groups/{id}/edit). */
export const groupSchema = z.object({ name, description, leaderIds: ids(groupMessages.leaders) })
export type GroupFormValues = z.input<typeof groupSchema>

/** The sub-group form (/sub-groups/new?groupId= and /sub-groups/{id}/edit). */
export const subGroupSchema = z.object({
  groupId: z.number({ error: groupMessages.group }).int(groupMessages.group).positive(groupMessages.group),
  name,
  description,
  leaderIds: ids(groupMessages.leaders),
})
export type SubGroupFormValues = z.input<typeof subGroupSchema>

/** The people a bulk action acts on: at least one, at most BULK_MAX, each once. */
export const peopleSchema = z
  .array(z.number({ error: groupMessages.people }).int(groupMessages.people).positive(groupMessages.people), { error: groupMessages.people })
  .min(1, groupMessages.people)
  .max(BULK_MAX, groupMessages.tooMany)
  .transform((value) => [...new Set(value)])

/** Moving members to a group (and optionally one of its sub-groups). */
export const moveMembersSchema = z.object({
  userIds: peopleSchema,
  groupId: z.number({ error: groupMessages.group }).int(groupMessages.group).positive(groupMessages.group),
  subGroupId: z.number({ error: groupMessages.subGroup }).int(groupMessages.subGroup).positive(groupMessages.subGroup).nullish(),
})

export const searchSchema = z.string().trim().max(100, groupMessages.search).nullish()

const isoDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value == null || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))), message)

/** An accountability group: its name and team lead (the leader is required: that is what the team-lead selection picks). */
export const accountabilityGroupSchema = z.object({
  name,
  leaderId: z.number({ error: groupMessages.leaderRequired }).int(groupMessages.leaderRequired).positive(groupMessages.leaderRequired),
})
export type AccountabilityGroupFormValues = z.input<typeof accountabilityGroupSchema>

/** A challenge group: its name, optional leader and the challenge's dates. */
export const challengeGroupSchema = z
  .object({
    name,
    leaderId: z.number().int().positive().nullish(),
    startsOn: isoDate(groupMessages.startsOn),
    endsOn: isoDate(groupMessages.endsOn),
  })
  .refine((value) => !value.startsOn || !value.endsOn || value.endsOn >= value.startsOn, { message: groupMessages.endsOn, path: ['endsOn'] })
export type ChallengeGroupFormValues = z.input<typeof challengeGroupSchema>

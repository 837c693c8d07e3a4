// Where a member belongs day to day: groups and their sub-groups (with leaders), the
// accountability buddy groups, the challenge groups, and the success managers who look after
// members.
import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, timestamps } from './columns'
import { users } from './members'

export const groups = pgTable(
  'groups',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    description: text(),
    // The "Group ID" of the groups import template: re-running an upload updates the same row
    // instead of creating a duplicate.
    importKey: text(),
    ...timestamps,
  },
  (t) => [uniqueIndex('groups_name_key').on(t.name), uniqueIndex('groups_import_key_key').on(t.importKey)],
)

export const subGroups = pgTable(
  'sub_groups',
  {
    id: serial().primaryKey(),
    // Deleting a group deletes its sub-groups (and, through group_members, its memberships):
    // that is what deleting a group means.
    groupId: integer()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    // "Subgroup ID" of the groups import template.
    importKey: text(),
    ...timestamps,
  },
  (t) => [
    index('sub_groups_group_id_idx').on(t.groupId),
    uniqueIndex('sub_groups_group_id_name_key').on(t.groupId, t.name),
    uniqueIndex('sub_groups_import_key_key').on(t.importKey),
    // Target of the (subGroupId, groupId) foreign keys below, which guarantee that a member's
    // or leader's sub-group belongs to their group.
    unique('sub_groups_id_group_id_key').on(t.id, t.groupId),
  ],
)

// A member's place in the community: one group per user (currentUser.group is singular and
// the member import has one Group Name column), optionally one sub-group inside it.
// The user is the key, so "one membership per user per group" holds by construction.
export const groupMembers = pgTable(
  'group_members',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    subGroupId: integer(),
    ...createdAt,
  },
  (t) => [
    index('group_members_group_id_idx').on(t.groupId),
    index('group_members_sub_group_id_idx').on(t.subGroupId).where(sql`${t.subGroupId} is not null`),
    // NO ACTION (checked at the end of the statement), not RESTRICT: deleting a whole group
    // cascades to its sub-groups and memberships in one statement and must pass; deleting
    // only a sub-group that still has members is refused, so the service first moves them
    // (sets subGroupId null) in the same transaction.
    foreignKey({
      name: 'group_members_sub_group_fk',
      columns: [t.subGroupId, t.groupId],
      foreignColumns: [subGroups.id, subGroups.groupId],
    }).onDelete('no action'),
  ],
)

// Who leads a group (or one of its sub-groups when subGroupId is set). currentUser.managedGroup
// is singular, so a user leads at most one.
export const groupLeaders = pgTable(
  'group_leaders',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    subGroupId: integer(),
    ...createdAt,
  },
  (t) => [
    index('group_leaders_group_id_idx').on(t.groupId),
    index('group_leaders_sub_group_id_idx').on(t.subGroupId).where(sql`${t.subGroupId} is not null`),
    foreignKey({
      name: 'group_leaders_sub_group_fk',
      columns: [t.subGroupId, t.groupId],
      foreignColumns: [subGroups.id, subGroups.groupId],
    }).onDelete('no action'),
  ],
)

// Accountability buddy groups: a team lead (chosen at /accountability-team-lead-selection)
// and their buddies. currentUser.accountabilityAsLeaderId is the group the user leads,
// accountabilityGroupId the group they are a member of.
export const accountabilityGroups = pgTable(
  'accountability_groups',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    // Set null, not cascade: a leader leaving must not dissolve the buddies' group.
    leaderId: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  // Unique: a user leads at most one accountability group (nulls do not collide).
  (t) => [uniqueIndex('accountability_groups_leader_id_key').on(t.leaderId)],
)

export const accountabilityGroupMembers = pgTable(
  'accountability_group_members',
  {
    // One accountability group per member.
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountabilityGroupId: integer()
      .notNull()
      .references(() => accountabilityGroups.id, { onDelete: 'cascade' }),
    ...createdAt,
  },
  (t) => [index('accountability_group_members_accountability_group_id_idx').on(t.accountabilityGroupId)],
)

// Groups formed for a time-boxed challenge (the 12-day challenge, challenge buddies). A member
// can take part in several challenges over time, so membership is per (group, user).
export const challengeGroups = pgTable(
  'challenge_groups',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    startsOn: date(),
    endsOn: date(),
    leaderId: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('challenge_groups_leader_id_idx').on(t.leaderId).where(sql`${t.leaderId} is not null`),
    index('challenge_groups_starts_on_idx').on(t.startsOn),
  ],
)

export const challengeGroupMembers = pgTable(
  'challenge_group_members',
  {
    challengeGroupId: integer()
      .notNull()
      .references(() => challengeGroups.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.challengeGroupId, t.userId] }),
    index('challenge_group_members_user_id_idx').on(t.userId),
  ],
)

// A staff member who looks after a set of members. A row here (not only the success-manager
// access level) so that an inactive manager keeps their history but gets no new members.
export const successManagers = pgTable(
  'success_managers',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isAcceptingMembers: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('success_managers_user_id_key').on(t.userId)],
)

// A member has at most one success manager, so the member is the key. Deleting the manager
// frees their members (cascade) for reassignment.
export const successManagerMembers = pgTable(
  'success_manager_members',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    successManagerId: integer()
      .notNull()
      .references(() => successManagers.id, { onDelete: 'cascade' }),
    assignedById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...createdAt,
  },
  (t) => [
    index('success_manager_members_success_manager_id_idx').on(t.successManagerId),
    index('success_manager_members_assigned_by_id_idx').on(t.assignedById).where(sql`${t.assignedById} is not null`),
  ],
)

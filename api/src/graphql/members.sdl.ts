// Members at scale (docs/product.md, "members"): /community (the community at a glance), /community/members (the
// searchable list), /community/members/{id} (the profile) and /community/members/{id}/edit.
// Reads need the page flags of the pages that show them (users, user); the edit needs editUser.
// Impersonate is the existing impersonateUser mutation (function flag user_impersonate).
// Status and member type are derived (docs/api.md, "Members"): archived = archivedAt set;
// active = not archived and holding a subscription neither unenrolled nor expired (Manila day);
// inactive = the rest; member type member = holds the member access level.
export const schema = /* GraphQL */ `
  # One type per kind: a cache normalises by type and id, and batch 1 is not group 1.
  type MemberBatchRef {
    id: Int!
    name: String!
  }

  type MemberGroupRef {
    id: Int!
    name: String!
  }

  type MemberSubGroupRef {
    id: Int!
    name: String!
  }

  type MemberStageRef {
    id: Int!
    number: Int!
    name: String!
  }

  "A row of the members list."
  type MemberListItem {
    id: Int!
    email: String!
    firstName: String!
    lastName: String!
    tribeId: String
    batch: MemberBatchRef
    group: MemberGroupRef
    stage: MemberStageRef
    "active, inactive or archived."
    status: String!
    "Holds the member access level."
    isMember: Boolean!
    disabledAt: DateTime
    createdAt: DateTime!
  }

  type MemberList {
    items: [MemberListItem!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  type MemberAccessLevel {
    id: Int!
    name: String!
    label: String!
  }

  "A subscription of the member, newest first."
  type MemberSubscription {
    id: Int!
    funnelName: String!
    productName: String!
    startsAt: DateTime!
    expiry: DateTime!
    unenrolledAt: DateTime
    "active, expired or unenrolled."
    status: String!
  }

  "Lessons completed per course the member has started."
  type MemberCourseProgress {
    courseId: Int!
    courseName: String!
    completedLessons: Int!
    totalLessons: Int!
  }

  "An info log entry about the member (they did it, or it was done to their record)."
  type MemberLogEntry {
    id: String!
    action: String!
    createdAt: DateTime!
    "Who did it: a name, or null for the system or an anonymous event."
    actorName: String
    "The entry's details as JSON text."
    details: String!
  }

  type Member {
    id: Int!
    email: String!
    firstName: String!
    middleName: String
    lastName: String!
    suffix: String
    tribeId: String
    slug: String!
    mobileNumber: String
    sex: String
    birthdate: Date
    isAdmin: Boolean!
    isFastTrackStudent: Boolean!
    disabledAt: DateTime
    archivedAt: DateTime
    lastLoginAt: DateTime
    createdAt: DateTime!
    "active, inactive or archived."
    status: String!
    isMember: Boolean!
    batch: MemberBatchRef
    group: MemberGroupRef
    subGroup: MemberSubGroupRef
    stage: MemberStageRef
    accessLevels: [MemberAccessLevel!]!
    "The base points (the one 'base' ledger row; 0 when none)."
    basePoints: Int!
    "Every point the member holds (base, tasks, adjustments)."
    totalPoints: Int!
    subscriptions: [MemberSubscription!]!
    courseProgress: [MemberCourseProgress!]!
    "The 20 latest info log entries by or about the member."
    recentLogs: [MemberLogEntry!]!
  }

  "The option lists of the members filters and the edit form."
  type MemberFilterOptions {
    batches: [MemberBatchRef!]!
    groups: [MemberGroupRef!]!
    stages: [MemberStageRef!]!
    accessLevels: [MemberAccessLevel!]!
  }

  "A count of live members per batch or stage (no id field: batch 1 and stage 1 are different things to a cache)."
  type CommunityCount {
    "The batch's or stage's id, for the members list's filter; null for members without one."
    filterId: Int
    name: String!
    count: Int!
  }

  "The community at a glance (/community, staff with the users page flag)."
  type CommunityOverview {
    total: Int!
    active: Int!
    inactive: Int!
    archived: Int!
    "Members created in the last 7 Manila days (today included)."
    newThisWeek: Int!
    "Not archived, per batch (id null: no batch)."
    byBatch: [CommunityCount!]!
    "Not archived, per stage (id null: no stage)."
    byStage: [CommunityCount!]!
  }

  "The member edit form; every field is sent. basePoints is a whole number of points."
  input MemberInput {
    firstName: String!
    middleName: String
    lastName: String!
    suffix: String
    "Stored lower-cased; unique."
    email: String!
    batchId: Int
    groupId: Int
    stageId: Int
    "The access levels the member holds afterwards (replaces the list)."
    accessLevelIds: [Int!]!
    "The admin user role."
    isAdmin: Boolean!
    basePoints: Int
    isFastTrackStudent: Boolean!
    "Disabled: every session of the member ends and sign-in is refused."
    isDisabled: Boolean!
  }

  type Query {
    """
    The members list: search (part of the name, e-mail or Tribe ID, any case), filters, sort
    (name, email, tribeId, createdAt) and a page. Two SQL statements whatever the page.
    """
    members(
      page: Int
      pageSize: Int
      sortBy: String
      sortOrder: SortOrder
      search: String
      status: String
      batchId: Int
      groupId: Int
      stageId: Int
      accessLevelId: Int
      memberType: String
    ): MemberList! @requireAccess(page: "users")
    "A member's profile for the back office; null when there is none."
    member(id: Int!): Member @requireAccess(page: "user")
    "The batches, groups, stages and access levels the filters and the edit form offer."
    memberFilterOptions: MemberFilterOptions! @requireAccess(page: "users")
    "The community at a glance."
    communityOverview: CommunityOverview! @requireAccess(page: "users")
  }

  type Mutation {
    """
    Changes a member: names, e-mail, batch, group, stage, access levels, admin role, base points,
    fast-track flag, disabled. One transaction with an info log of what changed; disabling ends
    every session of the member. Access levels and the admin role only by an admin.
    """
    updateMember(id: Int!, input: MemberInput!): Member! @requireAccess(page: "editUser")
  }
`

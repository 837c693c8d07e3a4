// Access levels (the back office; docs/product.md, "accessLevels"): the roles a user may act as,
// with their page and function flags (common/permissions.ts lists every flag).
// - accessLevels (id, name, label) is the enrol screens' and the members filters' choice list. It is
//   open to staff: signed in (@requireAuth) and, checked by the service, acting as a level that holds
//   at least one flag; members, non-members and affiliates (no flags) are refused. Its flags are not
//   part of it: reading those needs the access-levels pages.
// - The back office (/access-levels[/new|/{id}|/{id}/edit]) reads under accessLevels/accessLevel,
//   creates under access-level_create, edits and deletes under editAccessLevel. A change to a level's
//   flags applies on its holders' next request (the shared facts stamp, docs/permissions.md).
export const schema = /* GraphQL */ `
  "An access level as choice lists show it."
  type AccessLevel {
    id: Int!
    "The role id (lower-case-with-dashes), e.g. coach."
    name: String!
    "What menus and the role switcher show, e.g. Coach."
    label: String!
  }

  "An access level as its back-office pages show it."
  type AdminAccessLevel {
    id: Int!
    name: String!
    label: String!
    "Page flag -> allowed, for every page flag of common/permissions.ts."
    pageAccess: JSONObject!
    "Function flag -> allowed, for every function flag."
    functionAccess: JSONObject!
    "One of the built-in levels (common/permissions.ts ROLE_LABELS): cannot be renamed or deleted."
    isBuiltIn: Boolean!
    "Users who hold this level."
    userCount: Int!
    createdAt: DateTime!
    updatedAt: DateTime!
  }

  type AdminAccessLevelList {
    items: [AdminAccessLevel!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  "An access level as the form sends it (common/validation/accessLevels.ts); flags left out are off."
  input AccessLevelInput {
    name: String
    label: String
    pageAccess: JSONObject
    functionAccess: JSONObject
  }

  type Query {
    "Every access level by name (id, name, label): the enrol screens' and members filters' choices. Staff only."
    accessLevels: [AccessLevel!]! @requireAuth
    """
    Access levels with their flags, by name. search: part of the name or label (at most 100
    characters). page is 1-based; pageSize 1..100 (10). sortBy name, label, userCount or updatedAt
    (sortOrder asc unless desc), then by name.
    """
    adminAccessLevels(page: Int, pageSize: Int, sortBy: String, sortOrder: SortOrder, search: String): AdminAccessLevelList!
      @requireAccess(page: "accessLevels")
    "One access level with its flags; null when there is none with this id."
    accessLevel(id: Int!): AdminAccessLevel @requireAccess(page: "accessLevel")
  }

  type Mutation {
    createAccessLevel(input: AccessLevelInput!): AdminAccessLevel! @requireAccess(function: "access-level_create")
    """
    Replaces the level's name, label and flags (a built-in level keeps its name). Its holders get the
    new flags on their next request.
    """
    updateAccessLevel(id: Int!, input: AccessLevelInput!): AdminAccessLevel! @requireAccess(page: "editAccessLevel")
    "Deletes a level nobody holds (not a built-in one) and answers it as it was; otherwise refused with the reason."
    deleteAccessLevel(id: Int!): AdminAccessLevel! @requireAccess(page: "editAccessLevel")
  }
`

// Merging users: /community/mergeUsers. Pick the duplicate (source) and the account to
// keep (target), preview what moves, confirm; one transaction moves everything and archives the
// source (never deletes it: its info logs and authored rows keep naming it). docs/api.md "Merging users".
export const schema = /* GraphQL */ `
  type MergeCandidate {
    id: Int!
    email: String!
    firstName: String!
    lastName: String!
    tribeId: String
    isMember: Boolean!
    archivedAt: DateTime
  }

  "One kind of record: how many move to the kept account, and how many are merged with or left beside the kept account's own (conflicts)."
  type MergeCount {
    key: String!
    label: String!
    moves: Int!
    conflicts: Int!
    "What happens to the conflicts."
    conflictRule: String
  }

  type MergePreview {
    source: MergeCandidate!
    target: MergeCandidate!
    items: [MergeCount!]!
  }

  type Query {
    "Accounts matching part of the name, e-mail or Tribe ID (at most 20; blank: none)."
    mergeCandidates(search: String!): [MergeCandidate!]! @requireAccess(page: "mergeUsers")
    "What merging sourceId into targetId would move."
    mergeUsersPreview(sourceId: Int!, targetId: Int!): MergePreview! @requireAccess(page: "mergeUsers")
  }

  type Mutation {
    "Moves everything of sourceId to targetId in one transaction and archives sourceId; answers the counts."
    mergeUsers(sourceId: Int!, targetId: Int!): MergePreview! @requireAccess(page: "mergeUsers")
  }
`

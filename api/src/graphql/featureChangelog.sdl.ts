// The feature changelog: staff write entries at /feature-changelog (flag featureChangeLog);
// the published ones are the public /changelog, readable without signing in.
export const schema = /* GraphQL */ `
  type FeatureChangelogEntry {
    id: Int!
    title: String!
    "Markdown."
    description: String!
    version: String
    "The Manila calendar day the change shipped."
    releasedOn: Date!
    isPublished: Boolean!
    createdAt: DateTime!
    updatedAt: DateTime!
  }

  type FeatureChangelogEntryList {
    items: [FeatureChangelogEntry!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  input CreateFeatureChangelogEntryInput {
    title: String!
    "Markdown; blank for none."
    description: String
    version: String
    "YYYY-MM-DD (a Manila day)."
    releasedOn: String!
    "Default false: a draft, not on /changelog."
    isPublished: Boolean
  }

  "Only the fields given change (isPublished alone publishes or unpublishes)."
  input UpdateFeatureChangelogEntryInput {
    title: String
    description: String
    version: String
    releasedOn: String
    isPublished: Boolean
  }

  type Query {
    """
    Every entry, drafts too, newest release first. page is 1-based; pageSize 1..100 (10).
    sortBy title, version, releasedOn, isPublished or updatedAt (sortOrder asc unless desc),
    then newest release first. status: published or draft narrows the list; search matches titles.
    """
    featureChangelogEntries(page: Int, pageSize: Int, sortBy: String, sortOrder: SortOrder, status: String, search: String): FeatureChangelogEntryList!
      @requireAccess(page: "featureChangeLog")

    # @skipAuth: /changelog is a public page (docs/product.md, "featureChangelog"); drafts never appear.
    "The published entries for /changelog, newest release first. page is 1-based; pageSize 1..100 (10)."
    publishedChangelog(page: Int, pageSize: Int): FeatureChangelogEntryList! @skipAuth
  }

  type Mutation {
    "Adds an entry (a draft unless isPublished). BAD_USER_INPUT with field messages on bad input."
    createFeatureChangelogEntry(input: CreateFeatureChangelogEntryInput!): FeatureChangelogEntry! @requireAccess(page: "featureChangeLog")
    "Changes an entry; publishing and unpublishing are changes of isPublished."
    updateFeatureChangelogEntry(id: Int!, input: UpdateFeatureChangelogEntryInput!): FeatureChangelogEntry!
      @requireAccess(page: "featureChangeLog")
    "Deletes an entry and answers it as it was."
    deleteFeatureChangelogEntry(id: Int!): FeatureChangelogEntry! @requireAccess(page: "featureChangeLog")
  }
`

// /redirect-rules: paths on this site that send visitors elsewhere (old marketing links, moved
// pages). The server answers an active rule before the app loads (lib/security/redirectRules.ts).
// Everything here needs the redirectRules page flag: the spec gives the page no other flags, and
// creating, editing and deleting rules all happen on that one page.
export const schema = /* GraphQL */ `
  type RedirectRule {
    id: Int!
    "A path on this site, starting with / and without a trailing slash."
    fromPath: String!
    "A path on this site (/...) or an absolute http(s) URL; the visitor's query string is kept."
    toUrl: String!
    "Permanent answers 301, temporary 302."
    isPermanent: Boolean!
    "301 or 302."
    statusCode: Int!
    "Only active rules redirect."
    isActive: Boolean!
    createdAt: DateTime!
    updatedAt: DateTime!
  }

  type RedirectRuleList {
    items: [RedirectRule!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  input CreateRedirectRuleInput {
    fromPath: String!
    toUrl: String!
    "Default false (temporary, 302)."
    isPermanent: Boolean
    "Default true."
    isActive: Boolean
  }

  "Only the fields given change; the rule as it then is must pass every check of a new one."
  input UpdateRedirectRuleInput {
    fromPath: String
    toUrl: String
    isPermanent: Boolean
    isActive: Boolean
  }

  type Query {
    """
    The rules, newest first. page is 1-based; pageSize 1..100 (10). sortBy fromPath, toUrl,
    isPermanent, isActive, createdAt or updatedAt (sortOrder asc unless desc), then newest first.
    search narrows to rules whose from path or to URL contains it (case-insensitive).
    """
    redirectRules(page: Int, pageSize: Int, sortBy: String, sortOrder: SortOrder, search: String): RedirectRuleList!
      @requireAccess(page: "redirectRules")
  }

  type Mutation {
    """
    Adds a rule. BAD_USER_INPUT with field messages for a bad or reserved from path, a bad
    target, a from path another rule has, or a target that leads back to the from path directly
    or through other active rules (a loop).
    """
    createRedirectRule(input: CreateRedirectRuleInput!): RedirectRule! @requireAccess(page: "redirectRules")
    "Changes a rule, with the checks of createRedirectRule on the result."
    updateRedirectRule(id: Int!, input: UpdateRedirectRuleInput!): RedirectRule! @requireAccess(page: "redirectRules")
    "Deletes a rule and answers it as it was."
    deleteRedirectRule(id: Int!): RedirectRule! @requireAccess(page: "redirectRules")
  }
`

// /bug-report (anyone, signed in or not) and the admins' list of reports.
export const schema = /* GraphQL */ `
  type BugReportReporter {
    id: Int!
    email: String!
    firstName: String!
    lastName: String!
  }

  type BugReport {
    id: Int!
    description: String!
    pageUrl: String
    "Given by a signed-out reporter; null when reporter is set."
    contactEmail: String
    "open, in-progress, resolved or closed."
    status: String!
    createdAt: DateTime!
    "The signed-in user who reported it (null when signed out, or the account is gone)."
    reporter: BugReportReporter
  }

  type BugReportList {
    items: [BugReport!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  input CreateBugReportInput {
    "What happened: 10 to 5000 characters."
    description: String!
    "The page it happened on (optional, at most 2000 characters)."
    pageUrl: String
    "Required when signed out, so the team can reply; ignored when signed in."
    contactEmail: String
  }

  type Query {
    # featureChangeLog: the staff who keep the feature changelog are the ones who hear about and
    # announce fixes, and the spec has no page flag of its own for bug reports; a new flag would
    # be granted to nobody until an access level was edited.
    """
    Bug reports, newest first; status narrows to one status. page is 1-based; pageSize 1..100 (10).
    sortBy createdAt or status (sortOrder asc unless desc), then newest first.
    """
    bugReports(page: Int, pageSize: Int, sortBy: String, sortOrder: SortOrder, status: String): BugReportList!
      @requireAccess(page: "featureChangeLog")
  }

  type Mutation {
    # @skipAuth: /bug-report lives in the auth layout and is reachable signed out (someone who
    # cannot sign in is exactly who needs to report it). Signed-out reports must give an e-mail
    # and are throttled per address.
    createBugReport(input: CreateBugReportInput!): BugReport! @skipAuth
  }
`

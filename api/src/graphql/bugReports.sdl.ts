// /bug-report (anyone, signed in or not), /reports and /reports/{id}: a signed-in user's own reports,
// or every report for staff holding featureChangeLog, who triage them (services/bugReports/access.ts).
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
    "The staff's reply the reporter reads (null until someone replies)."
    reply: String
    repliedAt: DateTime
    "The reporter's browser, as it sent the report."
    userAgent: String
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

  input TriageBugReportInput {
    "open, in-progress, resolved or closed."
    status: String!
    "A reply the reporter reads (at most 5000 characters); blank keeps the reply there is."
    reply: String
  }

  type Query {
    # Any signed-in user; the service scopes the rows: the caller's own reports, or every report
    # when the CURRENT access level allows featureChangeLog (the staff who keep the feature
    # changelog are the ones who hear about and announce fixes, and there is no page flag of
    # its own for bug reports: a new flag would be granted to nobody until an access level was edited).
    """
    Bug reports, newest first; status narrows to one status. page is 1-based; pageSize 1..100 (10).
    sortBy createdAt or status (sortOrder asc unless desc), then newest first.
    """
    bugReports(page: Int, pageSize: Int, sortBy: String, sortOrder: SortOrder, status: String): BugReportList!
      @requireAuth
    "One report: null when there is none the caller may see (another's report reads as none)."
    bugReport(id: Int!): BugReport @requireAuth
  }

  type Mutation {
    # @skipAuth: /bug-report lives in the auth layout and is reachable signed out (someone who
    # cannot sign in is exactly who needs to report it). Signed-out reports must give an e-mail
    # and are throttled per address.
    createBugReport(input: CreateBugReportInput!): BugReport! @skipAuth
    "Sets a report's status and, with a reply, mails it to the reporter; written to the info log."
    triageBugReport(id: Int!, input: TriageBugReportInput!): BugReport! @requireAccess(page: "featureChangeLog")
  }
`

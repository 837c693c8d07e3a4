// /info-logs-report (page flag infoLogsReport): the audit trail, searched (services/reports/infoLogs.ts).
// The export of the same list is REST: GET /api/info-logs-export (functions/infoLogsExport.ts).
export const schema = /* GraphQL */ `
  type InfoLogPerson {
    id: Int!
    name: String!
    email: String!
  }

  type InfoLog {
    id: Int!
    action: String!
    createdAt: DateTime!
    "Who did it (null for an anonymous event, or an account that is gone)."
    actor: InfoLogPerson
    "The admin behind an impersonated request."
    originalActor: InfoLogPerson
    "What it was about: an entity type and id (user, bugReport, batch ...)."
    entityType: String
    entityId: String
    "The user it was about, when entityType is user."
    subjectUser: InfoLogPerson
    details: JSONObject!
    ip: String
  }

  type InfoLogList {
    items: [InfoLog!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  type Query {
    """
    The info logs, newest first. actor: part of a name or e-mail of who did it (or of the admin
    impersonating); subject: part of the name or e-mail of the user it is about, an entity type,
    or a type and id ("batch 12"); action: one action; from/to: Manila days (YYYY-MM-DD), both
    included, to not before from. page is 1-based; pageSize 1..100 (10).
    """
    infoLogsReport(page: Int, pageSize: Int, actor: String, subject: String, action: String, from: String, to: String): InfoLogList!
      @requireAccess(page: "infoLogsReport")
    "Every action the info logs hold, for the action filter."
    infoLogActions: [String!]! @requireAccess(page: "infoLogsReport")
  }
`

// /community-report (page flag communityReport): who the members are and how active they are
// (services/reports/communityReport.ts). The members list's export is REST:
// GET /api/community-report-export (functions/communityReportExport.ts).
export const schema = /* GraphQL */ `
  type CommunityReportCount {
    "The batch, stage or group id (the filter's value; not id, so a client cache keeps batch 5 and group 5 apart); null for the members without one."
    filterId: Int
    label: String!
    members: Int!
  }

  type CommunityReportStatusCount {
    "Active, Inactive or Not Enrolled (the member page's enrolment status)."
    status: String!
    members: Int!
  }

  type CommunityReportActivityFigures {
    lessonsCompleted: Int!
    tasksFinished: Int!
    "Task and manual points (adjustments may be negative); base points are not earned."
    pointsEarned: Int!
    moveUpsApproved: Int!
    "Distinct members with any of the other four."
    activeMembers: Int!
  }

  type CommunityReportActivityPoint {
    "The bucket's Manila days, both included (YYYY-MM-DD), and its label."
    from: String!
    to: String!
    label: String!
    lessonsCompleted: Int!
    tasksFinished: Int!
    pointsEarned: Int!
    moveUpsApproved: Int!
    activeMembers: Int!
  }

  type CommunityReport {
    "The range asked (Last 7 Days, Last 15 Days, Last 30 Days), null for all time."
    range: String
    "The range's Manila days, both included; null for all time."
    from: String
    to: String
    "The series' buckets: day over a range; month (the last twelve, this one included) for all time, whose totals are still all time."
    bucket: String!
    totalMembers: Int!
    byBatch: [CommunityReportCount!]!
    byStage: [CommunityReportCount!]!
    byGroup: [CommunityReportCount!]!
    byStatus: [CommunityReportStatusCount!]!
    activity: CommunityReportActivityFigures!
    series: [CommunityReportActivityPoint!]!
  }

  "A type per kind, so a client cache keyed by type and id keeps batch 5, group 5 and stage 5 apart."
  type CommunityReportBatch {
    id: Int!
    name: String!
  }

  type CommunityReportGroup {
    id: Int!
    name: String!
  }

  type CommunityReportStageChoice {
    id: Int!
    "Stage 2: Launch"
    name: String!
  }

  type CommunityReportOptions {
    batches: [CommunityReportBatch!]!
    groups: [CommunityReportGroup!]!
    stages: [CommunityReportStageChoice!]!
  }

  type CommunityReportMemberStage {
    id: Int!
    number: Int!
    name: String!
  }

  type CommunityReportMember {
    id: Int!
    name: String!
    email: String!
    batch: CommunityReportBatch
    stage: CommunityReportMemberStage
    group: CommunityReportGroup
    status: String!
    lessonsCompleted: Int!
    tasksFinished: Int!
    pointsEarned: Int!
  }

  type CommunityReportMemberList {
    items: [CommunityReportMember!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  type Query {
    """
    The members (holding the member level, not archived) of a batch, group and stage (each
    optional), counted by batch, stage, group and status, and their activity over range: Last 7
    Days, Last 15 Days or Last 30 Days (the Manila days ending today), or None / null for all time.
    """
    communityReport(batchId: Int, groupId: Int, stageId: Int, range: String): CommunityReport!
      @requireAccess(page: "communityReport")
    "The members behind the counts, by name, with their activity in the range; status: Active, Inactive or Not Enrolled. page is 1-based."
    communityReportMembers(page: Int, pageSize: Int, batchId: Int, groupId: Int, stageId: Int, range: String, status: String): CommunityReportMemberList!
      @requireAccess(page: "communityReport")
    "The report's pickers: every batch, group and stage."
    communityReportOptions: CommunityReportOptions! @requireAccess(page: "communityReport")
  }
`

// The staff home (services/reports/staffHome.ts): what waits for the acting role and today's
// headline numbers. Any signed-in user may ask; each part answers only to the flags that open the
// page it links to (null, or an empty list, otherwise).
export const schema = /* GraphQL */ `
  type StaffProofQueue {
    "Payment proofs waiting for a decision (the /payment page, payment flag)."
    count: Int!
    oldestAt: DateTime
  }

  type StaffMoveUpQueue {
    "Move-up requests out of a stage the user reviews (/review-move-up/{stageId})."
    stageId: Int!
    stageName: String!
    count: Int!
    oldestAt: DateTime!
  }

  type StaffImports {
    "Imports queued or running, and failed in the last 7 days (/uploadContents, uploadContents flag)."
    running: Int!
    failed: Int!
    lastFailedAt: DateTime
  }

  type StaffToday {
    "Today in Manila (YYYY-MM-DD)."
    day: String!
    members: ReportMemberFigures!
    "Today's cash collected, amount due and overdue (null without paymentReport)."
    money: PaymentReportFigures
  }

  type StaffHome {
    proofs: StaffProofQueue
    moveUps: [StaffMoveUpQueue!]!
    imports: StaffImports
    "Today's summary figures (reportSummary flag)."
    today: StaffToday
  }

  type Query {
    staffHome: StaffHome! @requireAuth
  }
`

// /retention (page flag retention): the renewal worklist of the paid community, by bucket, with
// what is owed and the last follow-up (services/retention/retention.ts; the buckets' rule is
// services/retention/buckets.ts). Acting as a success manager, only your own members. The export
// of the same list is REST: GET /api/retention-export (functions/retentionExport.ts).
export const schema = /* GraphQL */ `
  type RetentionBatch {
    id: Int!
    name: String!
  }

  type RetentionMemberPerson {
    id: Int!
    firstName: String!
    lastName: String!
    email: String!
    mobileNumber: String
    tribeId: String
    batch: RetentionBatch
  }

  type RetentionPerson {
    id: Int!
    name: String!
  }

  type RetentionPayment {
    "When the row was approved (paid)."
    paidAt: DateTime!
    amountCentavos: Int!
  }

  type RetentionContact {
    contactedAt: DateTime!
    note: String
    "Null when the staff account that made it is gone."
    contactedBy: RetentionPerson
  }

  type RetentionMember {
    member: RetentionMemberPerson!
    productId: Int!
    productName: String!
    "The subscription judged: the one coming up for renewal."
    subscriptionId: Int!
    "The renewal of it, paid or not, when there is one."
    renewalSubscriptionId: Int
    "The judged subscription's expiry."
    expiry: DateTime!
    "Manila days from today to the expiry day: 0 today, -1 yesterday."
    daysLeft: Int!
    "unenrolled, regularRenewal, earlyRenewal, erWarmup or collected."
    bucket: String!
    "Unpaid schedule rows of every subscription of the member to this product, centavos."
    balanceCentavos: Int!
    "The member's latest paid row for this product."
    lastPayment: RetentionPayment
    "The latest follow-up of the member."
    lastContact: RetentionContact
  }

  type RetentionBucketCount {
    "all, unenrolled, regularRenewal, earlyRenewal, erWarmup or collected."
    bucket: String!
    count: Int!
  }

  type RetentionList {
    items: [RetentionMember!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
    "Members per bucket under the same scope, batch and search (for the filter's badges)."
    counts: [RetentionBucketCount!]!
    "Every batch, newest launch first (the batch filter's choices)."
    batches: [RetentionBatch!]!
  }

  type RetentionContactResult {
    userId: Int!
    contactedAt: DateTime!
    note: String
    contactedBy: RetentionPerson
  }

  type Query {
    """
    The renewal worklist, most urgent expiry first: one row per member and product. bucket: all
    (default), unenrolled, regularRenewal, earlyRenewal, erWarmup, collected. Acting as a success
    manager, only the members assigned to you. page is 1-based; pageSize 1..100 (10).
    """
    retention(page: Int, pageSize: Int, bucket: String, batchId: Int, search: String): RetentionList!
      @requireAccess(page: "retention")
  }

  type Mutation {
    "Records that the caller followed the member up (an optional note); refused for a member the caller may not see."
    markRetentionContact(userId: Int!, note: String): RetentionContactResult! @requireAccess(page: "retention")
  }
`

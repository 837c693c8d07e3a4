// The fields of one report as /reports/{id} shows it: the query and the triage's answer select the
// same, so Apollo's cache updates the page when staff save.
import { gql } from '@apollo/client'

export const BUG_REPORT_FIELDS = gql`
  fragment BugReportFields on BugReport {
    id
    description
    pageUrl
    contactEmail
    status
    createdAt
    reply
    repliedAt
    userAgent
    reporter {
      id
      email
      firstName
      lastName
    }
  }
`

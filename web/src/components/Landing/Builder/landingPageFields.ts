// A landing page as the builder and the marketing pages' list select it.
import { gql } from '@apollo/client'

export const LANDING_PAGE_FIELDS = gql`
  fragment LandingPageFields on LandingPage {
    id
    funnelId
    path
    name
    publicPath
    draft
    draftUpdatedAt
    draftUpdatedBy
    publishedVersion
    publishedAt
    hasUnpublishedChanges
    versions {
      version
      publishedAt
      publishedBy
    }
  }
`

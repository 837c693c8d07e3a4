// A changelog entry as the FeatureChangelogEntries table shows it: the list (FindFeatureChangelogEntries)
// and the create and update answers (changelogMutations) select these same fields.
import { gql } from '@apollo/client'

export const FEATURE_CHANGELOG_ENTRY_FIELDS = gql`
  fragment FeatureChangelogEntryFields on FeatureChangelogEntry {
    id
    title
    description
    version
    releasedOn
    isPublished
    updatedAt
  }
`

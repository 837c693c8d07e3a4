// The writes of /feature-changelog. Each refetches the staff list (FindFeatureChangelogEntries).
import { gql } from '@apollo/client'
import { FEATURE_CHANGELOG_ENTRY_FIELDS } from './FeatureChangelogEntries/featureChangelogEntryFields'

export const CREATE_FEATURE_CHANGELOG_ENTRY = gql`
  mutation CreateFeatureChangelogEntry($input: CreateFeatureChangelogEntryInput!) {
    createFeatureChangelogEntry(input: $input) {
      ...FeatureChangelogEntryFields
    }
  }
  ${FEATURE_CHANGELOG_ENTRY_FIELDS}
`

export const UPDATE_FEATURE_CHANGELOG_ENTRY = gql`
  mutation UpdateFeatureChangelogEntry($id: Int!, $input: UpdateFeatureChangelogEntryInput!) {
    updateFeatureChangelogEntry(id: $id, input: $input) {
      ...FeatureChangelogEntryFields
    }
  }
  ${FEATURE_CHANGELOG_ENTRY_FIELDS}
`

export const DELETE_FEATURE_CHANGELOG_ENTRY = gql`
  mutation DeleteFeatureChangelogEntry($id: Int!) {
    deleteFeatureChangelogEntry(id: $id) {
      id
      title
    }
  }
`

export const REFETCH_ENTRIES = ['FindFeatureChangelogEntries']

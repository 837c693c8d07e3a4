// An access level as AccessLevelForm edits it: the edit page (EditAccessLevel), its save answer
// (UpdateAccessLevel), the access level's page (FindAccessLevel) and the list rows (FindAccessLevels)
// all select these, each adding its own counts and dates.
import { gql } from '@apollo/client'

export const ACCESS_LEVEL_FIELDS = gql`
  fragment AccessLevelFields on AdminAccessLevel {
    id
    name
    label
    pageAccess
    functionAccess
    isBuiltIn
  }
`

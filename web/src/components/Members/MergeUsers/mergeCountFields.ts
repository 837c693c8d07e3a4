// One kind of record in a merge (what moves, what conflicts), as MergeUsers lists it: the preview
// and the merge's answer select it the same way.
import { gql } from '@apollo/client'

export const MERGE_COUNT_FIELDS = gql`
  fragment MergeCountFields on MergeCount {
    key
    label
    moves
    conflicts
    conflictRule
  }
`

// A batch as BatchForm edits it: the edit page (EditBatch), its save answer (UpdateBatch), the
// batch's page (FindBatch) and the list rows (FindBatches) all select these, each adding its own.
import { gql } from '@apollo/client'

export const BATCH_FIELDS = gql`
  fragment BatchFields on Batch {
    id
    name
    number
    launchFrom
    launchTo
  }
`

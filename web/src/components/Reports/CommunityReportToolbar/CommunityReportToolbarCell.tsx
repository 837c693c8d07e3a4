// The community report's pickers, filled from communityReportOptions (the report's own flag: a
// team lead may hold it without the members pages). Until they come, the toolbar shows with the
// choices the address already holds unnamed rather than not at all.
import { gql } from '@apollo/client'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { CommunityReportOptionsQuery } from '@/types/graphql'
import type { CommunityReportSearch } from '../communityReportSearch'
import { CommunityReportToolbar } from './CommunityReportToolbar'

export const QUERY = gql`
  query CommunityReportOptions {
    communityReportOptions {
      batches {
        id
        name
      }
      groups {
        id
        name
      }
      stages {
        id
        name
      }
    }
  }
`

type Props = { search: CommunityReportSearch }

export const Loading = ({ search }: Props) => <CommunityReportToolbar search={search} choices={null} />

export const Failure = ({ search }: Props) => <CommunityReportToolbar search={search} choices={null} />

export const Success = ({ search, communityReportOptions }: CellSuccessProps<Props, CommunityReportOptionsQuery>) => (
  <CommunityReportToolbar search={search} choices={communityReportOptions} />
)

export const CommunityReportToolbarCell = createCell<Props, CommunityReportOptionsQuery>({
  QUERY,
  // The choices do not depend on the filters: asked once, kept while the filters change.
  beforeQuery: () => ({ fetchPolicy: 'cache-first' }),
  Loading,
  Failure,
  Success,
  displayName: 'CommunityReportToolbarCell',
})

export default CommunityReportToolbarCell

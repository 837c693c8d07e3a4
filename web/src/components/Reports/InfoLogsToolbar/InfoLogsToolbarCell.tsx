// The info logs toolbar with the actions the log holds (infoLogActions) for its action filter.
// Loading or failing, the toolbar still shows (without the list): the search must not wait on it.
import { gql } from '@apollo/client'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { InfoLogActionsQuery } from '@/types/graphql'
import type { InfoLogsSearch } from '../infoLogsSearch'
import { InfoLogsToolbar } from './InfoLogsToolbar'

export const QUERY = gql`
  query InfoLogActions {
    infoLogActions
  }
`

type Props = { search: InfoLogsSearch }

export const Loading = ({ search }: Props) => <InfoLogsToolbar search={search} actions={[]} />
export const Failure = ({ search }: Props) => <InfoLogsToolbar search={search} actions={[]} />

export const Success = ({ search, infoLogActions }: CellSuccessProps<Props, InfoLogActionsQuery>) => <InfoLogsToolbar search={search} actions={infoLogActions} />

export const InfoLogsToolbarCell = createCell<Props, InfoLogActionsQuery>({
  QUERY,
  beforeQuery: () => ({ variables: {} }),
  Loading,
  Failure,
  Success,
  displayName: 'InfoLogsToolbarCell',
})

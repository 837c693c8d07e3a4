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

/**
 * One component for every state, so React keeps the same form when the list arrives: with a
 * component per state, what someone typed while the actions loaded was wiped by the remount.
 */
export const Toolbar = ({ search, infoLogActions }: Props & Partial<CellSuccessProps<Props, InfoLogActionsQuery>>) => (
  <InfoLogsToolbar search={search} actions={infoLogActions ?? []} />
)
export const Loading = Toolbar
export const Failure = Toolbar
export const Success = Toolbar

export const InfoLogsToolbarCell = createCell<Props, InfoLogActionsQuery>({
  QUERY,
  beforeQuery: () => ({ variables: {} }),
  Loading,
  Failure,
  Success,
  displayName: 'InfoLogsToolbarCell',
})

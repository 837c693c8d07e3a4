// The members toolbar with its option lists (memberFilterOptions): batches, groups, stages and
// access levels. While they load the toolbar shows with the fixed filters only.
import { gql } from '@apollo/client'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { MemberFilterOptionsQuery, MemberFilterOptionsQueryVariables } from '@/types/graphql'
import type { MemberFilters } from '../memberParams'
import { MembersToolbar } from '../MembersToolbar/MembersToolbar'
import { MEMBER_FILTER_CHOICES_FIELDS } from '../MembersToolbar/memberFilterChoicesFields'

export const QUERY = gql`
  query MemberFilterOptions {
    memberFilterOptions {
      ...MemberFilterChoicesFields
    }
  }
  ${MEMBER_FILTER_CHOICES_FIELDS}
`

type Props = { filters: MemberFilters }

export const Loading = ({ filters }: Props) => <MembersToolbar filters={filters} choices={null} />

export const Failure = ({ filters }: Props) => <MembersToolbar filters={filters} choices={null} />

export const Success = ({ filters, memberFilterOptions }: CellSuccessProps<Props, MemberFilterOptionsQuery>) => (
  <MembersToolbar filters={filters} choices={memberFilterOptions} />
)

export const MemberFilterOptionsCell = createCell<Props, MemberFilterOptionsQuery>({
  QUERY,
  // The filters are not variables of this query.
  beforeQuery: () => ({ variables: {} as MemberFilterOptionsQueryVariables }),
  isEmpty: () => false,
  Loading,
  Failure,
  Success,
  displayName: 'MemberFilterOptionsCell',
})

export default MemberFilterOptionsCell

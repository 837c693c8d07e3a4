// A sub-group's header (viewSubGroup); `children` (the member list) render only when it exists.
import { gql } from '@apollo/client'
import type { ReactNode } from 'react'
import { createCell } from '@/lib/cell'
import type { ViewSubGroupQuery, ViewSubGroupQueryVariables } from '@/types/graphql'
import { EmptyCard } from '@/components/ui/EmptyState/EmptyCard'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'
import { GroupHeader } from '../GroupHeader/GroupHeader'
import { HeaderSkeleton } from '../skeletons'

export const QUERY = gql`
  query ViewSubGroup($id: Int!) {
    viewSubGroup(id: $id) {
      id
      name
      description
      groupId
      groupName
      memberCount
      leaders {
        id
        firstName
        lastName
        slug
      }
    }
  }
`

type Props = { id: number; children?: ReactNode }

export const SubGroupCell = createCell<Props, ViewSubGroupQuery>({
  QUERY,
  beforeQuery: ({ id }) => ({ variables: { id } satisfies ViewSubGroupQueryVariables }),
  Loading: () => <HeaderSkeleton label="Loading the sub-group" />,
  Empty: () => (
    <EmptyCard
      title="Sub-group not found"
      description="This sub-group does not exist, or it is not one you lead."
    />
  ),
  Failure: ({ error, refetch }) => <LoadFailure error={error} refetch={refetch} what="the sub-group" />,
  Success: ({ viewSubGroup, children }) => (
    <>
      <GroupHeader
        eyebrow={`Sub-group of ${viewSubGroup!.groupName}`}
        name={viewSubGroup!.name}
        description={viewSubGroup!.description}
        memberCount={viewSubGroup!.memberCount}
        leaders={viewSubGroup!.leaders}
      />
      {children}
    </>
  ),
  displayName: 'SubGroupCell',
})

export default SubGroupCell

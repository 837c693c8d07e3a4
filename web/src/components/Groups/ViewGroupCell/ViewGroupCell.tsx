// A group's header (viewGroup): `id`, or by default the group the user leads.
import { gql } from '@apollo/client'
import type { ReactNode } from 'react'
import { createCell } from '@/lib/cell'
import type { ViewGroupQuery, ViewGroupQueryVariables } from '@/types/graphql'
import { EmptyCard } from '@/components/ui/EmptyState/EmptyCard'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'
import { GroupHeader } from '../GroupHeader/GroupHeader'
import { HeaderSkeleton } from '../skeletons'

export const QUERY = gql`
  query ViewGroup($id: Int) {
    viewGroup(id: $id) {
      id
      name
      description
      memberCount
      leaders {
        id
        firstName
        lastName
        slug
      }
      subGroups {
        id
        name
        description
        memberCount
      }
    }
  }
`

/** `children` (the member list) render under the header only when the group exists. */
type Props = { id?: number | null; children?: ReactNode }

export const ViewGroupCell = createCell<Props, ViewGroupQuery>({
  QUERY,
  beforeQuery: ({ id }) => ({ variables: { id: id ?? null } satisfies ViewGroupQueryVariables }),
  Loading: () => <HeaderSkeleton label="Loading the group" />,
  Empty: ({ id }) =>
    id ? (
      <EmptyCard title="Group not found" description="This group does not exist, or it is not one you can see." />
    ) : (
      <EmptyCard
        title="You do not lead a group"
        description="When you are made the leader of a group, its members show here with their stage, Tribe Points and last activity."
      />
    ),
  Failure: ({ error, refetch }) => <LoadFailure error={error} refetch={refetch} what="the group" />,
  Success: ({ viewGroup, children }) => (
    <>
      <GroupHeader
        eyebrow="Group"
        name={viewGroup!.name}
        description={viewGroup!.description}
        memberCount={viewGroup!.memberCount}
        leaders={viewGroup!.leaders}
        subGroups={viewGroup!.subGroups}
      />
      {children}
    </>
  ),
  displayName: 'ViewGroupCell',
})

export default ViewGroupCell

// The products the member holds, with their courses (myProducts): newest first, active first.
import { gql } from '@apollo/client'
import { useState } from 'react'
import { createCell } from '@/lib/cell'
import type { MyProductsQuery } from '@/types/graphql'
import { EmptyCard } from '@/components/ui/EmptyState/EmptyCard'
import { ListSkeleton } from '@/components/ui/Skeletons/LearningSkeletons'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'
import { MembershipGateDialog } from '../MembershipGate/MembershipGateDialog'
import { ProductCard } from '../ProductCard/ProductCard'
import { COURSE_PROGRESS_FIELDS } from '../CourseCard/courseProgressFields'

export const QUERY = gql`
  query MyProducts {
    myProducts {
      subscriptionId
      productId
      name
      funnelName
      startedAt
      expiry
      lifetime
      status
      courses {
        ...CourseProgressFields
      }
    }
  }
  ${COURSE_PROGRESS_FIELDS}
`

function NoProducts({ isNonMember }: { isNonMember: boolean }) {
  const [gateOpen, setGateOpen] = useState(false)
  return (
    <>
      <EmptyCard
        title="No products yet"
        description={isNonMember ? 'Membership gives you the courses, live events and resources of the Tribe. Enrollment opens soon.' : 'The products you hold show here with their courses.'}
        action={isNonMember ? { label: 'How to join', onClick: () => setGateOpen(true) } : undefined}
      />
      {isNonMember && <MembershipGateDialog open={gateOpen} onClose={() => setGateOpen(false)} />}
    </>
  )
}

export const MyProductsCell = createCell<{ isNonMember: boolean }, MyProductsQuery>({
  QUERY,
  beforeQuery: () => ({ fetchPolicy: 'cache-and-network' }),
  Loading: () => <ListSkeleton label="Loading your products" count={2} />,
  Empty: ({ isNonMember }) => <NoProducts isNonMember={isNonMember} />,
  Failure: ({ error, refetch }) => <LoadFailure error={error} refetch={refetch} what="your products" />,
  Success: ({ myProducts }) => (
    <ul className="grid gap-5 lg:grid-cols-2">
      {myProducts.map((product) => (
        <li key={product.subscriptionId}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  ),
  displayName: 'MyProductsCell',
})

export default MyProductsCell

// One payment term (FindPaymentTerm), shown by the PaymentTerm component.
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindPaymentTermQuery, FindPaymentTermQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { PaymentTerm } from '../PaymentTerm/PaymentTerm'
import { PAYMENT_TERM_FIELDS } from '../PaymentTermForm/paymentTermFields'

export const QUERY = gql`
  query FindPaymentTerm($id: String!) {
    paymentTerm(id: $id) {
      ...PaymentTermFields
      funnelCount
      isDefault
      createdAt
      updatedAt
    }
  }
  ${PAYMENT_TERM_FIELDS}
`

/** Empty shows when paymentTerm is null (no such id), so Success always has one. */
type Found = { paymentTerm: NonNullable<FindPaymentTermQuery['paymentTerm']> }

export const Empty = () => (
  <EmptyState title="Payment term not found" description="It may have been deleted." action={{ label: 'All payment terms', to: routes.paymentTerms() }} />
)

export const Success = ({ paymentTerm }: CellSuccessProps<FindPaymentTermQueryVariables, Found>) => <PaymentTerm paymentTerm={paymentTerm} />

export const PaymentTermCell = createCell<FindPaymentTermQueryVariables, FindPaymentTermQuery, Found>({
  QUERY,
  // Someone else may have changed it since: the cache shows at once, the server's copy follows.
  beforeQuery: (props) => ({ variables: props, fetchPolicy: 'cache-and-network' as const }),
  Empty,
  Success,
  displayName: 'PaymentTermCell',
})

export default PaymentTermCell

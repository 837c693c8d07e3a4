// The payment terms list: one server page of paymentTerms in a DataTable. Written by hand
// (docs/generators.md): the ID links the row, the default term is marked, the interval is in words
// and there is no Edit per row.
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindPaymentTermsQuery, FindPaymentTermsQueryVariables } from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import type { DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { canCreatePaymentTerm } from '../paymentTermAccess'
import { intervalText } from '../PaymentTerm/PaymentTerm'
import { recordColumn, RowLink } from '@/components/ui/DataTable/RowActions'
import { PAYMENT_TERM_FIELDS } from '../PaymentTermForm/paymentTermFields'
import { ServerDataTable } from '@/components/ui/DataTable/ServerDataTable'

export const QUERY = gql`
  query FindPaymentTerms($page: Int, $pageSize: Int, $sortBy: String, $sortOrder: SortOrder, $search: String) {
    paymentTerms(page: $page, pageSize: $pageSize, sortBy: $sortBy, sortOrder: $sortOrder, search: $search) {
      items {
        ...PaymentTermFields
        funnelCount
        isDefault
      }
      totalCount
      page
      pageSize
    }
  }
  ${PAYMENT_TERM_FIELDS}
`

type TermRow = FindPaymentTermsQuery['paymentTerms']['items'][number]

const columns: DataTableColumn<TermRow>[] = [
  recordColumn<TermRow>('id', 'ID', (row) => routes.paymentTerm({ id: row.id }), (row) => row.id),
  { key: 'name', header: 'Name', sortable: true, cell: (row) => (<>{row.name} {row.isDefault && <Badge tone="info">Default</Badge>}</>) },
  { key: 'numberOfPayments', header: 'Payments', sortable: true },
  { key: 'intervalUnit', header: 'Interval', cell: (row) => intervalText(row) },
  { key: 'funnelCount', header: 'Funnels' },
]

export const isEmpty = (data: FindPaymentTermsQuery) => data.paymentTerms.totalCount === 0

export const Empty = ({ search }: FindPaymentTermsQueryVariables) => {
  const user = useCurrentUser()
  if (search) return <EmptyState title="No payment terms match" description="Try another ID or name." />
  return (
    <EmptyState
      title="No payment terms yet"
      description="A payment term splits a price into payments."
      action={canCreatePaymentTerm(user) ? { label: 'Add Payment Term', to: routes.newPaymentTerm() } : undefined}
    />
  )
}

export const Success = ({ paymentTerms }: CellSuccessProps<FindPaymentTermsQueryVariables, FindPaymentTermsQuery>) => {
  return (
    <ServerDataTable<TermRow>
      label="Payment terms"
      columns={columns}
      list={paymentTerms}
      rowActions={(row) => (
        <RowLink to={routes.paymentTerm({ id: row.id })} name={row.id}>Show</RowLink>
      )}
    />
  )
}

export const PaymentTermsCell = createCell<FindPaymentTermsQueryVariables, FindPaymentTermsQuery>({ QUERY, isEmpty, Empty, Success, displayName: 'PaymentTermsCell' })

// One affiliate as staff see them (/affiliates/{id}): name, code and status with Approve, Suspend
// or Reactivate, and the tabs Overview (numbers, payout details, commission settings), Leads,
// Commissions and Payouts.
import { gql, useMutation } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { useState, type ReactNode } from 'react'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatAmount } from '@/lib/format'
import type {
  FindAdminAffiliateQuery,
  FindAdminAffiliateQueryVariables,
  SetAffiliateStatusMutation,
  SetAffiliateStatusMutationVariables,
} from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import { Button } from '@/components/ui/Button/Button'
import { ConfirmDialog } from '@/components/ui/ConfirmDelete/ConfirmDelete'
import { Detail, DetailList, None } from '@/components/ui/DetailList/DetailList'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { RecordHeader } from '@/components/ui/RecordHeader/RecordHeader'
import { Tabs } from '@/components/ui/Tabs/Tabs'
import { AdminAffiliateCommissionForm, AFFILIATE_RATE_FIELDS } from '../AdminAffiliateCommissionForm/AdminAffiliateCommissionForm'
import { AdminAffiliateLeadsCell } from '../AdminAffiliateLeadsCell/AdminAffiliateLeadsCell'
import { AdminCommissions } from '../AdminCommissionsCell/AdminCommissions'
import { AdminPayoutsCell } from '../AdminPayouts/AdminPayoutsCell'
import { affiliateStatus } from '../affiliateStaff'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'

export const AFFILIATE_FIELDS = gql`
  fragment AdminAffiliateFields on AdminAffiliate {
    id
    userId
    name
    email
    code
    status
    termsAcceptedAt
    createdAt
    clicks
    leads
    payingCustomers
    earnedCentavos
    pendingCentavos
    approvedCentavos
    paidCentavos
    selfReferrals
    payoutMethod
    payoutAccountName
    payoutAccountNumber
    payoutBankName
    ...AffiliateRateFields
  }
  ${AFFILIATE_RATE_FIELDS}
`

export const QUERY = gql`
  query FindAdminAffiliate($id: Int!) {
    adminAffiliate(id: $id) {
      ...AdminAffiliateFields
    }
  }
  ${AFFILIATE_FIELDS}
`

export const SET_AFFILIATE_STATUS = gql`
  mutation SetAffiliateStatus($id: Int!, $status: String!) {
    setAffiliateStatus(id: $id, status: $status) {
      id
      status
    }
  }
`

export type AdminAffiliateRecord = NonNullable<FindAdminAffiliateQuery['adminAffiliate']>

type StatusAction = { status: 'active' | 'suspended'; label: string; title: string; body: ReactNode; success: string; tone: 'primary' | 'danger'; loading: string }

/** The one status change an affiliate's status allows. */
function statusAction(affiliate: AdminAffiliateRecord): StatusAction | null {
  if (affiliate.status === 'waiting')
    return { status: 'active', label: 'Approve', title: `Approve ${affiliate.name}?`, body: 'Their links start attributing visitors and they earn commission.', success: 'Affiliate approved', tone: 'primary', loading: 'Approving...' }
  if (affiliate.status === 'active')
    return {
      status: 'suspended',
      label: 'Suspend',
      title: `Suspend ${affiliate.name}?`,
      body: 'Their links stop attributing and nothing new is earned. Money already earned is kept and still paid out.',
      success: 'Affiliate suspended',
      tone: 'danger',
      loading: 'Suspending...',
    }
  if (affiliate.status === 'suspended')
    return { status: 'active', label: 'Reactivate', title: `Reactivate ${affiliate.name}?`, body: 'Their links attribute again and they earn commission again.', success: 'Affiliate reactivated', tone: 'primary', loading: 'Reactivating...' }
  return null
}

const number = (label: string, value: ReactNode, highlight = false) => (
  <div className={highlight ? 'rounded-lg border border-red-200 bg-red-50 p-3' : 'rounded-lg border border-slate-200 bg-white p-3'}>
    <dt className={highlight ? 'text-xs font-medium text-red-700' : 'text-xs font-medium text-slate-500'}>{label}</dt>
    <dd className={highlight ? 'mt-1 text-lg font-semibold text-red-800' : 'mt-1 text-lg font-semibold text-slate-900'}>{value}</dd>
  </div>
)

function Overview({ affiliate }: { affiliate: AdminAffiliateRecord }) {
  return (
    <div className="space-y-8">
      <dl aria-label="Numbers" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {number('Clicks', affiliate.clicks)}
        {number('Leads', affiliate.leads)}
        {number('Paying customers', affiliate.payingCustomers)}
        {number('Earned', formatAmount(affiliate.earnedCentavos))}
        {number('Pending', formatAmount(affiliate.pendingCentavos))}
        {number('Approved', formatAmount(affiliate.approvedCentavos))}
        {number('Paid', formatAmount(affiliate.paidCentavos))}
        {number('Self-referrals', affiliate.selfReferrals, affiliate.selfReferrals > 0)}
      </dl>
      <section>
        <h2 className="mb-3 text-lg font-semibold text-slate-900">Payout details</h2>
        {affiliate.payoutMethod ? (
          <DetailList>
            <Detail label="Method">{affiliate.payoutMethod}</Detail>
            {affiliate.payoutMethod === 'Bank' && <Detail label="Bank">{affiliate.payoutBankName ?? <None />}</Detail>}
            <Detail label="Account name">{affiliate.payoutAccountName ?? <None />}</Detail>
            <Detail label={affiliate.payoutMethod === 'GCash' ? 'GCash number' : 'Account number'}>{affiliate.payoutAccountNumber ?? <None />}</Detail>
          </DetailList>
        ) : (
          <p className="text-sm text-slate-600">Not given yet: no payout is prepared for them until they add where to be paid.</p>
        )}
      </section>
      <section>
        <h2 className="mb-1 text-lg font-semibold text-slate-900">Commission</h2>
        <p className="mb-4 text-sm text-slate-600">Their rate, and a rate per funnel instead of it. A change counts for future commissions only.</p>
        <AdminAffiliateCommissionForm affiliate={affiliate} />
      </section>
    </div>
  )
}

function AffiliatePayouts({ affiliateId }: { affiliateId: number }) {
  const { variables } = useServerTable()
  return <AdminPayoutsCell affiliateId={affiliateId} page={variables.page} pageSize={variables.pageSize} />
}

function AffiliateLeads({ affiliateId }: { affiliateId: number }) {
  const { variables } = useServerTable()
  return <AdminAffiliateLeadsCell affiliateId={affiliateId} page={variables.page} pageSize={variables.pageSize} />
}

export function AdminAffiliate({ affiliate }: { affiliate: AdminAffiliateRecord }) {
  const status = affiliateStatus(affiliate.status)
  const action = statusAction(affiliate)
  const [asking, setAsking] = useState(false)
  const [setStatus] = useMutation<SetAffiliateStatusMutation, SetAffiliateStatusMutationVariables>(SET_AFFILIATE_STATUS, {
    refetchQueries: ['FindAdminAffiliates'],
  })
  return (
    <article className="space-y-6">
      <RecordHeader
        back={{ to: routes.affiliates(), label: 'Affiliates' }}
        title={affiliate.name}
        titleBadge={<Badge tone={status.tone}>{status.label}</Badge>}
        strongBack
        actions={
          action && (
            <Button variant={action.tone === 'danger' ? 'danger' : 'primary'} onClick={() => setAsking(true)}>
              {action.label}
            </Button>
          )
        }
      >
        <p className="mt-1 text-sm text-slate-600">
          <span className="font-mono">{affiliate.code}</span> · {affiliate.email}
        </p>
      </RecordHeader>
      {action && asking && (
        <ConfirmDialog
          open
          onClose={() => setAsking(false)}
          title={action.title}
          onConfirm={() => setStatus({ variables: { id: affiliate.id, status: action.status } })}
          confirmLabel={action.label}
          loadingLabel={action.loading}
          tone={action.tone}
          success={action.success}
        >
          {action.body}
        </ConfirmDialog>
      )}
      <Tabs
        label="Affiliate"
        values={['overview', 'leads', 'commissions', 'payouts']}
        tabs={[
          { label: 'Overview', content: <Overview affiliate={affiliate} /> },
          { label: 'Leads', content: <AffiliateLeads affiliateId={affiliate.id} /> },
          { label: 'Commissions', content: <AdminCommissions affiliateId={affiliate.id} /> },
          { label: 'Payouts', content: <AffiliatePayouts affiliateId={affiliate.id} /> },
        ]}
      />
    </article>
  )
}

export const Empty = () => <EmptyState title="Affiliate not found" description="No affiliate has this number." action={{ label: 'Affiliates', to: routes.affiliates() }} />
export const isEmpty = (data: FindAdminAffiliateQuery) => !data.adminAffiliate

export const Success = ({ adminAffiliate }: CellSuccessProps<FindAdminAffiliateQueryVariables, FindAdminAffiliateQuery>) =>
  adminAffiliate ? <AdminAffiliate affiliate={adminAffiliate} /> : null

export const AdminAffiliateCell = createCell<FindAdminAffiliateQueryVariables, FindAdminAffiliateQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'AdminAffiliateCell',
})

export default AdminAffiliateCell

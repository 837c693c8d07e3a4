// /affiliate/commission (login only; the affiliate's own): the commission balance and every
// commission, filtered by status from the address (?status=), a page at a time (?page=).
import { Link, routes } from '@redwoodjs/router'
import { CommissionsCell } from '@/components/Affiliates/CommissionsCell/CommissionsCell'
import { COMMISSION_STATUS_OPTIONS } from '@/components/Affiliates/commissionStatus'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { FilterSelect } from '@/components/ui/ListToolbar/ListFilters'
import { useQueryParam } from '@/lib/useQueryParam'

export default function AffiliateCommissionPage() {
  const { variables } = useServerTable()
  const [status] = useQueryParam('status')
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="mb-2 text-2xl font-semibold tracking-tight text-slate-900">Commission</h1>
      <p className="mb-6 max-w-3xl text-sm text-slate-600">
        You earn on every approved payment of the people your links brought, instalments and renewals included. A commission is pending during the
        refund window, then approved for your next payout.{' '}
        <Link to={routes.affiliatePayout()} className="font-medium text-brand-700 underline">
          Payout details and history
        </Link>
      </p>
      <div className="mb-4 sm:w-72">
        <FilterSelect id="commission-status" label="Status" param="status" value={status || null} options={COMMISSION_STATUS_OPTIONS} all="Every status" />
      </div>
      <CommissionsCell status={status || null} page={variables.page} pageSize={variables.pageSize} />
    </div>
  )
}

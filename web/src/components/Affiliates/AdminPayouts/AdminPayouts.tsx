// The Payouts tab of /affiliates: prepare payouts for a period, export the unpaid ones (CSV or
// XLSX, as the role acting now) and the list, filtered by ?payouts=prepared|paid.
import { useCurrentUser } from '@/auth'
import { buttonClassName } from '@/components/ui/Button/Button'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { FilterSelect } from '@/components/ui/ListToolbar/ListFilters'
import { useQueryParam } from '@/lib/useQueryParam'
import { payoutsExportUrl } from '../affiliateStaff'
import { AdminPayoutsCell } from './AdminPayoutsCell'
import { PreparePayouts } from './PreparePayouts'

const PAYOUT_FILTERS = [
  { value: 'prepared', label: 'Prepared' },
  { value: 'paid', label: 'Paid' },
]

export function AdminPayouts() {
  const { variables } = useServerTable()
  const [filter] = useQueryParam('payouts')
  const role = useCurrentUser()?.accessLevel?.name
  const paid = filter === 'paid' ? true : filter === 'prepared' ? false : null
  return (
    <div className="space-y-4">
      <PreparePayouts />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <FilterSelect id="payouts-filter" label="Payouts" param="payouts" value={filter || null} options={PAYOUT_FILTERS} all="Every payout" compact className="sm:w-56" />
        <div className="flex flex-wrap gap-2">
          <a href={payoutsExportUrl('csv', role)} download className={buttonClassName('secondary', 'md')}>
            Export CSV
          </a>
          <a href={payoutsExportUrl('xlsx', role)} download className={buttonClassName('secondary', 'md')}>
            Export XLSX
          </a>
        </div>
      </div>
      <p className="text-xs text-muted">The exports list the payouts not yet paid, for the transfer.</p>
      <AdminPayoutsCell paid={paid} page={variables.page} pageSize={variables.pageSize} />
    </div>
  )
}

// The Commissions tab of an affiliate's page: a status filter (?status=) over their commissions.
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { FilterSelect } from '@/components/ui/ListToolbar/ListFilters'
import { useQueryParam } from '@/lib/useQueryParam'
import { COMMISSION_STATUS_OPTIONS } from '../commissionStatus'
import { AdminCommissionsCell } from './AdminCommissionsCell'

export function AdminCommissions({ affiliateId }: { affiliateId: number }) {
  const { variables } = useServerTable()
  const [status] = useQueryParam('status')
  return (
    <div className="space-y-4">
      <FilterSelect id="commissions-status" label="Status" param="status" value={status || null} options={COMMISSION_STATUS_OPTIONS} all="Every status" compact className="sm:w-56" />
      <AdminCommissionsCell affiliateId={affiliateId} status={status || null} page={variables.page} pageSize={variables.pageSize} />
    </div>
  )
}

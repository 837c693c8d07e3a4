// Above /reports: the status filter (?status=), back to page 1 on a change.
import { BUG_REPORT_STATUS_OPTIONS } from '@common/validation/bugReports'
import { FilterSelect } from '@/components/ui/ListToolbar/ListFilters'

export function BugReportsToolbar({ status }: { status: string | null }) {
  return (
    <div className="mb-4 sm:w-56">
      <FilterSelect id="reports-status" label="Status" param="status" value={status} options={BUG_REPORT_STATUS_OPTIONS} all="Every status" compact />
    </div>
  )
}

// Above the jobs table: the state and the kind of job, each kept in the address (?state=, ?name=)
// and going back to page 1. Two selects rather than a row of state buttons: six states do not fit
// a phone's width.
import { FilterSelect } from '@/components/ui/ListToolbar/ListFilters'
import { JOB_LABELS, JOB_STATES } from '../jobStates'

const STATE_OPTIONS = JOB_STATES.map(({ value, label }) => ({ value, label }))
const NAME_OPTIONS = Object.entries(JOB_LABELS).map(([value, label]) => ({ value, label }))

export function JobsToolbar({ state, name }: { state: string | null; name: string | null }) {
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:w-2/3">
      <FilterSelect id="jobs-state" label="State" param="state" value={state} options={STATE_OPTIONS} all="Every state" />
      <FilterSelect id="jobs-name" label="Kind of job" param="name" value={name} options={NAME_OPTIONS} all="Every kind" />
    </div>
  )
}

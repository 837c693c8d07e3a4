// Above the jobs table: the state and the kind of job, each kept in the address (?state=, ?name=)
// and going back to page 1. By default the jobs that need attention (waiting, running or failed);
// ?state=all shows every state. Two selects rather than a row of state buttons: seven choices do
// not fit a phone's width.
import { FilterSelect } from '@/components/ui/ListToolbar/ListFilters'
import { ALL_STATES, JOB_LABELS, JOB_STATES } from '../jobStates'

const STATE_OPTIONS = [...JOB_STATES.map(({ value, label }) => ({ value, label })), { value: ALL_STATES, label: 'Every state' }]
const NAME_OPTIONS = Object.entries(JOB_LABELS).map(([value, label]) => ({ value, label }))

export function JobsToolbar({ state, name }: { state: string | null; name: string | null }) {
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:w-2/3">
      <FilterSelect id="jobs-state" label="State" param="state" value={state} options={STATE_OPTIONS} all="Needs attention" />
      <FilterSelect id="jobs-name" label="Kind of job" param="name" value={name} options={NAME_OPTIONS} all="Every kind" />
    </div>
  )
}

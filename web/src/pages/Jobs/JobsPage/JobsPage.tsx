// /jobs (flag jobs, the admin level's by default): the background job queue, newest first, a page
// at a time; ?state=, ?name= and ?page= in the address are the list's variables (no ?state=: the
// jobs that need attention).
import { JobsCell } from '@/components/Jobs/JobsCell/JobsCell'
import { JobsToolbar } from '@/components/Jobs/JobsToolbar/JobsToolbar'
import { stateFilter } from '@/components/Jobs/jobStates'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { useQueryParam } from '@/lib/useQueryParam'

export default function JobsPage() {
  const { variables } = useServerTable()
  const [state] = useQueryParam('state')
  const [name] = useQueryParam('name')
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="mb-2 text-2xl font-semibold tracking-tight text-slate-900">Background Jobs</h1>
      <p className="mb-6 max-w-3xl text-sm text-slate-600">
        The work the app does out of sight: sending e-mail, imports, and its regular tidying. A job that fails is tried again on its own a few
        times; one that failed for good waits here for you to retry it once its cause is fixed, or to discard it.
      </p>
      <JobsToolbar state={state || null} name={name || null} />
      <JobsCell page={variables.page} pageSize={variables.pageSize} state={stateFilter(state)} name={name || null} />
    </div>
  )
}

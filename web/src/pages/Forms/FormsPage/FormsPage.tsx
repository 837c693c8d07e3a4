// /forms: every form, newest first, a page at a time; ?page=, ?sortBy=, ?sortOrder= and ?search= in
// the address are the list's variables. "New form" opens a dialog (the spec has no /forms/new) and
// shows only to those who may open a form's page (the form page flag), where a new form lands.
import { useCurrentUser } from '@/auth'
import { FormsCell } from '@/components/Forms/FormsCell/FormsCell'
import { FormsToolbar } from '@/components/Forms/FormsToolbar/FormsToolbar'
import { NewFormModal } from '@/components/Forms/NewFormModal/NewFormModal'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { isPageAllowed } from '@/lib/pageAccess'
import { useQueryParam } from '@/lib/useQueryParam'

export default function FormsPage() {
  const { variables } = useServerTable()
  const [search] = useQueryParam('search')
  const user = useCurrentUser()
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Forms</h1>
        {isPageAllowed('form', user?.pageAccess) && <NewFormModal />}
      </div>
      {/* Keyed by the address's search so Back and shared links refill the box. */}
      <FormsToolbar key={search ?? ''} search={search ?? ''} />
      <FormsCell {...variables} search={search || null} />
    </div>
  )
}

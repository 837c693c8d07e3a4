// /redirect-rules (flag redirectRules): every rule, a page at a time; ?page=, ?sortBy=, ?sortOrder=
// and ?search= in the address are the list's variables. New rules and edits open in a dialog.
import { NewRedirectRule } from '@/components/Settings/NewRedirectRule/NewRedirectRule'
import { RedirectRulesCell } from '@/components/Settings/RedirectRulesCell/RedirectRulesCell'
import { RedirectRulesToolbar } from '@/components/Settings/RedirectRulesToolbar/RedirectRulesToolbar'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { useQueryParam } from '@/lib/useQueryParam'

export default function RedirectRulesPage() {
  const { variables } = useServerTable()
  const [search] = useQueryParam('search')
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Redirect Rules</h1>
        <NewRedirectRule />
      </div>
      <p className="mb-6 text-sm text-slate-600">
        Visitors of a rule&apos;s path are sent to its URL before the app loads. A rule can never lead back to itself.
      </p>
      {/* Keyed by the address's search so Back and shared links refill the box. */}
      <RedirectRulesToolbar key={search ?? ''} search={search ?? ''} />
      <RedirectRulesCell {...variables} search={search || null} />
    </div>
  )
}

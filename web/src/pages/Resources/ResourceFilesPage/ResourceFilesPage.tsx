// /resource-files: every resource file, a page at a time; ?page=, ?sortBy=, ?sortOrder=, ?category=,
// ?audience= and ?search= in the address are the list's variables, so a reload or a shared link shows
// the same page. "Add New Resource" shows only with the resource-file_create function flag.
import { Link, routes } from '@redwoodjs/router'
import { FILE_CATEGORIES } from '@common/files'
import { RESOURCE_AUDIENCES } from '@common/validation/resources'
import { useCurrentUser } from '@/auth'
import { canCreateResourceFile } from '@/components/Resources/resourceFileAccess'
import { ResourceFilesCell } from '@/components/Resources/ResourceFilesCell/ResourceFilesCell'
import { parseChoice, ResourceFilesToolbar } from '@/components/Resources/ResourceFilesToolbar/ResourceFilesToolbar'
import { buttonClassName } from '@/components/ui/Button/Button'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { useQueryParam } from '@/lib/useQueryParam'

export default function ResourceFilesPage() {
  const { variables } = useServerTable()
  const [rawCategory] = useQueryParam('category')
  const [rawAudience] = useQueryParam('audience')
  const [search] = useQueryParam('search')
  const category = parseChoice(rawCategory, FILE_CATEGORIES)
  const audience = parseChoice(rawAudience, RESOURCE_AUDIENCES)
  const user = useCurrentUser()
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Resources</h1>
        {canCreateResourceFile(user) && (
          <Link to={routes.newResourceFile()} className={buttonClassName('primary', 'md')}>
            Add New Resource
          </Link>
        )}
      </div>
      {/* Keyed by the address's search so Back and shared links refill the box. */}
      <ResourceFilesToolbar key={search ?? ''} category={category} audience={audience} search={search ?? ''} />
      <ResourceFilesCell {...variables} category={category} audience={audience} search={search || null} />
    </div>
  )
}

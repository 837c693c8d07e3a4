// /access-levels: every access level (the roles users act as) with how much it opens; ?page=,
// ?sortBy=, ?sortOrder= and ?search= in the address are the list's variables. "Add Access Level"
// shows only with the newAccessLevel page and the access-level_create function flag.
import { Link, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { canCreateAccessLevel } from '@/components/AccessLevels/accessLevelAccess'
import { AccessLevelsCell } from '@/components/AccessLevels/AccessLevelsCell/AccessLevelsCell'
import { AccessLevelsToolbar } from '@/components/AccessLevels/AccessLevelsToolbar/AccessLevelsToolbar'
import { buttonClassName } from '@/components/ui/Button/Button'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { useQueryParam } from '@/lib/useQueryParam'

export default function AccessLevelsPage() {
  const { variables } = useServerTable()
  const [search] = useQueryParam('search')
  const user = useCurrentUser()
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Access Levels</h1>
        {canCreateAccessLevel(user) && (
          <Link to={routes.newAccessLevel()} className={buttonClassName('primary', 'md')}>
            Add Access Level
          </Link>
        )}
      </div>
      <p className="mb-4 max-w-3xl text-sm text-slate-600">
        An access level is a role a user may act as. Its page and function flags decide what that role opens; a change reaches
        everyone holding the level on their next page load.
      </p>
      <AccessLevelsToolbar key={search ?? ''} search={search ?? ''} />
      <AccessLevelsCell {...variables} search={search || null} />
    </div>
  )
}

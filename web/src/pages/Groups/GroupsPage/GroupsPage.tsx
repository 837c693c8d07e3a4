// /groups: every group, a page at a time, searched by name (?search=, ?page=, ?sortBy= in the
// address). "Add New Group" shows only with group_create.
import { Link, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { GroupsCell } from '@/components/Groups/GroupsCell/GroupsCell'
import { canCreateGroup } from '@/components/Groups/groupAccess'
import { SearchBox } from '@/components/ui/SearchBox/SearchBox'
import { buttonClassName } from '@/components/ui/Button/Button'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { useQueryParam } from '@/lib/useQueryParam'

export default function GroupsPage() {
  const { variables } = useServerTable()
  const [search] = useQueryParam('search')
  const user = useCurrentUser()
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Groups</h1>
        {canCreateGroup(user) && (
          <Link to={routes.newGroup()} className={buttonClassName('primary', 'md')}>
            Add New Group
          </Link>
        )}
      </div>
      <SearchBox key={search ?? ''} label="Search groups by name" search={search ?? ''} />
      <GroupsCell {...variables} search={search || null} />
    </div>
  )
}

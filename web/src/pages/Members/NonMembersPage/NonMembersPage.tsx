// /community/non-members: accounts without a membership (not archived, not holding the member
// access level), searched and paged on the server; Create User Account with user_create.
import { Link, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { NonMembersCell } from '@/components/Members/NonMembersCell/NonMembersCell'
import { PeopleSearch } from '@/components/Members/PeopleSearch/PeopleSearch'
import { buttonClassName } from '@/components/ui/Button/Button'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { useQueryParam } from '@/lib/useQueryParam'

export default function NonMembersPage() {
  const { variables } = useServerTable()
  const [search] = useQueryParam('search')
  const user = useCurrentUser()
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Non-members</h1>
        {user?.functionAccess.user_create && (
          <Link to={routes.newUser()} className={buttonClassName('primary')}>
            Create User Account
          </Link>
        )}
      </div>
      <PeopleSearch key={search ?? ''} label="Non-members" search={search} />
      <NonMembersCell {...variables} search={search} />
    </div>
  )
}

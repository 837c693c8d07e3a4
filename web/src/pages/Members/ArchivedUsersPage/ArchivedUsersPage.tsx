// /community/archivedUsers: archived accounts, searched and paged on the server.
import { ArchivedUsersCell } from '@/components/Members/ArchivedUsersCell/ArchivedUsersCell'
import { PeopleSearch } from '@/components/Members/PeopleSearch/PeopleSearch'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { useQueryParam } from '@/lib/useQueryParam'

export default function ArchivedUsersPage() {
  const { variables } = useServerTable()
  const [search] = useQueryParam('search')
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">Archived Users</h1>
      <PeopleSearch key={search ?? ''} label="Archived users" search={search} />
      <ArchivedUsersCell {...variables} search={search} />
    </div>
  )
}

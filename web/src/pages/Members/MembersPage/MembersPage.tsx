// /community/members: every member, a page at a time, found by part of a name, e-mail or Tribe ID
// and narrowed by status, member type, batch, group, stage and access level. The page, sort and
// filters are all in the address (?page=, ?sortBy=, ?search=, ?batch= ...), so a reload or a shared
// link such as /community/members?batch=3 shows the same list.
import { useLocation } from '@redwoodjs/router'
import { MemberFilterOptionsCell } from '@/components/Members/MemberFilterOptionsCell/MemberFilterOptionsCell'
import { MembersCell } from '@/components/Members/MembersCell/MembersCell'
import { parseMemberFilters } from '@/components/Members/memberParams'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'

export default function MembersPage() {
  const { variables } = useServerTable()
  const { search } = useLocation()
  const filters = parseMemberFilters(search)
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">Members</h1>
      {/* Keyed by the address's search so Back and shared links refill the box. */}
      <MemberFilterOptionsCell key={filters.search ?? ''} filters={filters} />
      <MembersCell {...variables} {...filters} />
    </div>
  )
}

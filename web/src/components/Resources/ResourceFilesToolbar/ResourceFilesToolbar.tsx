// Above the resource files table: filter by category (the spec's table) and audience, and search
// titles. All three live in the address (?category=, ?audience=, ?search=) like the table's page and
// sort, and a change goes back to page 1 in the same navigation.
import { FILE_CATEGORIES } from '@common/files'
import { RESOURCE_AUDIENCES, RESOURCE_AUDIENCE_LABELS } from '@common/validation/resources'
import { categoryLabel } from '@/lib/resourceCategories'
import { FilterSelect } from '@/components/ui/ListToolbar/ListFilters'
import { ListToolbar } from '@/components/ui/ListToolbar/ListToolbar'

// Room on the right for the select's arrow.
const SELECT =
  'block w-full rounded-lg border-0 bg-white py-2 pl-3 pr-8 text-sm text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 focus:outline-none focus:ring-2 focus:ring-inset focus:ring-brand-500'
const CATEGORY_OPTIONS = FILE_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) }))
const AUDIENCE_OPTIONS = RESOURCE_AUDIENCES.map((value) => ({ value, label: RESOURCE_AUDIENCE_LABELS[value] }))

/** A value of the list or null (an unknown ?category= is ignored rather than refused). */
export function parseChoice<T extends string>(raw: string | null, choices: readonly T[]): T | null {
  return (choices as readonly string[]).includes(raw ?? '') ? (raw as T) : null
}

export function ResourceFilesToolbar({ category, audience, search }: { category: string | null; audience: string | null; search: string }) {
  const filters = (
    <div className="grid grid-cols-2 gap-3 sm:flex">
      <FilterSelect id="resource-category" label="Category" param="category" value={category} all="All categories" options={CATEGORY_OPTIONS} compact selectClassName={SELECT} />
      <FilterSelect id="resource-audience" label="Audience" param="audience" value={audience} all="All audiences" options={AUDIENCE_OPTIONS} compact selectClassName={SELECT} />
    </div>
  )
  return <ListToolbar id="resource" label="Resource files" searchLabel="Search resources by title" placeholder="Search by title" search={search} layout="wideRow" filters={filters} />
}

// The results of one global search (the query and type the address holds), as links to where
// each result lives for the user's role.
import { gql, type ApolloError } from '@apollo/client'
import { Link } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { GlobalSearchQuery, GlobalSearchQueryVariables } from '@/types/graphql'
import { Spinner } from '@/components/ui/Spinner/Spinner'
import { searchResultHref, type SearchType } from '../search'

export const QUERY = gql`
  query GlobalSearch($query: String!, $type: String) {
    globalSearch(query: $query, type: $type) {
      title
      type
      id
      subId
    }
  }
`

type Props = {
  query: string
  type: SearchType | null
  role: string | null
  /** Called when a result is opened (the panel closes). */
  onOpen: () => void
}

export const beforeQuery = ({ query, type }: Props) => ({ variables: { query, type } satisfies GlobalSearchQueryVariables })

/** Also shown by the search box while the typed text waits for its debounce pause. */
export const Loading = () => (
  <p className="flex items-center gap-2 px-2 py-3 text-sm text-slate-500">
    <Spinner size="sm" /> Searching...
  </p>
)

export const Empty = () => <p className="px-2 py-6 text-center text-sm text-slate-500">Oops, no results found</p>

export const Failure = ({ error }: { error: ApolloError }) => (
  <p role="alert" className="px-2 py-3 text-sm text-red-600">
    {error.message}
  </p>
)

export const Success = ({ globalSearch, role, onOpen }: CellSuccessProps<Props, GlobalSearchQuery>) => (
  <ul aria-label="Search results">
    {globalSearch.map((result) => (
      <li key={`${result.type}-${result.id}`}>
        <Link
          to={searchResultHref(result, role)}
          onClick={onOpen}
          className="flex items-center justify-between gap-3 rounded-lg px-2 py-2 text-sm hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <span className="truncate text-slate-900">{result.title}</span>
          <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs capitalize text-slate-600">
            {result.type}
          </span>
        </Link>
      </li>
    ))}
  </ul>
)

export const GlobalSearchCell = createCell<Props, GlobalSearchQuery>({
  QUERY,
  beforeQuery,
  Loading,
  Empty,
  Failure,
  Success,
  displayName: 'GlobalSearchCell',
})

export default GlobalSearchCell

// Binds a server-paged list to the address: ?page=, ?sortBy= and ?sortOrder= are the list's query
// variables and the DataTable's state, so a reload, the back button or a shared link shows the same page.
import { DEFAULT_PAGE_SIZE } from '@common/pagination'
import { setQueryParams, useQueryParam } from '@/lib/useQueryParam'
import { usePageParam } from '../Pager/Pager'
import type { DataTableProps } from './DataTable'
import type { SortState } from './sorting'

/** The arguments every list query takes (see paginate() in api/src/lib/paginate.ts). */
export type ServerTableVariables = {
  page: number
  pageSize: number
  sortBy: string | null
  sortOrder: 'asc' | 'desc' | null
}

/** The DataTable props that follow the address; spread them, then add columns, rows and totalCount. */
export type ServerTableProps = Required<Pick<DataTableProps<unknown>, 'page' | 'pageSize' | 'onPageChange' | 'onSortChange'>> & {
  sort: SortState
}

/** What useServerTable returns; a list cell takes it as its props. */
export type ServerTable = { variables: ServerTableVariables; tableProps: ServerTableProps }

/**
 * The list query's variables and the DataTable props, both read from the address. A new sort goes
 * back to page 1 in the same navigation (the old page number means nothing in the new order).
 */
export function useServerTable({ pageSize = DEFAULT_PAGE_SIZE }: { pageSize?: number } = {}): ServerTable {
  const [page, setPage] = usePageParam()
  const [sortBy] = useQueryParam('sortBy')
  const [sortOrder] = useQueryParam('sortOrder')
  // An order without a column means nothing; a column without a valid order sorts ascending.
  const sort: SortState = sortBy ? { key: sortBy, direction: sortOrder === 'desc' ? 'desc' : 'asc' } : null
  return {
    variables: { page, pageSize, sortBy: sort?.key ?? null, sortOrder: sort?.direction ?? null },
    tableProps: {
      page,
      pageSize,
      sort,
      onPageChange: setPage,
      onSortChange: (next) => setQueryParams({ sortBy: next?.key ?? null, sortOrder: next?.direction ?? null, page: null }),
    },
  }
}

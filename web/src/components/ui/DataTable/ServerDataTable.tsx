// One server page of a list in a DataTable: the page and the sort follow the address
// (useServerTable), `list` is the list query's answer (items and totalCount), and the rows are
// records known by their id.
import { DataTable } from './DataTable'
import type { DataTableProps } from './dataTableProps'
import { useServerTable } from './useServerTable'

type ServerDataTableProps<T> = Omit<DataTableProps<T>, 'rows' | 'totalCount' | 'page' | 'onPageChange' | 'sort' | 'onSortChange' | 'primaryKey'> & {
  list: { items: readonly T[]; totalCount: number }
}

export function ServerDataTable<T extends { id: string | number }>({ list, pageSize, ...props }: ServerDataTableProps<T>) {
  const { tableProps } = useServerTable({ pageSize })
  return <DataTable<T> {...tableProps} {...props} rows={list.items} totalCount={list.totalCount} primaryKey={'id' as keyof T & string} />
}

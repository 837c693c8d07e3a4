// Server-side paging for every list operation: `list(page, pageSize, sortBy, sortOrder, ...filters)`
// answering `{ items totalCount page pageSize }` (docs/api.md, "Pagination"). The service keeps
// its own query (joins, filters); paginate() checks the paging arguments, turns sortBy into an
// ORDER BY the service allowed, and runs the page and the count together.
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../common/pagination'
import { parseInput } from './validation'

export type PageArgs = { page?: number | null; pageSize?: number | null; sortBy?: string | null; sortOrder?: 'asc' | 'desc' | null }
export type PageResult<T> = { items: T[]; totalCount: number; page: number; pageSize: number }

export type PageSpec<T> = {
  /** Field name the client sends -> column (or expression). Anything else is refused. */
  sortable: Record<string, AnyColumn | SQL>
  /** The order without sortBy, and the tie-breaker after it: end with a unique column. */
  defaultSort: SQL[]
  rows: (page: { limit: number; offset: number; orderBy: SQL[] }) => Promise<T[]>
  count: () => Promise<number>
}

export const pageMessages = {
  page: 'Page must be 1 or more',
  pageSize: `Page size must be between 1 and ${MAX_PAGE_SIZE}`,
  sortBy: (allowed: string[]) => (allowed.length ? `Sort by one of ${allowed.join(', ')}` : 'This list cannot be sorted'),
  list: 'Invalid list request',
}

/**
 * The paging arguments as a zod object, for a service that validates its filters in the same
 * pass (`pageArgsSchema(sortable).extend({ status: ... })`), so one error names every bad field.
 */
export function pageArgsSchema(sortable: Record<string, unknown>) {
  const allowed = Object.keys(sortable)
  return z.object({
    page: z.number().int(pageMessages.page).min(1, pageMessages.page).nullish(),
    pageSize: z.number().int(pageMessages.pageSize).min(1, pageMessages.pageSize).max(MAX_PAGE_SIZE, pageMessages.pageSize).nullish(),
    // Own keys only: 'constructor' or 'toString' must not reach the ORDER BY.
    sortBy: z
      .string()
      .refine((name) => Object.hasOwn(sortable, name), pageMessages.sortBy(allowed))
      .nullish(),
    sortOrder: z.enum(['asc', 'desc']).nullish(),
  })
}

/** One page of a list and its total, in two statements run together. Bad page/pageSize/sortBy -> UserInputError
 *  with field messages ('page', 'pageSize', 'sortBy'). The requested sort is followed by defaultSort as the
 *  tie-breaker, so pages are stable. */
export async function paginate<T>(args: PageArgs, spec: PageSpec<T>): Promise<PageResult<T>> {
  const { page, pageSize, sortBy, sortOrder } = parseInput(pageArgsSchema(spec.sortable), args, pageMessages.list)
  const currentPage = page ?? 1
  const size = pageSize ?? DEFAULT_PAGE_SIZE
  const orderBy = sortBy ? [(sortOrder === 'desc' ? desc : asc)(spec.sortable[sortBy]), ...spec.defaultSort] : spec.defaultSort
  const [items, totalCount] = await Promise.all([
    spec.rows({ limit: size, offset: (currentPage - 1) * size, orderBy }),
    spec.count(),
  ])
  return { items, totalCount, page: currentPage, pageSize: size }
}

// The renewal worklist's filters as the address holds them (?bucket=&batchId=&search=), and where
// its export downloads from with the same filters.
import { RETENTION_BUCKETS, type RetentionBucketChoice } from '@common/retention'

export type RetentionSearch = { bucket: RetentionBucketChoice; batchId: number | null; search: string | null }

/** The filters in `query` (a location's search string); anything unknown is the default. */
export function readRetentionSearch(query: string): RetentionSearch {
  const params = new URLSearchParams(query)
  const bucket = params.get('bucket') as RetentionBucketChoice | null
  const batchId = Number(params.get('batchId'))
  return {
    bucket: bucket && RETENTION_BUCKETS.includes(bucket) ? bucket : 'all',
    batchId: Number.isSafeInteger(batchId) && batchId > 0 ? batchId : null,
    search: params.get('search')?.trim() || null,
  }
}

/** The export of the filtered list; `as` is the role acting now (a link cannot send the x-current-role header). */
export function retentionExportUrl(format: 'csv' | 'xlsx', search: RetentionSearch, role: string | null | undefined) {
  const params = new URLSearchParams({ format })
  if (search.bucket !== 'all') params.set('bucket', search.bucket)
  if (search.batchId) params.set('batchId', String(search.batchId))
  if (search.search) params.set('search', search.search)
  if (role) params.set('as', role)
  return `/api/retention-export?${params.toString()}`
}

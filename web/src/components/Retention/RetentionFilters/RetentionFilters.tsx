// Above the worklist: the Cash collection buckets (the spec's labels, each with its count), the
// batch and the search, all in the address (a change goes back to page 1).
import { useId } from 'react'
import { RETENTION_BUCKET_LABELS, RETENTION_BUCKETS, type RetentionBucketChoice } from '@common/retention'
import { controlClass } from '@/components/ui/Form/controls'
import { FilterButtons } from '@/components/ui/ListControls/ListControls'
import { SearchBox } from '@/components/ui/SearchBox/SearchBox'
import { setQueryParams } from '@/lib/useQueryParam'
import type { RetentionSearch } from '../retentionSearch'

const OPTIONS = RETENTION_BUCKETS.map((value) => ({ value, label: RETENTION_BUCKET_LABELS[value] }))

export function RetentionFilters({
  search,
  counts,
  batches,
}: {
  search: RetentionSearch
  counts: Partial<Record<RetentionBucketChoice, number>>
  batches: readonly { id: number; name: string }[]
}) {
  const batchSelect = useId()
  return (
    <div className="mb-4 space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <div>
        <p className="mb-2 text-sm font-medium text-slate-700">Cash collection</p>
        <FilterButtons<RetentionBucketChoice>
          label="Cash collection"
          options={OPTIONS}
          value={search.bucket}
          counts={counts}
          onChange={(bucket) => setQueryParams({ bucket: bucket === 'all' ? null : bucket, page: null })}
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex items-center gap-2">
          <label htmlFor={batchSelect} className="text-sm text-slate-600">
            Batch
          </label>
          <select
            id={batchSelect}
            value={search.batchId ?? ''}
            onChange={(event) => setQueryParams({ batchId: event.target.value || null, page: null })}
            className={`${controlClass(false)} sm:w-56`}
          >
            <option value="">Every batch</option>
            {batches.map((batch) => (
              <option key={batch.id} value={batch.id}>
                {batch.name}
              </option>
            ))}
          </select>
        </div>
        {/* Keyed by the address's search so Back and shared links refill the box. */}
        <SearchBox key={search.search ?? ''} label="Search members" search={search.search ?? ''} placeholder="Name, e-mail or mobile" />
      </div>
    </div>
  )
}

// /batches/new: Launch New Batch.
import { NewBatch } from '@/components/Batches/NewBatch/NewBatch'

export default function NewBatchPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <NewBatch />
    </div>
  )
}

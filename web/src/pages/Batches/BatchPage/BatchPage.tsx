// /batches/{id}: one batch, its member count and a link to its members.
import { BatchCell } from '@/components/Batches/BatchCell/BatchCell'

export default function BatchPage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <BatchCell id={id} />
    </div>
  )
}

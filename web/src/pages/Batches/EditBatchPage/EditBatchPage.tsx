// /batches/{id}/edit: the batch's name, number and launch window.
import { EditBatchCell } from '@/components/Batches/EditBatchCell/EditBatchCell'

export default function EditBatchPage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <EditBatchCell id={id} />
    </div>
  )
}

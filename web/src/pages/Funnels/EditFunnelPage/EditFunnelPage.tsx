// /funnels/{id}/edit (no flag of its own: guarded by editProduct).
import { EditFunnelCell } from '@/components/Funnels/EditFunnelCell/EditFunnelCell'

export default function EditFunnelPage({ id }: { id: string }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <EditFunnelCell id={id} />
    </div>
  )
}

// /events/{id}/edit: change an event.
import { EditEventCell } from '@/components/Events/EditEventCell/EditEventCell'

export default function EditEventPage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <EditEventCell id={id} />
    </div>
  )
}

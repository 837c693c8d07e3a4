// /events/{id}: one event.
import { EventCell } from '@/components/Events/EventCell/EventCell'

export default function EventPage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <EventCell id={id} />
    </div>
  )
}

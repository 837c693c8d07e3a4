// /events/new: a new event (route guarded by the newEvent page flag; saving needs event_create).
import { NewEvent } from '@/components/Events/NewEvent/NewEvent'

export default function NewEventPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <NewEvent />
    </div>
  )
}

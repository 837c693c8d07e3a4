// /success-managers/{id}: one manager, assigning and unassigning their members.
import { SuccessManagerCell } from '@/components/Groups/SuccessManagerCell/SuccessManagerCell'

export default function SuccessManagerPage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <SuccessManagerCell id={id} />
    </div>
  )
}

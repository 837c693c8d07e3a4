// /groups/{id}/edit: change or delete a group.
import { EditGroupCell } from '@/components/Groups/EditGroupCell/EditGroupCell'

export default function EditGroupPage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <EditGroupCell id={id} />
    </div>
  )
}

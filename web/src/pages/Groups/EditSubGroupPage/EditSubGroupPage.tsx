// /sub-groups/{id}/edit: change a sub-group's name, description and leaders (its page stays /sub-group/{id}).
import { EditSubGroupCell } from '@/components/Groups/EditSubGroupCell/EditSubGroupCell'

export default function EditSubGroupPage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <EditSubGroupCell id={id} />
    </div>
  )
}

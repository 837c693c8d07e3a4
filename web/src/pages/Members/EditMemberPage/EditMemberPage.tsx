// /community/members/{id}/edit: change a member.
import { EditMemberCell } from '@/components/Members/EditMemberCell/EditMemberCell'

export default function EditMemberPage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <EditMemberCell id={id} />
    </div>
  )
}

// /community/non-members/{id}/edit: a non-member's basic fields.
import { EditNonMemberCell } from '@/components/Members/EditNonMemberCell/EditNonMemberCell'

export default function EditNonMemberPage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <EditNonMemberCell id={id} />
    </div>
  )
}

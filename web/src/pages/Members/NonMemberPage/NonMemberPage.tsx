// /community/non-members/{id}: one non-member.
import { NonMemberCell } from '@/components/Members/NonMemberCell/NonMemberCell'

export default function NonMemberPage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <NonMemberCell id={id} />
    </div>
  )
}

// /community/members/{id}: a member's back-office profile.
import { MemberCell } from '@/components/Members/MemberCell/MemberCell'

export default function MemberPage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <MemberCell id={id} />
    </div>
  )
}

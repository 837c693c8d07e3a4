// /community/non-members/new: Create User Account.
import { NewNonMemberCell } from '@/components/Members/NewNonMemberCell/NewNonMemberCell'

export default function NewNonMemberPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <NewNonMemberCell />
    </div>
  )
}

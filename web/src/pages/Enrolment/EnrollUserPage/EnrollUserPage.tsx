// /enroll-user/{id}: enrol a user into funnels with a batch and access levels (route enrollUser,
// guarded by the page flag enrollUser; the Actions columns need user_enroll/unenroll).
import { useCurrentUser } from '@/auth'
import { EnrollUserForm } from '@/components/Enrolment/EnrollUserForm/EnrollUserForm'

export default function EnrollUserPage({ id }: { id: number }) {
  const viewer = useCurrentUser()
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">Enroll User</h1>
      <EnrollUserForm userId={id} canEnrol={viewer?.functionAccess['user_enroll/unenroll'] === true} />
    </div>
  )
}

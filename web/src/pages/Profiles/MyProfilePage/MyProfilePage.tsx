// /profile (myProfile): the signed-in user's own profile, on the Wins tab unless ?tab= says otherwise.
import { MyProfileCell } from '@/components/Profiles/MyProfileCell/MyProfileCell'
import { PageShell } from '@/components/ui/PageShell/PageShell'

export default function MyProfilePage() {
  return (
    <PageShell className="max-w-5xl">
      <MyProfileCell />
    </PageShell>
  )
}

// /profile/edit: the user's own profile opened on Basic Info (the other tabs one click away).
import { MyProfileCell } from '@/components/Profiles/MyProfileCell/MyProfileCell'
import { PageShell } from '@/components/ui/PageShell/PageShell'

export default function EditProfilePage() {
  return (
    <PageShell className="max-w-5xl">
      <MyProfileCell defaultTab="basic_info" />
    </PageShell>
  )
}

// /profile/{slug} (profile): someone's profile as the caller may see it.
import { ProfileCell } from '@/components/Profiles/ProfileCell/ProfileCell'
import { PageShell } from '@/components/ui/PageShell/PageShell'

export default function ProfilePage({ slug }: { slug: string }) {
  return (
    <PageShell className="max-w-5xl">
      <ProfileCell slug={slug} />
    </PageShell>
  )
}

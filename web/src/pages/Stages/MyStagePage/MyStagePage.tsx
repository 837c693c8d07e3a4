// /stages/my-stage (viewStage): the member's stage, tasks and Tribe Points.
import { useCurrentUser } from '@/auth'
import { PageHeader, PageShell } from '@/components/ui/PageShell/PageShell'
import { MyStageCell } from '@/components/Stages/MyStageCell/MyStageCell'

export default function MyStagePage() {
  const user = useCurrentUser()
  return (
    <PageShell className="max-w-5xl">
      <PageHeader title="My Stage" description="Finish your stage's tasks to earn Tribe Points and move up." />
      {user && <MyStageCell userId={user.id} />}
    </PageShell>
  )
}

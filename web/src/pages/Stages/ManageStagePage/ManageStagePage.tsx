// /stages/manage-stage (manageStage): the stage leader's members and review queue.
import { PageHeader, PageShell } from '@/components/ui/PageShell/PageShell'
import { ManageStageCell } from '@/components/Stages/ManageStageCell/ManageStageCell'
import { usePageParam } from '@/components/ui/Pager/Pager'

export default function ManageStagePage() {
  const [page] = usePageParam()
  return (
    <PageShell className="max-w-5xl">
      <PageHeader title="Manage Stage" description="Your stage's members, their Tribe Points and progress, and the move-up requests waiting." />
      <ManageStageCell page={page} pageSize={10} />
    </PageShell>
  )
}

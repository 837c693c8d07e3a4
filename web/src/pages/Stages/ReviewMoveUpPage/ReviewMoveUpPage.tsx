// /review-move-up/{id} (reviewMoveUp): id is the stage whose move-up requests the user reviews
// (the menu links one entry per stage in currentUser.stagesAsReviewer).
import { PageHeader, PageShell } from '@/components/ui/PageShell/PageShell'
import { MoveUpQueueCell } from '@/components/Stages/MoveUpQueueCell/MoveUpQueueCell'

export default function ReviewMoveUpPage({ id }: { id: number }) {
  return (
    <PageShell className="max-w-4xl">
      <PageHeader title="Review Move Up" description="Approve members who are ready for the next stage, or send the request back with what to do first." />
      <MoveUpQueueCell stageId={id} />
    </PageShell>
  )
}

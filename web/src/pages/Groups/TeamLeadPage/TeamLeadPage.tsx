// /accountability-team-lead-selection/{id}: choose one accountability group's team lead.
import { TeamLeadCell } from '@/components/Groups/TeamLeadCell/TeamLeadCell'

export default function TeamLeadPage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <TeamLeadCell id={id} />
    </div>
  )
}

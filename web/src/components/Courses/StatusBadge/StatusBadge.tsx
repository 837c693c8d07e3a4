// Published, Draft or Archived, as a badge.
import { Badge } from '@/components/ui/Badge/Badge'
import { statusLabel, statusTone } from '../courseStatus'

export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={statusTone(status)}>{statusLabel(status)}</Badge>
}

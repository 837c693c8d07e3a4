// A subscription's status: Lifetime, Active, Expired (before the start of today in Manila) or Unsubscribed.
import { Badge, type BadgeTone } from '../Badge/Badge'

const TONES: Record<string, BadgeTone> = { Lifetime: 'success', Active: 'info', Expired: 'error', Unsubscribed: 'outline' }

export function SubscriptionStatusBadge({ status }: { status: string }) {
  return <Badge tone={TONES[status] ?? 'outline'}>{status}</Badge>
}

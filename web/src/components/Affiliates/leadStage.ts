// A lead's stage as a badge: the words are the contract's (LEAD_STAGES), the colour says how far
// the person went (paid is the goal, overdue needs attention).
import type { BadgeTone } from '@/components/ui/Badge/Badge'
import { LEAD_STAGES, type LeadStage } from '@common/affiliates'

const TONES: Record<LeadStage, BadgeTone> = { lead: 'outline', 'signed up': 'info', paid: 'success', overdue: 'error' }

/** The badge tone of a stage; an unknown stage (a newer server) reads as a plain outline. */
export function leadStageTone(stage: string): BadgeTone {
  return (LEAD_STAGES as readonly string[]).includes(stage) ? TONES[stage as LeadStage] : 'outline'
}

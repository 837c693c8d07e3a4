// The move-up request as reviewers and leaders see it, with the member's standing on the stage.
// Every document that reads one selects the MoveUpReviewFields fragment (ReviewCard/moveUpReviewFields.ts;
// documents.test.ts checks it).

/** A move-up request as the review screens read it. */
export type ReviewView = {
  id: number
  status: string
  note?: string | null
  createdAt: string
  reviewerName?: string | null
  reviewerNote?: string | null
  reviewedAt?: string | null
  fromStage: { id: number; number: number; name: string }
  toStage: { id: number; number: number; name: string }
  member: { id: number; firstName: string; lastName: string; email: string; points: number; finishedCount: number; percentage: number }
}

/** How long a request has waited, in words ("today", "1 day", "12 days"). */
export function waitingFor(createdAt: string, now: Date = new Date()): string {
  const days = Math.floor((now.getTime() - new Date(createdAt).getTime()) / 86_400_000)
  if (days <= 0) return 'today'
  return `${days} ${days === 1 ? 'day' : 'days'}`
}

export function memberName(member: { firstName: string; lastName: string; email: string }): string {
  return `${member.firstName} ${member.lastName}`.trim() || member.email
}

// The community side of the current user: batch, stage, groups, reviews, accountability,
// membership and the journey form. Answers empty facts until the domain tables (batches,
// stages, groups, subscriptions, forms ...) are in db/schema; then one query fills them.
import type { users } from '../../../../db/schema'
import type { CurrentUser } from './currentUser'

export type CommunityFacts = Pick<
  CurrentUser,
  | 'batch'
  | 'stage'
  | 'group'
  | 'managedGroup'
  | 'managedStage'
  | 'stagesAsReviewer'
  | 'accountabilityAsLeaderId'
  | 'accountabilityGroupId'
  | 'membershipStatus'
  | 'isBatch17'
  | 'isJourneyFormCompleted'
>

export async function loadCommunityFacts(_user: typeof users.$inferSelect): Promise<CommunityFacts> {
  return {
    batch: null,
    stage: null,
    group: null,
    managedGroup: null,
    managedStage: null,
    stagesAsReviewer: [],
    accountabilityAsLeaderId: null,
    accountabilityGroupId: null,
    membershipStatus: null,
    isBatch17: false,
    isJourneyFormCompleted: false,
  }
}

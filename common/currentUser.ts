// The shape of `redwood { currentUser }` (docs/product.md, "Sign-in and sessions"): the contract between the API,
// which builds it (api/src/lib/auth/loadCurrentUser.ts), and the web, which reads it.
export type CurrentUser = {
  id: number
  email: string
  firstName: string
  lastName: string
  middleName: string | null
  suffix: string | null
  sex: string | null
  birthdate: string | null
  profileImage: string | null
  slug: string
  tribeId: string | null
  batch: { id: number; name: string } | null
  userProfile: {
    firstName: string
    lastName: string
    middleName: string | null
    suffix: string | null
    sex: string | null
    birthdate: string | null
  }
  /** User roles ('admin' is the one the spec names). */
  roles: string[]
  /** Every access level the user holds: the roles they may act as. */
  accessLevels: { id: number; name: string; label: string }[]
  /** The access level acting now (checked against accessLevels on every request). */
  accessLevel: { id: number; name: string; label: string } | null
  membershipStatus: 'Multiple Subscriptions Found' | 'Active' | 'Expired' | null
  /** The current access level's flags. */
  pageAccess: Record<string, boolean>
  functionAccess: Record<string, boolean>
  stage: { id: number; number: number; name: string } | null
  group: { id: number; name: string } | null
  managedGroup: { id: number; name: string } | null
  /**
   * The sub-group the user leads (a group_leaders row naming a sub-group); then managedGroup is
   * null. Ids only: they never change, so the facts cache cannot serve a stale value (sub-group
   * renames move no facts stamp). The page reads the name itself.
   */
  managedSubGroup: { id: number; groupId: number } | null
  managedStage: { id: number; number: number; name: string } | null
  stagesAsReviewer: { id: number; number: number; name: string }[]
  accountabilityAsLeaderId: number | null
  accountabilityGroupId: number | null
  affiliateTimestamp: string | null
  isFastTrackStudent: boolean
  isBatch17: boolean
  isJourneyFormCompleted: boolean
  showReturneeModal: boolean
  originalUserId: number | null
  isImpersonating: boolean
}

// The permission matrix: every Query and Mutation field of the schema, called as every
// role of docs/product.md "Roles and the current role", signed out and as the admin, must get the verdict its access rule gives with
// the role's DEFAULT access level (scripts/seed/accessLevels.ts). The fields come from the schema
// itself, so a new operation is in the matrix the moment it is registered, and a field without a
// rule below fails until someone writes down who may call it.
//
// What is checked is the directive's verdict alone: each service is replaced by a stub that
// records it was reached. "allowed" = the directive let the call through (the real service may
// still refuse bad arguments or rows: that is a service rule, tested beside the service);
// otherwise the directive's own error code, UNAUTHENTICATED or FORBIDDEN.
import {
  getNamedType,
  GraphQLEnumType,
  GraphQLError,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  isCompositeType,
  execute,
  parse,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql'
import { beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_ROLE, type FunctionFlag, type PageFlag, type RoleId } from '../../../common/permissions'
import type { CurrentUser } from '../../../common/currentUser'
import { truncateAll } from '../test/database'
import { actingLevel, CALLERS, callerHasFunction, callerHasPage, createCallerUsers, type Caller } from '../test/matrixCallers'
import { asUser, currentUserFor } from '../test/scenario'
import { buildSchema, type Domain } from './buildSchema'
import { domains } from './index'

/** Who may call an operation, in the terms of the spec. */
type Rule =
  | 'anyone'
  | 'signed in'
  | { roles: readonly (RoleId | typeof ADMIN_ROLE)[] }
  | { page: PageFlag }
  | { function: FunctionFlag }
  | { page: PageFlag; function: FunctionFlag }

/** One line per operation. Adding an operation to the schema without a line here fails the test. */
const rules: Record<string, Rule> = {
  'Query.redwood': 'anyone',
  'Query.defaultSettingByName': 'signed in',
  'Query.getDuesAndExpiration': 'signed in',
  'Query.user': 'signed in',
  'Query.globalSearch': 'signed in',
  // Any signed-in user: their own reports, or every report when the current role allows featureChangeLog.
  'Query.bugReports': 'signed in',
  'Query.bugReport': 'signed in',
  'Mutation.triageBugReport': { page: 'featureChangeLog' },
  'Query.infoLogsReport': { page: 'infoLogsReport' },
  'Query.infoLogActions': { page: 'infoLogsReport' },
  'Query.communityReport': { page: 'communityReport' },
  'Query.communityReportMembers': { page: 'communityReport' },
  'Query.communityReportOptions': { page: 'communityReport' },
  'Query.paymentReport': { page: 'paymentReport' },
  'Query.paymentReportBills': { page: 'paymentReport' },
  // Events and resource files back office: reads and edits under the pages' flags,
  // creating under the create buttons' function flags.
  'Query.events': { page: 'events' },
  'Query.event': { page: 'event' },
  'Mutation.createEvent': { function: 'event_create' },
  'Mutation.updateEvent': { page: 'editEvent' },
  'Mutation.setEventPublished': { page: 'editEvent' },
  'Mutation.deleteEvent': { page: 'editEvent' },
  'Query.resourceFiles': { page: 'resourceFiles' },
  'Query.resourceFile': { page: 'resourceFile' },
  'Mutation.createResourceFile': { function: 'resource-file_create' },
  'Mutation.updateResourceFile': { page: 'editResourceFile' },
  'Mutation.setResourceFilePublished': { page: 'editResourceFile' },
  'Mutation.deleteResourceFile': { page: 'editResourceFile' },
  // Courses, units, lessons and lesson files back office: reads under the pages' flags,
  // courses and lessons created under their create buttons' function flags, the rest under the
  // new/edit pages' flags (tracks, intro, publish, delete and restore are editing the course).
  'Query.courses': { page: 'courses' },
  'Query.course': { page: 'course' },
  'Query.courseProductChoices': { page: 'courses' },
  'Query.courseChoices': { page: 'newUnit' },
  'Mutation.createCourse': { function: 'course_create' },
  // Bulk import: the uploadContents page's flag for following and importing uploads.
  'Query.uploadJob': { page: 'uploadContents' },
  'Query.uploadJobs': { page: 'uploadContents' },
  'Mutation.importUpload': { page: 'uploadContents' },
  'Mutation.updateCourse': { page: 'editCourse' },
  'Mutation.updateCourseIntro': { page: 'editCourse' },
  'Mutation.publishCourse': { page: 'editCourse' },
  'Mutation.saveCourseTracks': { page: 'editCourse' },
  'Mutation.deleteCourse': { page: 'editCourse' },
  'Mutation.restoreCourse': { page: 'editCourse' },
  'Query.unit': { page: 'unit' },
  'Query.unitChoices': { page: 'newLesson' },
  'Mutation.createUnit': { page: 'newUnit' },
  'Mutation.updateUnit': { page: 'editUnit' },
  'Mutation.deleteUnit': { page: 'editUnit' },
  'Mutation.restoreUnit': { page: 'editUnit' },
  'Query.lesson': { page: 'lesson' },
  'Query.lessonChoices': { page: 'newLessonFile' },
  'Mutation.createLesson': { function: 'lesson_create' },
  'Mutation.updateLesson': { page: 'editLesson' },
  'Mutation.deleteLesson': { page: 'editLesson' },
  'Mutation.restoreLesson': { page: 'editLesson' },
  'Query.lessonFile': { page: 'lessonFile' },
  'Mutation.createLessonFile': { page: 'newLessonFile' },
  'Mutation.updateLessonFile': { page: 'editLessonFile' },
  'Mutation.deleteLessonFile': { page: 'editLessonFile' },
  // Settings, changelog and redirect rules: each admin page's operations under its flag.
  'Query.defaultSettings': { page: 'defaultSettings' },
  'Query.liveWorkshopBeginnerSettings': { page: 'liveWorkshopBeginner' },
  'Query.liveWorkshopExperiencedSettings': { page: 'liveWorkshopExperienced' },
  'Mutation.updateDefaultSetting': { page: 'defaultSettings' },
  'Mutation.updateLiveWorkshopBeginnerSetting': { page: 'liveWorkshopBeginner' },
  'Mutation.updateLiveWorkshopExperiencedSetting': { page: 'liveWorkshopExperienced' },
  'Query.featureChangelogEntries': { page: 'featureChangeLog' },
  'Query.publishedChangelog': 'anyone',
  'Mutation.createFeatureChangelogEntry': { page: 'featureChangeLog' },
  'Mutation.updateFeatureChangelogEntry': { page: 'featureChangeLog' },
  'Mutation.deleteFeatureChangelogEntry': { page: 'featureChangeLog' },
  'Query.redirectRules': { page: 'redirectRules' },
  'Mutation.createRedirectRule': { page: 'redirectRules' },
  'Mutation.updateRedirectRule': { page: 'redirectRules' },
  'Mutation.deleteRedirectRule': { page: 'redirectRules' },
  // The background jobs (staff /jobs): listing, retrying and discarding under one page flag.
  'Query.backgroundJobs': { page: 'jobs' },
  'Mutation.retryJob': { page: 'jobs' },
  'Mutation.discardJob': { page: 'jobs' },
  // The affiliate programme: joining is a member's (the one self-granted level), the terms are
  // read by anyone signed in, the affiliate's own pages need the affiliate level acting, and a
  // public link's target is anyone's.
  'Query.myAffiliate': 'signed in',
  'Query.affiliateTerms': 'signed in',
  'Query.affiliateLinks': { roles: ['affiliate'] },
  'Query.affiliateLeads': { roles: ['affiliate'] },
  'Query.affiliateDashboard': { roles: ['affiliate'] },
  'Query.affiliateCommissions': { roles: ['affiliate'] },
  'Query.affiliateBalance': { roles: ['affiliate'] },
  'Query.affiliatePayoutSummary': { roles: ['affiliate'] },
  'Mutation.updateAffiliatePayoutDetails': { roles: ['affiliate'] },
  // The programme's back office: everything under the affiliates page flag.
  'Query.affiliates': { page: 'affiliates' },
  'Query.adminAffiliate': { page: 'affiliates' },
  'Query.adminAffiliateLeads': { page: 'affiliates' },
  'Query.adminCommissions': { page: 'affiliates' },
  'Query.affiliatePayouts': { page: 'affiliates' },
  'Mutation.setAffiliateStatus': { page: 'affiliates' },
  'Mutation.updateAffiliateCommission': { page: 'affiliates' },
  'Mutation.holdCommission': { page: 'affiliates' },
  'Mutation.approveCommission': { page: 'affiliates' },
  'Mutation.preparePayouts': { page: 'affiliates' },
  'Mutation.markPayoutPaid': { page: 'affiliates' },
  'Mutation.cancelPayout': { page: 'affiliates' },
  'Query.affiliateLinkTarget': 'anyone',
  'Mutation.becomeAffiliate': { roles: ['member'] },
  'Mutation.acceptAffiliateTerms': { roles: ['affiliate'] },
  'Mutation.chooseAffiliateCode': { roles: ['affiliate'] },
  // Stages: `stages` is the member contract; the back office reads under stages/stage,
  // creates under stage_create, and every other change (tasks, order, people) is editing the stage.
  'Query.stages': 'signed in',
  'Query.adminStages': { page: 'stages' },
  'Query.stage': { page: 'stage' },
  'Query.stageCourseOptions': { page: 'stage' },
  'Query.stageStaffSearch': { page: 'editStage' },
  'Mutation.createStage': { function: 'stage_create' },
  'Mutation.updateStage': { page: 'editStage' },
  'Mutation.deleteStage': { page: 'editStage' },
  'Mutation.createStageTask': { page: 'editStage' },
  'Mutation.updateStageTask': { page: 'editStage' },
  'Mutation.deleteStageTask': { page: 'editStage' },
  'Mutation.restoreStageTask': { page: 'editStage' },
  'Mutation.reorderStageTasks': { page: 'editStage' },
  'Mutation.addStageLeader': { page: 'editStage' },
  'Mutation.removeStageLeader': { page: 'editStage' },
  'Mutation.addStageReviewer': { page: 'editStage' },
  'Mutation.removeStageReviewer': { page: 'editStage' },
  // Forms: the list under forms; one form, its responses and every change under form
  // (the spec's only other flag: a new form is created from the list and lands on its page).
  'Query.adminForms': { page: 'forms' },
  'Query.adminForm': { page: 'form' },
  'Query.formResponses': { page: 'form' },
  'Mutation.createForm': { page: 'form' },
  'Mutation.updateForm': { page: 'form' },
  'Mutation.setFormPublished': { page: 'form' },
  'Mutation.deleteForm': { page: 'form' },
  // Filling in forms: public forms are answered signed out; the service refuses a
  // members-only form to a signed-out caller.
  'Query.form': 'anyone',
  'Mutation.submitForm': 'anyone',
  'Mutation.validateOtp': 'anyone',
  'Mutation.createBugReport': 'anyone',
  'Mutation.hideReturneeModal': 'signed in',
  'Mutation.impersonateUser': { function: 'user_impersonate' },
  'Mutation.stopImpersonation': 'signed in',
  // Learning: the directive lets every signed-in user through; rows are filtered by access.ts.
  'Query.myProducts': 'signed in',
  'Query.myCourses': 'signed in',
  'Query.myCourse': 'signed in',
  'Query.lessonPlayer': 'signed in',
  'Query.myEvents': 'signed in',
  'Query.myEvent': 'signed in',
  'Query.myResources': 'signed in',
  'Query.myResourceCategories': 'signed in',
  'Query.myResource': 'signed in',
  'Query.publicResources': 'anyone',
  'Query.publicResourceCategories': 'anyone',
  'Query.publicResource': 'anyone',
  'Query.learnerHome': 'signed in',
  'Query.bonusLink': 'anyone',
  'Mutation.startLesson': 'signed in',
  'Mutation.saveLessonPosition': 'signed in',
  'Mutation.completeLesson': 'signed in',
  // Profiles: login only; services/profiles/access.ts decides which parts of a profile
  // a caller reads (own whole, staff with profile/user whole, others the public parts), and only
  // the owner (not impersonated) changes theirs.
  'Query.myProfile': 'signed in',
  'Query.profile': 'signed in',
  'Query.countries': 'signed in',
  'Query.states': 'signed in',
  'Query.cities': 'signed in',
  'Mutation.updateBasicInfo': 'signed in',
  'Mutation.updateSocialAccounts': 'signed in',
  'Mutation.updateProfileImage': 'signed in',
  'Mutation.changePassword': 'signed in',
  'Mutation.createWin': 'signed in',
  'Mutation.deleteWin': 'signed in',
  // Groups and buddies: login only; services/groups/access.ts scopes the rows to the
  // group or sub-group the user leads (or staff with viewGroupMembers / viewSubGroupMembers) and
  // to the user's own buddies.
  'Query.viewGroup': 'signed in',
  'Query.viewGroupMembers': 'signed in',
  'Query.viewSubGroup': 'signed in',
  'Query.viewSubGroupMembers': 'signed in',
  'Query.accountabilityBuddies': 'signed in',
  'Query.challengeBuddies': 'signed in',
  // The group and stage leaders' /accountability-groups: login only, rows scoped to who they lead.
  'Query.ledAccountabilityGroups': 'signed in',
  // Groups back office: reads by the page flags of the pages that show them; creating a
  // group under group_create (Add New Group), the other group writes under editGroup.
  'Query.groups': { page: 'groups' },
  'Query.group': { page: 'group' },
  'Query.groupMembers': { page: 'group' },
  'Query.subGroup': { page: 'editSubGroup' },
  'Query.groupChoices': { page: 'group' },
  'Query.groupUserChoices': { page: 'groups' },
  'Mutation.createGroup': { function: 'group_create' },
  'Mutation.updateGroup': { page: 'editGroup' },
  'Mutation.deleteGroup': { page: 'editGroup' },
  'Mutation.moveGroupMembers': { page: 'editGroup' },
  'Mutation.removeGroupMembers': { page: 'editGroup' },
  'Mutation.createSubGroup': { page: 'newSubGroup' },
  'Mutation.updateSubGroup': { page: 'editSubGroup' },
  'Mutation.deleteSubGroup': { page: 'editSubGroup' },
  // Success managers: the list under successManagers, a manager's page and its writes under successManager.
  'Query.successManagers': { page: 'successManagers' },
  'Query.successManager': { page: 'successManager' },
  'Query.successManagerMembers': { page: 'successManager' },
  'Query.successManagerMemberChoices': { page: 'successManager' },
  'Mutation.assignSuccessManagerMembers': { page: 'successManager' },
  'Mutation.unassignSuccessManagerMembers': { page: 'successManager' },
  'Mutation.setSuccessManagerAccepting': { page: 'successManager' },
  // Accountability groups: all under adminAccountabilityGroup (the team-lead selection
  // pages have no flag of their own); challenge groups under challengeGroups.
  'Query.accountabilityGroups': { page: 'adminAccountabilityGroup' },
  'Query.accountabilityGroup': { page: 'adminAccountabilityGroup' },
  'Query.accountabilityUserChoices': { page: 'adminAccountabilityGroup' },
  'Mutation.createAccountabilityGroup': { page: 'adminAccountabilityGroup' },
  'Mutation.updateAccountabilityGroup': { page: 'adminAccountabilityGroup' },
  'Mutation.deleteAccountabilityGroup': { page: 'adminAccountabilityGroup' },
  'Mutation.assignAccountabilityMembers': { page: 'adminAccountabilityGroup' },
  'Mutation.removeAccountabilityMembers': { page: 'adminAccountabilityGroup' },
  'Query.challengeGroups': { page: 'challengeGroups' },
  'Query.challengeGroup': { page: 'challengeGroups' },
  'Query.challengeUserChoices': { page: 'challengeGroups' },
  'Mutation.createChallengeGroup': { page: 'challengeGroups' },
  'Mutation.updateChallengeGroup': { page: 'challengeGroups' },
  'Mutation.deleteChallengeGroup': { page: 'challengeGroups' },
  'Mutation.assignChallengeMembers': { page: 'challengeGroups' },
  'Mutation.removeChallengeMembers': { page: 'challengeGroups' },
  // The member journey through stages: login only; services/stages/access.ts
  // scopes progress to the member (or their stage's leader, reviewers, staff with user), the queue
  // and decisions to the stage's reviewers, manageStage to the stage's leader.
  'Query.userStageProgress': 'signed in',
  'Query.moveUpQueue': 'signed in',
  'Query.manageStage': 'signed in',
  'Mutation.finishTask': 'signed in',
  'Mutation.requestMoveUp': 'signed in',
  'Mutation.approveMoveUp': 'signed in',
  'Mutation.sendBackMoveUp': 'signed in',
  // Batches and access levels. enrollmentBatches is the enrol screens' (enrollUser page or
  // user_enroll/unenroll); accessLevels is every staff page's choice list: the directive lets anyone
  // signed in through, and the service refuses levels holding no flag (accessLevels.test.ts).
  'Query.enrollmentBatches': { page: 'enrollUser', function: 'user_enroll/unenroll' },
  'Query.batches': { page: 'batches' },
  'Query.batch': { page: 'batch' },
  'Mutation.createBatch': { function: 'batch_create' },
  'Mutation.updateBatch': { page: 'editBatch' },
  'Mutation.deleteBatch': { page: 'editBatch' },
  'Query.accessLevels': 'signed in',
  'Query.adminAccessLevels': { page: 'accessLevels' },
  'Query.accessLevel': { page: 'accessLevel' },
  'Mutation.createAccessLevel': { function: 'access-level_create' },
  'Mutation.updateAccessLevel': { page: 'editAccessLevel' },
  'Mutation.deleteAccessLevel': { page: 'editAccessLevel' },
  // Members at scale: the list, the option lists and the overview's staff numbers under
  // users, the profile under user, the edit under editUser.
  'Query.members': { page: 'users' },
  'Query.member': { page: 'user' },
  'Query.memberFilterOptions': { page: 'users' },
  'Query.communityOverview': { page: 'users' },
  'Mutation.updateMember': { page: 'editUser' },
  // Non-members, archived users and merging: lists under their page flags, one
  // non-member under user, creating under user_create, editing and archiving under editUser.
  'Query.nonMembers': { page: 'nonMembers' },
  'Query.nonMember': { page: 'user' },
  'Query.nonMemberBatchOptions': { page: 'nonMembers' },
  'Mutation.createNonMember': { function: 'user_create' },
  'Mutation.updateNonMember': { page: 'editUser' },
  'Query.archivedUsers': { page: 'archivedUsers' },
  'Query.archivedUser': { page: 'archivedUsers' },
  'Mutation.archiveUser': { page: 'editUser' },
  'Mutation.restoreUser': { page: 'archivedUsers' },
  'Query.mergeCandidates': { page: 'mergeUsers' },
  'Query.mergeUsersPreview': { page: 'mergeUsers' },
  'Mutation.mergeUsers': { page: 'mergeUsers' },
  // Enrolment, subscriptions and payment schedules: enrolling and (un)subscribing under
  // user_enroll/unenroll; view-subscription's reads and schedule edits under subscription, the list
  // under subscriptions, the approval desk (queue, approve, revoke) under payment.
  'Query.userSubscription': { page: 'subscription' },
  'Query.subscriptions': { page: 'subscriptions' },
  'Query.subscription': { page: 'subscription' },
  'Query.paymentQueue': { page: 'payment' },
  // One member's payment story for the staff who collect money: its own page flag.
  'Query.studentPaymentDetails': { page: 'studentPaymentDetails' },
  'Query.reportSummary': { page: 'reportSummary' },
  // The staff home: login only; each part answers to the flag of the page it links to (staffHome.test.ts).
  'Query.staffHome': 'signed in',
  // The renewal worklist and its follow-ups: its page flag (the service narrows a success manager to their members).
  'Query.retention': { page: 'retention' },
  'Mutation.markRetentionContact': { page: 'retention' },
  // The /payment queue's Refunds due view: the queue's page flag.
  'Query.refundsDue': { page: 'payment' },
  'Mutation.markRefundSettled': { page: 'payment' },
  'Mutation.enrollUser': { function: 'user_enroll/unenroll' },
  'Mutation.manualUserSubscription': { function: 'user_enroll/unenroll' },
  'Mutation.manualUserUnsubscription': { function: 'user_enroll/unenroll' },
  'Mutation.addPaymentSchedule': { page: 'subscription' },
  'Mutation.updatePaymentSchedule': { page: 'subscription' },
  'Mutation.approvePaymentScheduleTransaction': { page: 'payment' },
  'Mutation.disapprovePaymentScheduleTransaction': { page: 'payment' },
  // The buyer's and member's own side: the offer and the quote are public (priced before
  // signing in); starting a payment, the member's billing and proofs are their own rows only.
  'Query.checkoutOffer': 'anyone',
  'Query.checkoutQuote': 'anyone',
  'Query.checkoutSession': 'signed in',
  'Mutation.startCheckout': 'signed in',
  'Mutation.payPaymentSchedule': 'signed in',
  'Query.myBilling': 'signed in',
  'Mutation.submitPaymentProof': 'signed in',
  // The catalog back office: the enrol screens' products, funnelsByProductId and
  // paymentTermsByFunnelId under the products page or user_enroll/unenroll; reads under the pages'
  // flags; products and funnels created under product_create, terms under payment-term_create;
  // product, funnel and coupon edits under editProduct, term edits under editPaymentTerm.
  'Query.products': { page: 'products', function: 'user_enroll/unenroll' },
  'Query.funnelsByProductId': { page: 'products', function: 'user_enroll/unenroll' },
  'Query.paymentTermsByFunnelId': { page: 'products', function: 'user_enroll/unenroll' },
  'Query.adminProducts': { page: 'products' },
  'Query.product': { page: 'product' },
  'Query.productCourseChoices': { page: 'products' },
  'Mutation.createProduct': { function: 'product_create' },
  'Mutation.updateProduct': { page: 'editProduct' },
  'Mutation.deleteProduct': { page: 'editProduct' },
  'Query.funnels': { page: 'funnels' },
  'Query.funnel': { page: 'funnel' },
  'Mutation.createFunnel': { function: 'product_create' },
  'Mutation.updateFunnel': { page: 'editProduct' },
  'Mutation.deleteFunnel': { page: 'editProduct' },
  // The landing-page builder: its pages, drafts, versions, opt-ins and preview under the funnel
  // page flag (the builder's own); the marketing pages' list beside the funnels list, under its flag.
  'Query.funnelLandingPage': { page: 'funnel' },
  'Query.landingPage': { page: 'funnel' },
  'Query.marketingPages': { page: 'funnels' },
  'Query.landingPageOptIns': { page: 'funnel' },
  'Query.landingPagePreview': { page: 'funnel' },
  'Mutation.saveLandingPageDraft': { page: 'funnel' },
  'Mutation.publishLandingPage': { page: 'funnel' },
  'Mutation.restoreLandingPageVersion': { page: 'funnel' },
  'Query.coupon': { page: 'funnel' },
  'Mutation.createCoupon': { page: 'editProduct' },
  'Mutation.updateCoupon': { page: 'editProduct' },
  'Mutation.deleteCoupon': { page: 'editProduct' },
  'Query.paymentTerms': { page: 'paymentTerms' },
  'Query.paymentTerm': { page: 'paymentTerm' },
  'Query.paymentTermChoices': { page: 'funnel' },
  'Mutation.createPaymentTerm': { function: 'payment-term_create' },
  'Mutation.updatePaymentTerm': { page: 'editPaymentTerm' },
  'Mutation.deletePaymentTerm': { page: 'editPaymentTerm' },
}

type Verdict = 'allowed' | 'UNAUTHENTICATED' | 'FORBIDDEN'

function expectedVerdict(rule: Rule, caller: Caller): Verdict {
  if (rule === 'anyone') return 'allowed'
  if (caller === 'signed out') return 'UNAUTHENTICATED'
  if (rule === 'signed in') return 'allowed'
  if ('roles' in rule) return rule.roles.includes(caller) || rule.roles.includes(actingLevel(caller)) ? 'allowed' : 'FORBIDDEN'
  if ('page' in rule && 'function' in rule) return callerHasPage(caller, rule.page) || callerHasFunction(caller, rule.function) ? 'allowed' : 'FORBIDDEN'
  if ('page' in rule) return callerHasPage(caller, rule.page) ? 'allowed' : 'FORBIDDEN'
  return callerHasFunction(caller, rule.function) ? 'allowed' : 'FORBIDDEN'
}

const REACHED = 'permission-matrix: the service was reached'

/** The real domains with every service function replaced by a stub that only says it was reached. */
function stubbedDomains(): Domain[] {
  return domains.map((domain) => ({
    ...domain,
    services: Object.fromEntries(
      Object.entries(domain.services).map(([name, value]) => [
        name,
        typeof value === 'function'
          ? () => {
              throw new Error(REACHED)
            }
          : value,
      ]),
    ),
  }))
}

/** A value of `type` that GraphQL accepts, for the required arguments (the stub never reads it). */
function sampleValue(type: GraphQLInputType): unknown {
  if (type instanceof GraphQLNonNull) return sampleValue(type.ofType)
  if (type instanceof GraphQLList) return [sampleValue(type.ofType)]
  if (type instanceof GraphQLEnumType) return type.getValues()[0].value
  if (type instanceof GraphQLInputObjectType) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => field.type instanceof GraphQLNonNull)
        .map((field) => [field.name, sampleValue(field.type)]),
    )
  }
  const samples: Record<string, unknown> = {
    Int: 1,
    Float: 1,
    String: 'x',
    ID: '1',
    Boolean: true,
    DateTime: '2030-01-01T00:00:00.000Z',
    Date: '2030-01-01',
    JSON: {},
    JSONObject: {},
  }
  const name = (type as GraphQLScalarType).name
  if (!(name in samples)) throw new Error(`permissionMatrix: no sample value for scalar ${name}; add one`)
  return samples[name]
}

/** `query Call($a: Int!) { field(a: $a) { __typename } }` with values for its required arguments. */
function callOf(operation: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const required = field.args.filter((arg) => arg.type instanceof GraphQLNonNull)
  const declarations = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ')
  const passed = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ')
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : ''
  return {
    document: `${operation} Call${declarations ? `(${declarations})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`,
    variables: Object.fromEntries(required.map((arg) => [arg.name, sampleValue(arg.type)])),
  }
}

async function verdictOf(schema: GraphQLSchema, user: CurrentUser | null, call: ReturnType<typeof callOf>): Promise<Verdict | string> {
  const result = await asUser(user, () => execute({ schema, document: parse(call.document), variableValues: call.variables }))
  const [error] = result.errors ?? []
  if (!error) return 'the service answered without being called?'
  if (error.message === REACHED) return 'allowed'
  const code = (error as GraphQLError).extensions?.code
  return code === 'UNAUTHENTICATED' || code === 'FORBIDDEN' ? code : `unexpected: ${error.message}`
}

const schema = buildSchema(stubbedDomains())
const rootFields = (['Query', 'Mutation'] as const).flatMap((rootName) => {
  const type = rootName === 'Query' ? schema.getQueryType() : schema.getMutationType()
  return Object.values(type?.getFields() ?? {}).map((field) => ({ key: `${rootName}.${field.name}`, rootName, field }))
})

describe('the permission matrix', () => {
  const users = new Map<Caller, CurrentUser | null>()

  beforeAll(async () => {
    // Built once for every field (the stubbed services read no rows), on tables emptied first:
    // test/setup.ts empties them before each test, not before this.
    await truncateAll()
    // One user per role, holding only that role's default level (flags from the seed's defaults).
    for (const [caller, user] of await createCallerUsers()) users.set(caller, await currentUserFor(user.id, { role: actingLevel(caller) }))
    users.set('signed out', null)
  })

  it('covers every role of the spec and every operation of the schema', () => {
    expect(CALLERS).toHaveLength(14)
    expect(rootFields.length).toBeGreaterThan(0)
    const stale = Object.keys(rules).filter((key) => !rootFields.some((field) => field.key === key))
    expect(stale, 'rules for operations the schema no longer has').toEqual([])
  })

  it.each(rootFields.map((field) => [field.key, field] as const))('%s', async (key, { rootName, field }) => {
    const rule = rules[key]
    expect(rule, `${key} has no rule in permissionMatrix.test.ts: say who may call it`).toBeDefined()
    const call = callOf(rootName === 'Query' ? 'query' : 'mutation', field)
    const actual: Record<string, string> = {}
    const expected: Record<string, string> = {}
    for (const caller of CALLERS) {
      actual[caller] = await verdictOf(schema, users.get(caller) ?? null, call)
      expected[caller] = expectedVerdict(rule, caller)
    }
    expect(actual).toEqual(expected)
  })
})

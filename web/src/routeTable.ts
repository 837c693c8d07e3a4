// Every route of the app, as data: one line per route. The router (Routes.tsx), the route types
// (`yarn rw gen`), the first-screen size check (scripts/bench-bundle.ts), the generators and the
// menus ("is this route registered?", "may this user open it?") all read this table, so adding a
// page is one line here. Order matters within a layout: the router takes the first path that
// matches, so a fixed path (/profile/edit) comes before a parameter at the same place (/profile/{slug}).
import type { PageFlag } from '@common/permissions'
import type { PagePath } from './types/pages'

/**
 * Who may open a route. `public`: anyone; `guest`: only someone signed out (the password-reset
 * steps); `login`: any signed-in user (the services scope the rows); a page flag: a signed-in user
 * whose current access level's pageAccess allows it (the API refuses the same calls).
 */
export type RouteAccess = 'public' | 'guest' | 'login' | PageFlag

/** The page flag a route's access names, or null when it needs none (public, guest, login). */
export const guardingFlag = (access: RouteAccess): PageFlag | null =>
  access === 'public' || access === 'guest' || access === 'login' ? null : access

/**
 * The shell a page renders in. `auth`: the sign-in card (AuthLayout); `app`: the signed-in shell
 * (AppLayout, which also sends a signed-out visitor to /login); `none`: the page draws its own.
 */
export type RouteLayout = 'auth' | 'app' | 'none'

type Shell =
  | { access: 'public'; layout: 'auth' | 'none' }
  | { access: 'guest'; layout: 'auth' }
  | { access: 'login' | PageFlag; layout: 'app' }

export type RouteRow = Shell & {
  /** The `routes.<name>()` builder's name; a page flag's name when the route is that flag's page. */
  name: string
  /** As the router reads it: `{id:Int}` is a number parameter, `{slug}` a string. */
  path: string
  /** The page under web/src/pages: 'Groups/GroupPage' is pages/Groups/GroupPage/GroupPage.tsx. */
  page: PagePath
  /** A page outside the signed-in shell that runs GraphQL itself (Apollo loads beside it). */
  graphql?: true
}

export const ROUTES = [
  { name: 'login', path: '/login', page: 'Auth/LoginPage', access: 'public', layout: 'auth' },
  { name: 'signup', path: '/signup', page: 'Auth/SignupPage', access: 'public', layout: 'auth' },
  { name: 'forgotPassword', path: '/forgot-password', page: 'Auth/ForgotPasswordPage', access: 'guest', layout: 'auth' },
  { name: 'setNewPassword', path: '/set-new-password', page: 'Auth/SetNewPasswordPage', access: 'guest', layout: 'auth' },
  { name: 'resetPassword', path: '/reset-password', page: 'Auth/ResetPasswordPage', access: 'guest', layout: 'auth' },
  { name: 'forbidden', path: '/forbidden', page: 'ForbiddenPage', access: 'public', layout: 'auth' },
  { name: 'thankYou', path: '/thank-you', page: 'Auth/ThankYouPage', access: 'public', layout: 'auth' },
  { name: 'bugReport', path: '/bug-report', page: 'BugReports/BugReportPage', access: 'public', layout: 'auth' },
  // The policy pages, one page for the three (it reads which from the path): common/publicPages.ts.
  { name: 'termsConditions', path: '/terms-conditions', page: 'Public/PolicyPage', access: 'public', layout: 'none' },
  { name: 'privacyPolicy', path: '/privacy-policy', page: 'Public/PolicyPage', access: 'public', layout: 'none' },
  { name: 'refundPolicy', path: '/refund-policy', page: 'Public/PolicyPage', access: 'public', layout: 'none' },
  // The free training (common/publicPages.ts): the landing with the registration, and each track's
  // 3-part series, {id} being the part.
  { name: 'freeTraining', path: '/free-training', page: 'Public/FreeTrainingPage', access: 'public', layout: 'none' },
  { name: 'freeTrainingBeginner', path: '/free-training-beginner', page: 'Public/TrainingTrackPage', access: 'public', layout: 'none' },
  { name: 'freeTrainingBeginnerPart', path: '/free-training-beginner/{id:Int}', page: 'Public/TrainingTrackPage', access: 'public', layout: 'none' },
  { name: 'freeTrainingExperienced', path: '/free-training-experienced', page: 'Public/TrainingTrackPage', access: 'public', layout: 'none' },
  { name: 'freeTrainingExperiencedPart', path: '/free-training-experienced/{id:Int}', page: 'Public/TrainingTrackPage', access: 'public', layout: 'none' },
  { name: 'home', path: '/', page: 'Learning/HomePage', access: 'login', layout: 'app' },
  { name: 'content', path: '/content', page: 'Learning/ContentPage', access: 'login', layout: 'app' },
  { name: 'viewCourses', path: '/courses/my-courses', page: 'Learning/MyCoursesPage', access: 'login', layout: 'app' },
  { name: 'viewCourse', path: '/courses/my-courses/{id:Int}', page: 'Learning/MyCoursePage', access: 'login', layout: 'app' },
  { name: 'viewLesson', path: '/courses/my-courses/{courseId:Int}/{lessonId:Int}', page: 'Learning/MyLessonPage', access: 'login', layout: 'app' },
  { name: 'viewEvents', path: '/events/my-events', page: 'Learning/MyEventsPage', access: 'login', layout: 'app' },
  { name: 'viewEvent', path: '/events/my-events/{id:Int}', page: 'Learning/MyEventPage', access: 'login', layout: 'app' },
  { name: 'viewResources', path: '/resources/my-resources', page: 'Learning/MyResourcesPage', access: 'login', layout: 'app' },
  { name: 'viewResource', path: '/resources/my-resources/{id:Int}', page: 'Learning/MyResourcePage', access: 'login', layout: 'app' },
  // Profiles: /profile/edit before /profile/{slug}, so "edit" is never read as a slug.
  { name: 'myProfile', path: '/profile', page: 'Profiles/MyProfilePage', access: 'login', layout: 'app' },
  { name: 'editProfile', path: '/profile/edit', page: 'Profiles/EditProfilePage', access: 'login', layout: 'app' },
  { name: 'profile', path: '/profile/{slug}', page: 'Profiles/ProfilePage', access: 'login', layout: 'app' },
  { name: 'account', path: '/account', page: 'Billing/AccountPage', access: 'login', layout: 'app' },
  // Groups and buddies: the leader pages and buddies need login only (the service
  // scopes the rows); the staff member lists are behind their page flags.
  { name: 'viewGroup', path: '/view-group', page: 'Groups/ViewGroupPage', access: 'login', layout: 'app' },
  { name: 'viewSubGroup', path: '/sub-group/{id:Int}', page: 'Groups/SubGroupPage', access: 'login', layout: 'app' },
  { name: 'accountabilityBuddies', path: '/accountability-buddies', page: 'Groups/AccountabilityBuddiesPage', access: 'login', layout: 'app' },
  // The group and stage leaders' "Accountability Groups" (its path is ours: the product's route list
  // gives it none): the service shows the groups of the people they lead.
  { name: 'accountabilityGroups', path: '/accountability-groups', page: 'Groups/AccountabilityGroupsPage', access: 'login', layout: 'app' },
  { name: 'challengeBuddies', path: '/challenge-buddies', page: 'Groups/ChallengeBuddiesPage', access: 'login', layout: 'app' },
  { name: 'viewGroupMembers', path: '/groups/members', page: 'Groups/GroupMembersPage', access: 'viewGroupMembers', layout: 'app' },
  { name: 'viewSubGroupMembers', path: '/subgroups/members', page: 'Groups/SubGroupMembersPage', access: 'viewSubGroupMembers', layout: 'app' },
  // The groups back office.
  { name: 'groups', path: '/groups', page: 'Groups/GroupsPage', access: 'groups', layout: 'app' },
  { name: 'newGroup', path: '/groups/new', page: 'Groups/NewGroupPage', access: 'newGroup', layout: 'app' },
  { name: 'group', path: '/groups/{id:Int}', page: 'Groups/GroupPage', access: 'group', layout: 'app' },
  { name: 'editGroup', path: '/groups/{id:Int}/edit', page: 'Groups/EditGroupPage', access: 'editGroup', layout: 'app' },
  { name: 'newSubGroup', path: '/sub-groups/new', page: 'Groups/NewSubGroupPage', access: 'newSubGroup', layout: 'app' },
  { name: 'editSubGroup', path: '/sub-groups/{id:Int}/edit', page: 'Groups/EditSubGroupPage', access: 'editSubGroup', layout: 'app' },
  { name: 'successManagers', path: '/success-managers', page: 'Groups/SuccessManagersPage', access: 'successManagers', layout: 'app' },
  { name: 'successManager', path: '/success-managers/{id:Int}', page: 'Groups/SuccessManagerPage', access: 'successManager', layout: 'app' },
  // The team-lead selection pages have no page flag of their own: the nearest is
  // adminAccountabilityGroup (the accountability groups board), which the API also requires.
  { name: 'adminAccountabilityGroup', path: '/admin-accountability-group', page: 'Groups/AdminAccountabilityGroupPage', access: 'adminAccountabilityGroup', layout: 'app' },
  { name: 'accountabilityTeamLeadSelection', path: '/accountability-team-lead-selection', page: 'Groups/TeamLeadSelectionPage', access: 'adminAccountabilityGroup', layout: 'app' },
  { name: 'accountabilityTeamLead', path: '/accountability-team-lead-selection/{id:Int}', page: 'Groups/TeamLeadPage', access: 'adminAccountabilityGroup', layout: 'app' },
  { name: 'challengeGroups', path: '/challenge-groups', page: 'Groups/ChallengeGroupsPage', access: 'challengeGroups', layout: 'app' },
  { name: 'events', path: '/events', page: 'Events/EventsPage', access: 'events', layout: 'app' },
  { name: 'newEvent', path: '/events/new', page: 'Events/NewEventPage', access: 'newEvent', layout: 'app' },
  { name: 'event', path: '/events/{id:Int}', page: 'Events/EventPage', access: 'event', layout: 'app' },
  { name: 'editEvent', path: '/events/{id:Int}/edit', page: 'Events/EditEventPage', access: 'editEvent', layout: 'app' },
  { name: 'resourceFiles', path: '/resource-files', page: 'Resources/ResourceFilesPage', access: 'resourceFiles', layout: 'app' },
  { name: 'newResourceFile', path: '/resource-files/new', page: 'Resources/NewResourceFilePage', access: 'newResourceFile', layout: 'app' },
  { name: 'resourceFile', path: '/resource-files/{id:Int}', page: 'Resources/ResourceFilePage', access: 'resourceFile', layout: 'app' },
  { name: 'editResourceFile', path: '/resource-files/{id:Int}/edit', page: 'Resources/EditResourceFilePage', access: 'editResourceFile', layout: 'app' },
  // Login only: the services scope rows to the member, the stage's leader and reviewers.
  { name: 'viewStage', path: '/stages/my-stage', page: 'Stages/MyStagePage', access: 'login', layout: 'app' },
  { name: 'manageStage', path: '/stages/manage-stage', page: 'Stages/ManageStagePage', access: 'login', layout: 'app' },
  { name: 'reviewMoveUp', path: '/review-move-up/{id:Int}', page: 'Stages/ReviewMoveUpPage', access: 'login', layout: 'app' },
  { name: 'stages', path: '/stages', page: 'Stages/StagesPage', access: 'stages', layout: 'app' },
  { name: 'newStage', path: '/stages/new', page: 'Stages/NewStagePage', access: 'newStage', layout: 'app' },
  { name: 'stage', path: '/stages/{id:Int}', page: 'Stages/StagePage', access: 'stage', layout: 'app' },
  { name: 'editStage', path: '/stages/{id:Int}/edit', page: 'Stages/EditStagePage', access: 'editStage', layout: 'app' },
  { name: 'batches', path: '/batches', page: 'Batches/BatchesPage', access: 'batches', layout: 'app' },
  { name: 'newBatch', path: '/batches/new', page: 'Batches/NewBatchPage', access: 'newBatch', layout: 'app' },
  { name: 'batch', path: '/batches/{id:Int}', page: 'Batches/BatchPage', access: 'batch', layout: 'app' },
  { name: 'editBatch', path: '/batches/{id:Int}/edit', page: 'Batches/EditBatchPage', access: 'editBatch', layout: 'app' },
  { name: 'accessLevels', path: '/access-levels', page: 'AccessLevels/AccessLevelsPage', access: 'accessLevels', layout: 'app' },
  { name: 'newAccessLevel', path: '/access-levels/new', page: 'AccessLevels/NewAccessLevelPage', access: 'newAccessLevel', layout: 'app' },
  { name: 'accessLevel', path: '/access-levels/{id:Int}', page: 'AccessLevels/AccessLevelPage', access: 'accessLevel', layout: 'app' },
  { name: 'editAccessLevel', path: '/access-levels/{id:Int}/edit', page: 'AccessLevels/EditAccessLevelPage', access: 'editAccessLevel', layout: 'app' },
  { name: 'forms', path: '/forms', page: 'Forms/FormsPage', access: 'forms', layout: 'app' },
  { name: 'form', path: '/forms/{id:Int}', page: 'Forms/FormPage', access: 'form', layout: 'app' },
  { name: 'defaultSettings', path: '/default-settings', page: 'Settings/DefaultSettingsPage', access: 'defaultSettings', layout: 'app' },
  { name: 'liveWorkshopBeginner', path: '/settings/live-workshop-beginner', page: 'Settings/LiveWorkshopBeginnerPage', access: 'liveWorkshopBeginner', layout: 'app' },
  { name: 'liveWorkshopExperienced', path: '/settings/live-workshop-experienced', page: 'Settings/LiveWorkshopExperiencedPage', access: 'liveWorkshopExperienced', layout: 'app' },
  { name: 'featureChangeLog', path: '/feature-changelog', page: 'FeatureChangelog/FeatureChangeLogPage', access: 'featureChangeLog', layout: 'app' },
  // Bug reports: a signed-in user's own, or every report for staff acting with featureChangeLog (the service scopes the rows).
  { name: 'reports', path: '/reports', page: 'BugReports/ReportsPage', access: 'login', layout: 'app' },
  { name: 'report', path: '/reports/{id:Int}', page: 'BugReports/ReportPage', access: 'login', layout: 'app' },
  // The audit trail, searched and exported.
  { name: 'infoLogsReport', path: '/info-logs-report', page: 'Reports/InfoLogsReportPage', access: 'infoLogsReport', layout: 'app' },
  // The renewal worklist: who is coming up for renewal and whether the money is collected (a success manager sees their own members).
  { name: 'retention', path: '/retention', page: 'Retention/RetentionPage', access: 'retention', layout: 'app' },
  // Who the members are and how active they are (batch, group, stage, date range).
  { name: 'communityReport', path: '/community-report', page: 'Reports/CommunityReportPage', access: 'communityReport', layout: 'app' },
  // Collection and receivables over a period, with the bills behind them.
  { name: 'paymentReport', path: '/payment-report', page: 'Reports/PaymentReportPage', access: 'paymentReport', layout: 'app' },
  // The headline numbers of a period (members for the flag, money only with paymentReport too).
  { name: 'reportSummary', path: '/report-summary', page: 'Reports/ReportSummaryPage', access: 'reportSummary', layout: 'app' },
  { name: 'redirectRules', path: '/redirect-rules', page: 'Settings/RedirectRulesPage', access: 'redirectRules', layout: 'app' },
  { name: 'jobs', path: '/jobs', page: 'Jobs/JobsPage', access: 'jobs', layout: 'app' },
  // Enrolment, subscriptions and payments: view-subscription is guarded by the
  // subscription page flag (it has no flag of its own); /payment by payment.
  { name: 'enrollUser', path: '/enroll-user/{id:Int}', page: 'Enrolment/EnrollUserPage', access: 'enrollUser', layout: 'app' },
  { name: 'viewSubscription', path: '/view-subscription/{userId:Int}', page: 'Subscriptions/ViewSubscriptionPage', access: 'subscription', layout: 'app' },
  { name: 'subscription', path: '/subscriptions/{id:Int}', page: 'Subscriptions/SubscriptionPage', access: 'subscription', layout: 'app' },
  { name: 'subscriptions', path: '/subscriptions', page: 'Subscriptions/SubscriptionsPage', access: 'subscriptions', layout: 'app' },
  { name: 'payment', path: '/payment', page: 'PaymentSchedules/PaymentPage', access: 'payment', layout: 'app' },
  // One member's payments across their subscriptions, for the staff who collect money.
  { name: 'studentPaymentDetails', path: '/student-payment-details/{id:Int}', page: 'Reports/StudentPaymentDetailsPage', access: 'studentPaymentDetails', layout: 'app' },
  { name: 'uploadContents', path: '/uploadContents', page: 'Uploads/UploadContentsPage', access: 'uploadContents', layout: 'app' },
  // The catalog back office. Route names are the page flags where there is one;
  // the funnel, coupon pages without a flag of their own are guarded by the nearest one:
  // newFunnel by newProduct, editFunnel / newCoupon / editCoupon by editProduct (a funnel and
  // its coupons are part of the product's offer), coupon by funnel.
  { name: 'products', path: '/products', page: 'Products/ProductsPage', access: 'products', layout: 'app' },
  { name: 'newProduct', path: '/products/new', page: 'Products/NewProductPage', access: 'newProduct', layout: 'app' },
  { name: 'newFunnel', path: '/funnels/new/{productId:Int}', page: 'Funnels/NewFunnelPage', access: 'newProduct', layout: 'app' },
  { name: 'product', path: '/products/{id:Int}', page: 'Products/ProductPage', access: 'product', layout: 'app' },
  { name: 'editProduct', path: '/products/{id:Int}/edit', page: 'Products/EditProductPage', access: 'editProduct', layout: 'app' },
  { name: 'editFunnel', path: '/funnels/{id}/edit', page: 'Funnels/EditFunnelPage', access: 'editProduct', layout: 'app' },
  { name: 'newCoupon', path: '/funnels/{funnelId}/coupons/new', page: 'Coupons/NewCouponPage', access: 'editProduct', layout: 'app' },
  { name: 'editCoupon', path: '/coupons/{id:Int}/edit', page: 'Coupons/EditCouponPage', access: 'editProduct', layout: 'app' },
  { name: 'funnels', path: '/funnels', page: 'Funnels/FunnelsPage', access: 'funnels', layout: 'app' },
  { name: 'coupon', path: '/funnels/{funnelId}/coupons/{id:Int}', page: 'Coupons/CouponPage', access: 'funnel', layout: 'app' },
  { name: 'funnel', path: '/funnels/{id}', page: 'Funnels/FunnelPage', access: 'funnel', layout: 'app' },
  // The landing-page builder: staff only (the builder's own page flag), though the route is
  // listed among the public ones (docs/decisions.md, "The landing-page builder is staff-only").
  { name: 'funnelBuild', path: '/funnels/{id}/build', page: 'Funnels/FunnelBuilderPage', access: 'funnel', layout: 'app' },
  // The marketing pages beside the funnels: their list (funnels' flag) and each in the builder.
  { name: 'marketingPages', path: '/marketing-pages', page: 'Funnels/MarketingPagesPage', access: 'funnels', layout: 'app' },
  { name: 'marketingPageBuild', path: '/marketing-pages/{id:Int}/build', page: 'Funnels/MarketingPageBuilderPage', access: 'funnel', layout: 'app' },
  { name: 'paymentTerms', path: '/payment-terms', page: 'PaymentTerms/PaymentTermsPage', access: 'paymentTerms', layout: 'app' },
  { name: 'newPaymentTerm', path: '/payment-terms/new', page: 'PaymentTerms/NewPaymentTermPage', access: 'newPaymentTerm', layout: 'app' },
  { name: 'paymentTerm', path: '/payment-terms/{id}', page: 'PaymentTerms/PaymentTermPage', access: 'paymentTerm', layout: 'app' },
  { name: 'editPaymentTerm', path: '/payment-terms/{id}/edit', page: 'PaymentTerms/EditPaymentTermPage', access: 'editPaymentTerm', layout: 'app' },
  // The courses back office. Route names are the page flags; the intro, tracks and
  // preview pages have no flag of their own and are guarded by the nearest one (editCourse,
  // course), /lesson/{id} (the staff search link) by lesson.
  { name: 'courses', path: '/courses', page: 'Courses/CoursesPage', access: 'courses', layout: 'app' },
  { name: 'newCourse', path: '/courses/new', page: 'Courses/NewCoursePage', access: 'newCourse', layout: 'app' },
  { name: 'course', path: '/courses/{id:Int}', page: 'Courses/CoursePage', access: 'course', layout: 'app' },
  { name: 'courseIntroPreview', path: '/courses/{id:Int}/intro/preview', page: 'Courses/CourseIntroPreviewPage', access: 'course', layout: 'app' },
  { name: 'editCourse', path: '/courses/{id:Int}/edit', page: 'Courses/EditCoursePage', access: 'editCourse', layout: 'app' },
  { name: 'courseIntro', path: '/courses/{id:Int}/intro', page: 'Courses/CourseIntroPage', access: 'editCourse', layout: 'app' },
  { name: 'courseTracks', path: '/courses/{id:Int}/tracks', page: 'Courses/CourseTracksPage', access: 'editCourse', layout: 'app' },
  { name: 'newUnit', path: '/units/new', page: 'Courses/NewUnitPage', access: 'newUnit', layout: 'app' },
  { name: 'unit', path: '/units/{id:Int}', page: 'Courses/UnitPage', access: 'unit', layout: 'app' },
  { name: 'editUnit', path: '/units/{id:Int}/edit', page: 'Courses/EditUnitPage', access: 'editUnit', layout: 'app' },
  { name: 'newLesson', path: '/lessons/new', page: 'Courses/NewLessonPage', access: 'newLesson', layout: 'app' },
  { name: 'lesson', path: '/lessons/{id:Int}', page: 'Courses/LessonPage', access: 'lesson', layout: 'app' },
  { name: 'lessonShortLink', path: '/lesson/{id:Int}', page: 'Courses/LessonShortLinkPage', access: 'lesson', layout: 'app' },
  { name: 'editLesson', path: '/lessons/{id:Int}/edit', page: 'Courses/EditLessonPage', access: 'editLesson', layout: 'app' },
  { name: 'newLessonFile', path: '/lesson-files/new', page: 'Courses/NewLessonFilePage', access: 'newLessonFile', layout: 'app' },
  { name: 'lessonFile', path: '/lesson-files/{id:Int}', page: 'Courses/LessonFilePage', access: 'lessonFile', layout: 'app' },
  { name: 'editLessonFile', path: '/lesson-files/{id:Int}/edit', page: 'Courses/EditLessonFilePage', access: 'editLessonFile', layout: 'app' },
  // Members: /community needs login only (staff numbers only with the users
  // flag); the members list, profile and edit are the users, user and editUser pages.
  { name: 'community', path: '/community', page: 'Members/CommunityPage', access: 'login', layout: 'app' },
  { name: 'users', path: '/community/members', page: 'Members/MembersPage', access: 'users', layout: 'app' },
  { name: 'user', path: '/community/members/{id:Int}', page: 'Members/MemberPage', access: 'user', layout: 'app' },
  { name: 'editUser', path: '/community/members/{id:Int}/edit', page: 'Members/EditMemberPage', access: 'editUser', layout: 'app' },
  // Non-members, archived users and merging: nonMembers, newUser, user, editUser,
  // archivedUsers and mergeUsers page flags; Create User Account also needs user_create.
  { name: 'nonMembers', path: '/community/non-members', page: 'Members/NonMembersPage', access: 'nonMembers', layout: 'app' },
  { name: 'newUser', path: '/community/non-members/new', page: 'Members/NewNonMemberPage', access: 'newUser', layout: 'app' },
  { name: 'nonMember', path: '/community/non-members/{id:Int}', page: 'Members/NonMemberPage', access: 'user', layout: 'app' },
  { name: 'editNonMember', path: '/community/non-members/{id:Int}/edit', page: 'Members/EditNonMemberPage', access: 'editUser', layout: 'app' },
  { name: 'archivedUsers', path: '/community/archivedUsers', page: 'Members/ArchivedUsersPage', access: 'archivedUsers', layout: 'app' },
  { name: 'archivedUser', path: '/community/archivedUsers/{id:Int}', page: 'Members/ArchivedUserPage', access: 'archivedUsers', layout: 'app' },
  { name: 'mergeUsers', path: '/community/mergeUsers', page: 'Members/MergeUsersPage', access: 'mergeUsers', layout: 'app' },
  // The affiliate's own area (docs/product.md, "affiliates"): login only, the services answer the
  // caller's own affiliate rows and refuse anyone not acting as an affiliate.
  { name: 'affiliateTerms', path: '/affiliate/terms', page: 'Affiliates/AffiliateTermsPage', access: 'login', layout: 'app' },
  { name: 'affiliateLinks', path: '/affiliate/links', page: 'Affiliates/AffiliateLinksPage', access: 'login', layout: 'app' },
  { name: 'affiliateLeads', path: '/affiliate/leads', page: 'Affiliates/AffiliateLeadsPage', access: 'login', layout: 'app' },
  { name: 'affiliateCommission', path: '/affiliate/commission', page: 'Affiliates/AffiliateCommissionPage', access: 'login', layout: 'app' },
  { name: 'affiliateResources', path: '/affiliate/resources', page: 'Learning/AffiliateResourcesPage', access: 'login', layout: 'app' },
  { name: 'affiliateResource', path: '/affiliate/resources/{id:Int}', page: 'Learning/AffiliateResourcePage', access: 'login', layout: 'app' },
  // The payout page: a private route of the affiliate's own, linked from the commission page.
  { name: 'affiliatePayout', path: '/affiliate/payout', page: 'Affiliates/AffiliatePayoutPage', access: 'login', layout: 'app' },
  // The programme's back office (page flag affiliates): the list with payouts, and one affiliate.
  { name: 'affiliates', path: '/affiliates', page: 'Affiliates/AffiliatesPage', access: 'affiliates', layout: 'app' },
  { name: 'adminAffiliate', path: '/affiliates/{id:Int}', page: 'Affiliates/AdminAffiliatePage', access: 'affiliates', layout: 'app' },
  // Public (no sign-in): the resources shared with everyone, and where Bonuses leads.
  { name: 'publicResources', path: '/resources/public', page: 'Learning/PublicResourcesPage', access: 'public', layout: 'none', graphql: true },
  { name: 'publicResource', path: '/resources/public/{id:Int}', page: 'Learning/PublicResourcePage', access: 'public', layout: 'none', graphql: true },
  { name: 'bonusRedirect', path: '/bonus', page: 'Learning/BonusRedirectPage', access: 'public', layout: 'none', graphql: true },
  // Public checkout: /checkout/closed before /checkout/{funnelId}, so "closed" is never read
  // as a funnel id. The test provider's page needs a signed-in buyer (its session is theirs).
  { name: 'checkoutClosed', path: '/checkout/closed', page: 'Checkout/CheckoutClosedPage', access: 'public', layout: 'none' },
  { name: 'checkoutTestProvider', path: '/checkout/test-provider/{sessionId}', page: 'Checkout/TestProviderPage', access: 'public', layout: 'none', graphql: true },
  { name: 'checkout', path: '/checkout/{funnelId}', page: 'Checkout/CheckoutPage', access: 'public', layout: 'none', graphql: true },
  // Public (no sign-in): the published feature changelog.
  { name: 'changelog', path: '/changelog', page: 'FeatureChangelog/ChangelogPage', access: 'public', layout: 'none', graphql: true },
  // A staff-built form by slug (the Journey Form is journey-form); members-only forms ask to sign in.
  { name: 'viewForm', path: '/form/{slug}', page: 'Forms/ViewFormPage', access: 'public', layout: 'none', graphql: true },
  // The marketing pages (common/landingPages.ts MARKETING_PATHS): fixed paths, each a page built
  // in the landing-page builder.
  { name: 'lessonsLanding', path: '/lessons', page: 'Public/LandingPage', access: 'public', layout: 'none' },
  { name: 'fts', path: '/fts', page: 'Public/LandingPage', access: 'public', layout: 'none' },
  { name: 'samplePackages', path: '/samplepackages', page: 'Public/LandingPage', access: 'public', layout: 'none' },
  { name: 'challenge', path: '/challenge', page: 'Public/LandingPage', access: 'public', layout: 'none' },
  { name: 'enroll', path: '/enroll', page: 'Public/LandingPage', access: 'public', layout: 'none' },
  { name: 'va', path: '/va', page: 'Public/LandingPage', access: 'public', layout: 'none' },
  { name: 'freeLessons', path: '/free-lessons', page: 'Public/LandingPage', access: 'public', layout: 'none' },
  { name: 'twelveDayChallenge', path: '/12-day-challenge', page: 'Public/LandingPage', access: 'public', layout: 'none' },
  { name: 'getStarted', path: '/getstarted', page: 'Public/LandingPage', access: 'public', layout: 'none' },
  { name: 'freedom', path: '/freedom', page: 'Public/LandingPage', access: 'public', layout: 'none' },
  { name: 'freelancing', path: '/freelancing', page: 'Public/LandingPage', access: 'public', layout: 'none' },
  { name: 'xmas', path: '/xmas', page: 'Public/LandingPage', access: 'public', layout: 'none' },
  { name: 'training', path: '/training', page: 'Public/LandingPage', access: 'public', layout: 'none' },
  { name: 'anniv', path: '/anniv', page: 'Public/LandingPage', access: 'public', layout: 'none' },
  { name: 'fastTrack', path: '/fast-track', page: 'Public/LandingPage', access: 'public', layout: 'none' },
  { name: 'fast', path: '/fast', page: 'Public/LandingPage', access: 'public', layout: 'none' },
  // The catch-all links, LAST: /{slug} (a funnel's page or an affiliate's main link) and
  // /{slug}/{affLink} (an affiliate's funnel link) share the one slug namespace with every named
  // route, so every route above wins (Routes.tsx keeps this order, and the auth and signed-in sets
  // come before these rows). A funnel's published page renders there; otherwise the page asks
  // where the link leads (loading Apollo then) and replaces the address.
  { name: 'funnelPage', path: '/{slug}', page: 'Public/LandingPage', access: 'public', layout: 'none' },
  { name: 'affiliateLink', path: '/{slug}/{affLink}', page: 'Public/LandingPage', access: 'public', layout: 'none' },

] as const satisfies readonly RouteRow[]

/** The page of a path no route matches. */
export const NOT_FOUND_PAGE: PagePath = 'NotFoundPage'

/**
 * Routes the menus and footer already name whose pages are not built yet, with the access they
 * will need. Their items stay hidden until the route moves into ROUTES (and out of this list:
 * the type check refuses a name in both).
 */
export const PLANNED_ROUTES = {} as const satisfies Record<string, RouteAccess>

export type Route = (typeof ROUTES)[number]
export type RouteName = Route['name']
export type PlannedRouteName = keyof typeof PLANNED_ROUTES
/** A name the menus may use: a route, or one still planned (hidden until built). */
export type KnownRouteName = RouteName | PlannedRouteName

// Agreement checks, at type-check time: each alias below fails with the offending names.
type Expect<T extends never> = T
/** A route named like a page flag is that flag's page: it may be open to any signed-in user (the
 *  service scopes the rows, as /profile/{slug} does) but never guarded by another flag. */
export type GuardedByAnotherFlag<R = Route> = R extends { name: infer N extends PageFlag; access: infer A extends PageFlag }
  ? [A] extends [N] ? never : N
  : never
export type _FlagPagesGuardedByTheirFlag = Expect<GuardedByAnotherFlag>
export type _PlannedRoutesNotBuilt = Expect<Extract<PlannedRouteName, RouteName>>

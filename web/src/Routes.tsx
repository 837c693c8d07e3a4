// Every route of the app, by name. Pages are code-split with lazyPage(). Later issues add their
// routes here; the menus pick them up automatically (lib/menus.ts hides
// unregistered routes).
import { Suspense, type ReactNode } from 'react'
import { PrivateSet, Route, Router, Set } from '@redwoodjs/router'
import { useAuth } from '@/auth'
import AuthLayout from '@/layouts/AuthLayout/AuthLayout'
import { lazyWithGraphQL } from '@/lib/graphqlClient'
import { lazyPage } from '@/lib/lazyPage'
import { GuestOnly } from '@/components/Auth/GuestOnly/GuestOnly'
import { requireAccess } from '@/components/AccessLevels/RequireAccess/RequireAccess'

const HomePage = lazyPage('HomePage', () => import('@/pages/Learning/HomePage/HomePage'))
const LoginPage = lazyPage('LoginPage', () => import('@/pages/Auth/LoginPage/LoginPage'))
const SignupPage = lazyPage('SignupPage', () => import('@/pages/Auth/SignupPage/SignupPage'))
const ForgotPasswordPage = lazyPage('ForgotPasswordPage', () => import('@/pages/Auth/ForgotPasswordPage/ForgotPasswordPage'))
const SetNewPasswordPage = lazyPage('SetNewPasswordPage', () => import('@/pages/Auth/SetNewPasswordPage/SetNewPasswordPage'))
const ResetPasswordPage = lazyPage('ResetPasswordPage', () => import('@/pages/Auth/ResetPasswordPage/ResetPasswordPage'))
const ForbiddenPage = lazyPage('ForbiddenPage', () => import('@/pages/ForbiddenPage/ForbiddenPage'))
const ThankYouPage = lazyPage('ThankYouPage', () => import('@/pages/Auth/ThankYouPage/ThankYouPage'))
const BugReportPage = lazyPage('BugReportPage', () => import('@/pages/BugReports/BugReportPage/BugReportPage'))
const NotFoundPage = lazyPage('NotFoundPage', () => import('@/pages/NotFoundPage/NotFoundPage'))
// The member's learning side (issue 9).
const ContentPage = lazyPage('ContentPage', () => import('@/pages/Learning/ContentPage/ContentPage'))
const MyCoursesPage = lazyPage('MyCoursesPage', () => import('@/pages/Learning/MyCoursesPage/MyCoursesPage'))
const MyCoursePage = lazyPage('MyCoursePage', () => import('@/pages/Learning/MyCoursePage/MyCoursePage'))
const MyLessonPage = lazyPage('MyLessonPage', () => import('@/pages/Learning/MyLessonPage/MyLessonPage'))
const MyEventsPage = lazyPage('MyEventsPage', () => import('@/pages/Learning/MyEventsPage/MyEventsPage'))
const MyEventPage = lazyPage('MyEventPage', () => import('@/pages/Learning/MyEventPage/MyEventPage'))
const MyResourcesPage = lazyPage('MyResourcesPage', () => import('@/pages/Learning/MyResourcesPage/MyResourcesPage'))
const MyResourcePage = lazyPage('MyResourcePage', () => import('@/pages/Learning/MyResourcePage/MyResourcePage'))
const MyProfilePage = lazyPage('MyProfilePage', () => import('@/pages/Profiles/MyProfilePage/MyProfilePage'))
// Billing and Subscriptions (issue 11): the member's own subscriptions and bills.
const AccountPage = lazyPage('AccountPage', () => import('@/pages/Billing/AccountPage/AccountPage'))
const EditProfilePage = lazyPage('EditProfilePage', () => import('@/pages/Profiles/EditProfilePage/EditProfilePage'))
const ProfilePage = lazyPage('ProfilePage', () => import('@/pages/Profiles/ProfilePage/ProfilePage'))
const PublicResourcesPage = lazyPage('PublicResourcesPage', () => import('@/pages/Learning/PublicResourcesPage/PublicResourcesPage'), { graphql: true })
const PublicResourcePage = lazyPage('PublicResourcePage', () => import('@/pages/Learning/PublicResourcePage/PublicResourcePage'), { graphql: true })
const BonusRedirectPage = lazyPage('BonusRedirectPage', () => import('@/pages/Learning/BonusRedirectPage/BonusRedirectPage'), { graphql: true })
// Groups, sub-groups and buddies (issue 10).
const ViewGroupPage = lazyPage('ViewGroupPage', () => import('@/pages/Groups/ViewGroupPage/ViewGroupPage'))
const GroupMembersPage = lazyPage('GroupMembersPage', () => import('@/pages/Groups/GroupMembersPage/GroupMembersPage'))
const SubGroupPage = lazyPage('SubGroupPage', () => import('@/pages/Groups/SubGroupPage/SubGroupPage'))
const SubGroupMembersPage = lazyPage('SubGroupMembersPage', () => import('@/pages/Groups/SubGroupMembersPage/SubGroupMembersPage'))
const AccountabilityBuddiesPage = lazyPage('AccountabilityBuddiesPage', () => import('@/pages/Groups/AccountabilityBuddiesPage/AccountabilityBuddiesPage'))
const ChallengeBuddiesPage = lazyPage('ChallengeBuddiesPage', () => import('@/pages/Groups/ChallengeBuddiesPage/ChallengeBuddiesPage'))
const AccountabilityGroupsPage = lazyPage('AccountabilityGroupsPage', () => import('@/pages/Groups/AccountabilityGroupsPage/AccountabilityGroupsPage'))
// Groups, success managers, accountability and challenge groups back office (issue 13).
const GroupsPage = lazyPage('GroupsPage', () => import('@/pages/Groups/GroupsPage/GroupsPage'))
const GroupPage = lazyPage('GroupPage', () => import('@/pages/Groups/GroupPage/GroupPage'))
const NewGroupPage = lazyPage('NewGroupPage', () => import('@/pages/Groups/NewGroupPage/NewGroupPage'))
const EditGroupPage = lazyPage('EditGroupPage', () => import('@/pages/Groups/EditGroupPage/EditGroupPage'))
const NewSubGroupPage = lazyPage('NewSubGroupPage', () => import('@/pages/Groups/NewSubGroupPage/NewSubGroupPage'))
const EditSubGroupPage = lazyPage('EditSubGroupPage', () => import('@/pages/Groups/EditSubGroupPage/EditSubGroupPage'))
const SuccessManagersPage = lazyPage('SuccessManagersPage', () => import('@/pages/Groups/SuccessManagersPage/SuccessManagersPage'))
const SuccessManagerPage = lazyPage('SuccessManagerPage', () => import('@/pages/Groups/SuccessManagerPage/SuccessManagerPage'))
const TeamLeadSelectionPage = lazyPage('TeamLeadSelectionPage', () => import('@/pages/Groups/TeamLeadSelectionPage/TeamLeadSelectionPage'))
const TeamLeadPage = lazyPage('TeamLeadPage', () => import('@/pages/Groups/TeamLeadPage/TeamLeadPage'))
const AdminAccountabilityGroupPage = lazyPage('AdminAccountabilityGroupPage', () => import('@/pages/Groups/AdminAccountabilityGroupPage/AdminAccountabilityGroupPage'))
const ChallengeGroupsPage = lazyPage('ChallengeGroupsPage', () => import('@/pages/Groups/ChallengeGroupsPage/ChallengeGroupsPage'))
const EventsPage = lazyPage('EventsPage', () => import('@/pages/Events/EventsPage/EventsPage'))
const NewEventPage = lazyPage('NewEventPage', () => import('@/pages/Events/NewEventPage/NewEventPage'))
const EventPage = lazyPage('EventPage', () => import('@/pages/Events/EventPage/EventPage'))
const EditEventPage = lazyPage('EditEventPage', () => import('@/pages/Events/EditEventPage/EditEventPage'))
const ResourceFilesPage = lazyPage('ResourceFilesPage', () => import('@/pages/Resources/ResourceFilesPage/ResourceFilesPage'))
const NewResourceFilePage = lazyPage('NewResourceFilePage', () => import('@/pages/Resources/NewResourceFilePage/NewResourceFilePage'))
const ResourceFilePage = lazyPage('ResourceFilePage', () => import('@/pages/Resources/ResourceFilePage/ResourceFilePage'))
const EditResourceFilePage = lazyPage('EditResourceFilePage', () => import('@/pages/Resources/EditResourceFilePage/EditResourceFilePage'))
const StagesPage = lazyPage('StagesPage', () => import('@/pages/Stages/StagesPage/StagesPage'))
const NewStagePage = lazyPage('NewStagePage', () => import('@/pages/Stages/NewStagePage/NewStagePage'))
const StagePage = lazyPage('StagePage', () => import('@/pages/Stages/StagePage/StagePage'))
const EditStagePage = lazyPage('EditStagePage', () => import('@/pages/Stages/EditStagePage/EditStagePage'))
// Batches and access levels (issue 13).
const BatchesPage = lazyPage('BatchesPage', () => import('@/pages/Batches/BatchesPage/BatchesPage'))
const NewBatchPage = lazyPage('NewBatchPage', () => import('@/pages/Batches/NewBatchPage/NewBatchPage'))
const BatchPage = lazyPage('BatchPage', () => import('@/pages/Batches/BatchPage/BatchPage'))
const EditBatchPage = lazyPage('EditBatchPage', () => import('@/pages/Batches/EditBatchPage/EditBatchPage'))
const AccessLevelsPage = lazyPage('AccessLevelsPage', () => import('@/pages/AccessLevels/AccessLevelsPage/AccessLevelsPage'))
const NewAccessLevelPage = lazyPage('NewAccessLevelPage', () => import('@/pages/AccessLevels/NewAccessLevelPage/NewAccessLevelPage'))
const AccessLevelPage = lazyPage('AccessLevelPage', () => import('@/pages/AccessLevels/AccessLevelPage/AccessLevelPage'))
const EditAccessLevelPage = lazyPage('EditAccessLevelPage', () => import('@/pages/AccessLevels/EditAccessLevelPage/EditAccessLevelPage'))
// The member journey through stages (issue 10).
const MyStagePage = lazyPage('MyStagePage', () => import('@/pages/Stages/MyStagePage/MyStagePage'))
const ManageStagePage = lazyPage('ManageStagePage', () => import('@/pages/Stages/ManageStagePage/ManageStagePage'))
const ReviewMoveUpPage = lazyPage('ReviewMoveUpPage', () => import('@/pages/Stages/ReviewMoveUpPage/ReviewMoveUpPage'))
const FormsPage = lazyPage('FormsPage', () => import('@/pages/Forms/FormsPage/FormsPage'))
const FormPage = lazyPage('FormPage', () => import('@/pages/Forms/FormPage/FormPage'))
const DefaultSettingsPage = lazyPage('DefaultSettingsPage', () => import('@/pages/Settings/DefaultSettingsPage/DefaultSettingsPage'))
const LiveWorkshopBeginnerPage = lazyPage('LiveWorkshopBeginnerPage', () => import('@/pages/Settings/LiveWorkshopBeginnerPage/LiveWorkshopBeginnerPage'))
const LiveWorkshopExperiencedPage = lazyPage('LiveWorkshopExperiencedPage', () => import('@/pages/Settings/LiveWorkshopExperiencedPage/LiveWorkshopExperiencedPage'))
const FeatureChangeLogPage = lazyPage('FeatureChangeLogPage', () => import('@/pages/FeatureChangelog/FeatureChangeLogPage/FeatureChangeLogPage'))
// Filling in forms (issue 10): /form/{slug}, signed in or, for public forms, out.
const ViewFormPage = lazyPage('ViewFormPage', () => import('@/pages/Forms/ViewFormPage/ViewFormPage'), { graphql: true })
const ChangelogPage = lazyPage('ChangelogPage', () => import('@/pages/FeatureChangelog/ChangelogPage/ChangelogPage'), { graphql: true })
const RedirectRulesPage = lazyPage('RedirectRulesPage', () => import('@/pages/Settings/RedirectRulesPage/RedirectRulesPage'))
const UploadContentsPage = lazyPage('UploadContentsPage', () => import('@/pages/Uploads/UploadContentsPage/UploadContentsPage'))
// The course back office (issue 12): courses, units, lessons and lesson files.
const CoursesPage = lazyPage('CoursesPage', () => import('@/pages/Courses/CoursesPage/CoursesPage'))
const NewCoursePage = lazyPage('NewCoursePage', () => import('@/pages/Courses/NewCoursePage/NewCoursePage'))
const CoursePage = lazyPage('CoursePage', () => import('@/pages/Courses/CoursePage/CoursePage'))
const EditCoursePage = lazyPage('EditCoursePage', () => import('@/pages/Courses/EditCoursePage/EditCoursePage'))
const CourseIntroPage = lazyPage('CourseIntroPage', () => import('@/pages/Courses/CourseIntroPage/CourseIntroPage'))
const CourseIntroPreviewPage = lazyPage('CourseIntroPreviewPage', () => import('@/pages/Courses/CourseIntroPreviewPage/CourseIntroPreviewPage'))
const CourseTracksPage = lazyPage('CourseTracksPage', () => import('@/pages/Courses/CourseTracksPage/CourseTracksPage'))
const NewUnitPage = lazyPage('NewUnitPage', () => import('@/pages/Courses/NewUnitPage/NewUnitPage'))
const UnitPage = lazyPage('UnitPage', () => import('@/pages/Courses/UnitPage/UnitPage'))
const EditUnitPage = lazyPage('EditUnitPage', () => import('@/pages/Courses/EditUnitPage/EditUnitPage'))
const NewLessonPage = lazyPage('NewLessonPage', () => import('@/pages/Courses/NewLessonPage/NewLessonPage'))
const LessonPage = lazyPage('LessonPage', () => import('@/pages/Courses/LessonPage/LessonPage'))
const EditLessonPage = lazyPage('EditLessonPage', () => import('@/pages/Courses/EditLessonPage/EditLessonPage'))
const LessonShortLinkPage = lazyPage('LessonShortLinkPage', () => import('@/pages/Courses/LessonShortLinkPage/LessonShortLinkPage'))
const NewLessonFilePage = lazyPage('NewLessonFilePage', () => import('@/pages/Courses/NewLessonFilePage/NewLessonFilePage'))
const LessonFilePage = lazyPage('LessonFilePage', () => import('@/pages/Courses/LessonFilePage/LessonFilePage'))
const EditLessonFilePage = lazyPage('EditLessonFilePage', () => import('@/pages/Courses/EditLessonFilePage/EditLessonFilePage'))
// The catalog back office (issue 11): products, funnels, coupons, payment terms.
const ProductsPage = lazyPage('ProductsPage', () => import('@/pages/Products/ProductsPage/ProductsPage'))
const NewProductPage = lazyPage('NewProductPage', () => import('@/pages/Products/NewProductPage/NewProductPage'))
const ProductPage = lazyPage('ProductPage', () => import('@/pages/Products/ProductPage/ProductPage'))
const EditProductPage = lazyPage('EditProductPage', () => import('@/pages/Products/EditProductPage/EditProductPage'))
const FunnelsPage = lazyPage('FunnelsPage', () => import('@/pages/Funnels/FunnelsPage/FunnelsPage'))
const NewFunnelPage = lazyPage('NewFunnelPage', () => import('@/pages/Funnels/NewFunnelPage/NewFunnelPage'))
const FunnelPage = lazyPage('FunnelPage', () => import('@/pages/Funnels/FunnelPage/FunnelPage'))
const EditFunnelPage = lazyPage('EditFunnelPage', () => import('@/pages/Funnels/EditFunnelPage/EditFunnelPage'))
const NewCouponPage = lazyPage('NewCouponPage', () => import('@/pages/Coupons/NewCouponPage/NewCouponPage'))
const CouponPage = lazyPage('CouponPage', () => import('@/pages/Coupons/CouponPage/CouponPage'))
const EditCouponPage = lazyPage('EditCouponPage', () => import('@/pages/Coupons/EditCouponPage/EditCouponPage'))
const PaymentTermsPage = lazyPage('PaymentTermsPage', () => import('@/pages/PaymentTerms/PaymentTermsPage/PaymentTermsPage'))
const NewPaymentTermPage = lazyPage('NewPaymentTermPage', () => import('@/pages/PaymentTerms/NewPaymentTermPage/NewPaymentTermPage'))
const PaymentTermPage = lazyPage('PaymentTermPage', () => import('@/pages/PaymentTerms/PaymentTermPage/PaymentTermPage'))
const EditPaymentTermPage = lazyPage('EditPaymentTermPage', () => import('@/pages/PaymentTerms/EditPaymentTermPage/EditPaymentTermPage'))
// Members at scale (issue 13): the community at a glance and the members back office.
const CommunityPage = lazyPage('CommunityPage', () => import('@/pages/Members/CommunityPage/CommunityPage'))
const MembersPage = lazyPage('MembersPage', () => import('@/pages/Members/MembersPage/MembersPage'))
const MemberPage = lazyPage('MemberPage', () => import('@/pages/Members/MemberPage/MemberPage'))
const EditMemberPage = lazyPage('EditMemberPage', () => import('@/pages/Members/EditMemberPage/EditMemberPage'))
const NonMembersPage = lazyPage('NonMembersPage', () => import('@/pages/Members/NonMembersPage/NonMembersPage'))
const NewNonMemberPage = lazyPage('NewNonMemberPage', () => import('@/pages/Members/NewNonMemberPage/NewNonMemberPage'))
const NonMemberPage = lazyPage('NonMemberPage', () => import('@/pages/Members/NonMemberPage/NonMemberPage'))
const EditNonMemberPage = lazyPage('EditNonMemberPage', () => import('@/pages/Members/EditNonMemberPage/EditNonMemberPage'))
const ArchivedUsersPage = lazyPage('ArchivedUsersPage', () => import('@/pages/Members/ArchivedUsersPage/ArchivedUsersPage'))
const ArchivedUserPage = lazyPage('ArchivedUserPage', () => import('@/pages/Members/ArchivedUserPage/ArchivedUserPage'))
const MergeUsersPage = lazyPage('MergeUsersPage', () => import('@/pages/Members/MergeUsersPage/MergeUsersPage'))
// Enrolment, subscriptions and payment schedules (issue 11).
const ViewSubscriptionPage = lazyPage('ViewSubscriptionPage', () => import('@/pages/Subscriptions/ViewSubscriptionPage/ViewSubscriptionPage'))
const SubscriptionsPage = lazyPage('SubscriptionsPage', () => import('@/pages/Subscriptions/SubscriptionsPage/SubscriptionsPage'))
const SubscriptionPage = lazyPage('SubscriptionPage', () => import('@/pages/Subscriptions/SubscriptionPage/SubscriptionPage'))
const PaymentPage = lazyPage('PaymentPage', () => import('@/pages/PaymentSchedules/PaymentPage/PaymentPage'))
const EnrollUserPage = lazyPage('EnrollUserPage', () => import('@/pages/Enrolment/EnrollUserPage/EnrollUserPage'))
// The public checkout and the built-in test provider's page (issue 11).
const CheckoutPage = lazyPage('CheckoutPage', () => import('@/pages/Checkout/CheckoutPage/CheckoutPage'), { graphql: true })
const CheckoutClosedPage = lazyPage('CheckoutClosedPage', () => import('@/pages/Checkout/CheckoutClosedPage/CheckoutClosedPage'))
const TestProviderPage = lazyPage('TestProviderPage', () => import('@/pages/Checkout/TestProviderPage/TestProviderPage'), { graphql: true })

// The signed-in shell loads on its own, with the GraphQL client every page in it may use, so the
// sign-in screens download neither. A page outside it that runs GraphQL says so: lazyPage(..., { graphql: true }).
const LazyAppLayout = lazyWithGraphQL(() => import('@/layouts/AppLayout/AppLayout'))
const AppLayout = ({ children }: { children?: ReactNode }) => (
  <Suspense fallback={null}>
    <LazyAppLayout>{children}</LazyAppLayout>
  </Suspense>
)

/** The page-loading delay: the loading state shows only for pages slower than this. */
export const PAGE_LOADING_DELAY_MS = 1000

export default function Routes() {
  return (
    <Router useAuth={useAuth} trailingSlashes="never" pageLoadingDelay={PAGE_LOADING_DELAY_MS}>
      <Set wrap={AuthLayout}>
        <Route path="/login" page={LoginPage} name="login" />
        <Route path="/signup" page={SignupPage} name="signup" />
        <Set wrap={GuestOnly}>
          <Route path="/forgot-password" page={ForgotPasswordPage} name="forgotPassword" />
          <Route path="/set-new-password" page={SetNewPasswordPage} name="setNewPassword" />
          <Route path="/reset-password" page={ResetPasswordPage} name="resetPassword" />
        </Set>
        <Route path="/forbidden" page={ForbiddenPage} name="forbidden" />
        <Route path="/thank-you" page={ThankYouPage} name="thankYou" />
        <Route path="/bug-report" page={BugReportPage} name="bugReport" />
      </Set>
      <PrivateSet unauthenticated="login" wrap={AppLayout}>
        <Route path="/" page={HomePage} name="home" />
        <Route path="/content" page={ContentPage} name="content" />
        <Route path="/courses/my-courses" page={MyCoursesPage} name="viewCourses" />
        <Route path="/courses/my-courses/{id:Int}" page={MyCoursePage} name="viewCourse" />
        <Route path="/courses/my-courses/{courseId:Int}/{lessonId:Int}" page={MyLessonPage} name="viewLesson" />
        <Route path="/events/my-events" page={MyEventsPage} name="viewEvents" />
        <Route path="/events/my-events/{id:Int}" page={MyEventPage} name="viewEvent" />
        <Route path="/resources/my-resources" page={MyResourcesPage} name="viewResources" />
        <Route path="/resources/my-resources/{id:Int}" page={MyResourcePage} name="viewResource" />
        {/* Profiles (issue 10): /profile/edit before /profile/{slug}, so "edit" is never read as a slug. */}
        <Route path="/profile" page={MyProfilePage} name="myProfile" />
        <Route path="/profile/edit" page={EditProfilePage} name="editProfile" />
        <Route path="/profile/{slug}" page={ProfilePage} name="profile" />
        <Route path="/account" page={AccountPage} name="account" />
        {/* Groups and buddies (issue 10): the leader pages and buddies need login only (the service
            scopes the rows); the staff member lists are behind their page flags. */}
        <Route path="/view-group" page={ViewGroupPage} name="viewGroup" />
        <Route path="/sub-group/{id:Int}" page={SubGroupPage} name="viewSubGroup" />
        <Route path="/accountability-buddies" page={AccountabilityBuddiesPage} name="accountabilityBuddies" />
        {/* The group and stage leaders' "Accountability Groups" (spec part 1 section 6; the route table
            gives it no path, issue 28): the service shows the groups of the people they lead. */}
        <Route path="/accountability-groups" page={AccountabilityGroupsPage} name="accountabilityGroups" />
        <Route path="/challenge-buddies" page={ChallengeBuddiesPage} name="challengeBuddies" />
        <Set wrap={requireAccess('viewGroupMembers')}>
          <Route path="/groups/members" page={GroupMembersPage} name="viewGroupMembers" />
        </Set>
        <Set wrap={requireAccess('viewSubGroupMembers')}>
          <Route path="/subgroups/members" page={SubGroupMembersPage} name="viewSubGroupMembers" />
        </Set>
        {/* Groups back office (issue 13). */}
        <Set wrap={requireAccess('groups')}>
          <Route path="/groups" page={GroupsPage} name="groups" />
        </Set>
        <Set wrap={requireAccess('newGroup')}>
          <Route path="/groups/new" page={NewGroupPage} name="newGroup" />
        </Set>
        <Set wrap={requireAccess('group')}>
          <Route path="/groups/{id:Int}" page={GroupPage} name="group" />
        </Set>
        <Set wrap={requireAccess('editGroup')}>
          <Route path="/groups/{id:Int}/edit" page={EditGroupPage} name="editGroup" />
        </Set>
        <Set wrap={requireAccess('newSubGroup')}>
          <Route path="/sub-groups/new" page={NewSubGroupPage} name="newSubGroup" />
        </Set>
        <Set wrap={requireAccess('editSubGroup')}>
          <Route path="/sub-groups/{id:Int}/edit" page={EditSubGroupPage} name="editSubGroup" />
        </Set>
        <Set wrap={requireAccess('successManagers')}>
          <Route path="/success-managers" page={SuccessManagersPage} name="successManagers" />
        </Set>
        <Set wrap={requireAccess('successManager')}>
          <Route path="/success-managers/{id:Int}" page={SuccessManagerPage} name="successManager" />
        </Set>
        {/* The team-lead selection pages have no page flag of their own: the nearest is
            adminAccountabilityGroup (the accountability groups board), which the API also requires. */}
        <Set wrap={requireAccess('adminAccountabilityGroup')}>
          <Route path="/admin-accountability-group" page={AdminAccountabilityGroupPage} name="adminAccountabilityGroup" />
          <Route path="/accountability-team-lead-selection" page={TeamLeadSelectionPage} name="accountabilityTeamLeadSelection" />
          <Route path="/accountability-team-lead-selection/{id:Int}" page={TeamLeadPage} name="accountabilityTeamLead" />
        </Set>
        <Set wrap={requireAccess('challengeGroups')}>
          <Route path="/challenge-groups" page={ChallengeGroupsPage} name="challengeGroups" />
        </Set>
        <Set wrap={requireAccess('events')}>
          <Route path="/events" page={EventsPage} name="events" />
        </Set>
        <Set wrap={requireAccess('newEvent')}>
          <Route path="/events/new" page={NewEventPage} name="newEvent" />
        </Set>
        <Set wrap={requireAccess('event')}>
          <Route path="/events/{id:Int}" page={EventPage} name="event" />
        </Set>
        <Set wrap={requireAccess('editEvent')}>
          <Route path="/events/{id:Int}/edit" page={EditEventPage} name="editEvent" />
        </Set>
        <Set wrap={requireAccess('resourceFiles')}>
          <Route path="/resource-files" page={ResourceFilesPage} name="resourceFiles" />
        </Set>
        <Set wrap={requireAccess('newResourceFile')}>
          <Route path="/resource-files/new" page={NewResourceFilePage} name="newResourceFile" />
        </Set>
        <Set wrap={requireAccess('resourceFile')}>
          <Route path="/resource-files/{id:Int}" page={ResourceFilePage} name="resourceFile" />
        </Set>
        <Set wrap={requireAccess('editResourceFile')}>
          <Route path="/resource-files/{id:Int}/edit" page={EditResourceFilePage} name="editResourceFile" />
        </Set>
        {/* Login only (web/src/lib/pageAccess.ts): the services scope rows to the member, the stage's leader and reviewers. */}
        <Route path="/stages/my-stage" page={MyStagePage} name="viewStage" />
        <Route path="/stages/manage-stage" page={ManageStagePage} name="manageStage" />
        <Route path="/review-move-up/{id:Int}" page={ReviewMoveUpPage} name="reviewMoveUp" />
        <Set wrap={requireAccess('stages')}>
          <Route path="/stages" page={StagesPage} name="stages" />
        </Set>
        <Set wrap={requireAccess('newStage')}>
          <Route path="/stages/new" page={NewStagePage} name="newStage" />
        </Set>
        <Set wrap={requireAccess('stage')}>
          <Route path="/stages/{id:Int}" page={StagePage} name="stage" />
        </Set>
        <Set wrap={requireAccess('editStage')}>
          <Route path="/stages/{id:Int}/edit" page={EditStagePage} name="editStage" />
        </Set>
        <Set wrap={requireAccess('batches')}>
          <Route path="/batches" page={BatchesPage} name="batches" />
        </Set>
        <Set wrap={requireAccess('newBatch')}>
          <Route path="/batches/new" page={NewBatchPage} name="newBatch" />
        </Set>
        <Set wrap={requireAccess('batch')}>
          <Route path="/batches/{id:Int}" page={BatchPage} name="batch" />
        </Set>
        <Set wrap={requireAccess('editBatch')}>
          <Route path="/batches/{id:Int}/edit" page={EditBatchPage} name="editBatch" />
        </Set>
        <Set wrap={requireAccess('accessLevels')}>
          <Route path="/access-levels" page={AccessLevelsPage} name="accessLevels" />
        </Set>
        <Set wrap={requireAccess('newAccessLevel')}>
          <Route path="/access-levels/new" page={NewAccessLevelPage} name="newAccessLevel" />
        </Set>
        <Set wrap={requireAccess('accessLevel')}>
          <Route path="/access-levels/{id:Int}" page={AccessLevelPage} name="accessLevel" />
        </Set>
        <Set wrap={requireAccess('editAccessLevel')}>
          <Route path="/access-levels/{id:Int}/edit" page={EditAccessLevelPage} name="editAccessLevel" />
        </Set>
        <Set wrap={requireAccess('forms')}>
          <Route path="/forms" page={FormsPage} name="forms" />
        </Set>
        <Set wrap={requireAccess('form')}>
          <Route path="/forms/{id:Int}" page={FormPage} name="form" />
        </Set>
        <Set wrap={requireAccess('defaultSettings')}>
          <Route path="/default-settings" page={DefaultSettingsPage} name="defaultSettings" />
        </Set>
        <Set wrap={requireAccess('liveWorkshopBeginner')}>
          <Route path="/settings/live-workshop-beginner" page={LiveWorkshopBeginnerPage} name="liveWorkshopBeginner" />
        </Set>
        <Set wrap={requireAccess('liveWorkshopExperienced')}>
          <Route path="/settings/live-workshop-experienced" page={LiveWorkshopExperiencedPage} name="liveWorkshopExperienced" />
        </Set>
        <Set wrap={requireAccess('featureChangeLog')}>
          <Route path="/feature-changelog" page={FeatureChangeLogPage} name="featureChangeLog" />
        </Set>
        <Set wrap={requireAccess('redirectRules')}>
          <Route path="/redirect-rules" page={RedirectRulesPage} name="redirectRules" />
        </Set>
        {/* Enrolment, subscriptions and payments (issue 11): view-subscription is guarded by the
            subscription page flag (it has no flag of its own); /payment by payment. */}
        <Set wrap={requireAccess('enrollUser')}>
          <Route path="/enroll-user/{id:Int}" page={EnrollUserPage} name="enrollUser" />
        </Set>
        <Set wrap={requireAccess('subscription')}>
          <Route path="/view-subscription/{userId:Int}" page={ViewSubscriptionPage} name="viewSubscription" />
          <Route path="/subscriptions/{id:Int}" page={SubscriptionPage} name="subscription" />
        </Set>
        <Set wrap={requireAccess('subscriptions')}>
          <Route path="/subscriptions" page={SubscriptionsPage} name="subscriptions" />
        </Set>
        <Set wrap={requireAccess('payment')}>
          <Route path="/payment" page={PaymentPage} name="payment" />
        </Set>
        <Set wrap={requireAccess('uploadContents')}>
          <Route path="/uploadContents" page={UploadContentsPage} name="uploadContents" />
        </Set>
        {/* The catalog back office (issue 11). Route names are the page flags where there is one;
            the funnel, coupon pages without a flag of their own are guarded by the nearest one:
            newFunnel by newProduct, editFunnel / newCoupon / editCoupon by editProduct (a funnel and
            its coupons are part of the product's offer), coupon by funnel. */}
        <Set wrap={requireAccess('products')}>
          <Route path="/products" page={ProductsPage} name="products" />
        </Set>
        <Set wrap={requireAccess('newProduct')}>
          <Route path="/products/new" page={NewProductPage} name="newProduct" />
          <Route path="/funnels/new/{productId:Int}" page={NewFunnelPage} name="newFunnel" />
        </Set>
        <Set wrap={requireAccess('product')}>
          <Route path="/products/{id:Int}" page={ProductPage} name="product" />
        </Set>
        <Set wrap={requireAccess('editProduct')}>
          <Route path="/products/{id:Int}/edit" page={EditProductPage} name="editProduct" />
          <Route path="/funnels/{id}/edit" page={EditFunnelPage} name="editFunnel" />
          <Route path="/funnels/{funnelId}/coupons/new" page={NewCouponPage} name="newCoupon" />
          <Route path="/coupons/{id:Int}/edit" page={EditCouponPage} name="editCoupon" />
        </Set>
        <Set wrap={requireAccess('funnels')}>
          <Route path="/funnels" page={FunnelsPage} name="funnels" />
        </Set>
        <Set wrap={requireAccess('funnel')}>
          <Route path="/funnels/{funnelId}/coupons/{id:Int}" page={CouponPage} name="coupon" />
          <Route path="/funnels/{id}" page={FunnelPage} name="funnel" />
        </Set>
        <Set wrap={requireAccess('paymentTerms')}>
          <Route path="/payment-terms" page={PaymentTermsPage} name="paymentTerms" />
        </Set>
        <Set wrap={requireAccess('newPaymentTerm')}>
          <Route path="/payment-terms/new" page={NewPaymentTermPage} name="newPaymentTerm" />
        </Set>
        <Set wrap={requireAccess('paymentTerm')}>
          <Route path="/payment-terms/{id}" page={PaymentTermPage} name="paymentTerm" />
        </Set>
        <Set wrap={requireAccess('editPaymentTerm')}>
          <Route path="/payment-terms/{id}/edit" page={EditPaymentTermPage} name="editPaymentTerm" />
        </Set>
        {/* Courses back office (issue 12). Route names are the page flags; the intro, tracks and
            preview pages have no flag of their own and are guarded by the nearest one (editCourse,
            course), /lesson/{id} (the staff search link) by lesson. */}
        <Set wrap={requireAccess('courses')}>
          <Route path="/courses" page={CoursesPage} name="courses" />
        </Set>
        <Set wrap={requireAccess('newCourse')}>
          <Route path="/courses/new" page={NewCoursePage} name="newCourse" />
        </Set>
        <Set wrap={requireAccess('course')}>
          <Route path="/courses/{id:Int}" page={CoursePage} name="course" />
          <Route path="/courses/{id:Int}/intro/preview" page={CourseIntroPreviewPage} name="courseIntroPreview" />
        </Set>
        <Set wrap={requireAccess('editCourse')}>
          <Route path="/courses/{id:Int}/edit" page={EditCoursePage} name="editCourse" />
          <Route path="/courses/{id:Int}/intro" page={CourseIntroPage} name="courseIntro" />
          <Route path="/courses/{id:Int}/tracks" page={CourseTracksPage} name="courseTracks" />
        </Set>
        <Set wrap={requireAccess('newUnit')}>
          <Route path="/units/new" page={NewUnitPage} name="newUnit" />
        </Set>
        <Set wrap={requireAccess('unit')}>
          <Route path="/units/{id:Int}" page={UnitPage} name="unit" />
        </Set>
        <Set wrap={requireAccess('editUnit')}>
          <Route path="/units/{id:Int}/edit" page={EditUnitPage} name="editUnit" />
        </Set>
        <Set wrap={requireAccess('newLesson')}>
          <Route path="/lessons/new" page={NewLessonPage} name="newLesson" />
        </Set>
        <Set wrap={requireAccess('lesson')}>
          <Route path="/lessons/{id:Int}" page={LessonPage} name="lesson" />
          <Route path="/lesson/{id:Int}" page={LessonShortLinkPage} name="lessonShortLink" />
        </Set>
        <Set wrap={requireAccess('editLesson')}>
          <Route path="/lessons/{id:Int}/edit" page={EditLessonPage} name="editLesson" />
        </Set>
        <Set wrap={requireAccess('newLessonFile')}>
          <Route path="/lesson-files/new" page={NewLessonFilePage} name="newLessonFile" />
        </Set>
        <Set wrap={requireAccess('lessonFile')}>
          <Route path="/lesson-files/{id:Int}" page={LessonFilePage} name="lessonFile" />
        </Set>
        <Set wrap={requireAccess('editLessonFile')}>
          <Route path="/lesson-files/{id:Int}/edit" page={EditLessonFilePage} name="editLessonFile" />
        </Set>
        {/* Members at scale (issue 13): /community needs login only (staff numbers only with the users
            flag); the members list, profile and edit are the users, user and editUser pages. */}
        <Route path="/community" page={CommunityPage} name="community" />
        <Set wrap={requireAccess('users')}>
          <Route path="/community/members" page={MembersPage} name="users" />
        </Set>
        <Set wrap={requireAccess('user')}>
          <Route path="/community/members/{id:Int}" page={MemberPage} name="user" />
        </Set>
        <Set wrap={requireAccess('editUser')}>
          <Route path="/community/members/{id:Int}/edit" page={EditMemberPage} name="editUser" />
        </Set>
        {/* Non-members, archived users and merging (issue 13): nonMembers, newUser, user, editUser,
            archivedUsers and mergeUsers page flags; Create User Account also needs user_create. */}
        <Set wrap={requireAccess('nonMembers')}>
          <Route path="/community/non-members" page={NonMembersPage} name="nonMembers" />
        </Set>
        <Set wrap={requireAccess('newUser')}>
          <Route path="/community/non-members/new" page={NewNonMemberPage} name="newUser" />
        </Set>
        <Set wrap={requireAccess('user')}>
          <Route path="/community/non-members/{id:Int}" page={NonMemberPage} name="nonMember" />
        </Set>
        <Set wrap={requireAccess('editUser')}>
          <Route path="/community/non-members/{id:Int}/edit" page={EditNonMemberPage} name="editNonMember" />
        </Set>
        <Set wrap={requireAccess('archivedUsers')}>
          <Route path="/community/archivedUsers" page={ArchivedUsersPage} name="archivedUsers" />
          <Route path="/community/archivedUsers/{id:Int}" page={ArchivedUserPage} name="archivedUser" />
        </Set>
        <Set wrap={requireAccess('mergeUsers')}>
          <Route path="/community/mergeUsers" page={MergeUsersPage} name="mergeUsers" />
        </Set>
      </PrivateSet>
      {/* Public (no sign-in): the resources shared with everyone, and where Bonuses leads. */}
      <Route path="/resources/public" page={PublicResourcesPage} name="publicResources" />
      <Route path="/resources/public/{id:Int}" page={PublicResourcePage} name="publicResource" />
      <Route path="/bonus" page={BonusRedirectPage} name="bonusRedirect" />
      {/* Public checkout (issue 11): /checkout/closed before /checkout/{funnelId}, so "closed" is never read
          as a funnel id. The test provider's page needs a signed-in buyer (its session is theirs). */}
      <Route path="/checkout/closed" page={CheckoutClosedPage} name="checkoutClosed" />
      <Route path="/checkout/test-provider/{sessionId}" page={TestProviderPage} name="checkoutTestProvider" />
      <Route path="/checkout/{funnelId}" page={CheckoutPage} name="checkout" />
      {/* Public (no sign-in): the published feature changelog. */}
      <Route path="/changelog" page={ChangelogPage} name="changelog" />
      {/* A staff-built form by slug (the Journey Form is journey-form); members-only forms ask to sign in. */}
      <Route path="/form/{slug}" page={ViewFormPage} name="viewForm" />
      <Route notfound page={NotFoundPage} />
    </Router>
  )
}

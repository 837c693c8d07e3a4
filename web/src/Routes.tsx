// Every route of the app, by name. Pages are code-split with lazyPage(). Later issues add their
// routes here; the menus pick them up automatically (components/Navigation/menus.ts hides
// unregistered routes).
import { Suspense, type ReactNode } from 'react'
import { PrivateSet, Route, Router, Set } from '@redwoodjs/router'
import { useAuth } from './auth'
import AuthLayout from './layouts/AuthLayout/AuthLayout'
import { lazyWithGraphQL } from './lib/graphqlClient'
import { lazyPage } from './lib/lazyPage'
import { GuestOnly } from './components/Auth/GuestOnly/GuestOnly'
import { requireAccess } from './components/Access/RequireAccess/RequireAccess'

const HomePage = lazyPage('HomePage', () => import('./pages/Home/HomePage/HomePage'))
const LoginPage = lazyPage('LoginPage', () => import('./pages/Auth/LoginPage/LoginPage'))
const SignupPage = lazyPage('SignupPage', () => import('./pages/Auth/SignupPage/SignupPage'))
const ForgotPasswordPage = lazyPage('ForgotPasswordPage', () => import('./pages/Auth/ForgotPasswordPage/ForgotPasswordPage'))
const SetNewPasswordPage = lazyPage('SetNewPasswordPage', () => import('./pages/Auth/SetNewPasswordPage/SetNewPasswordPage'))
const ResetPasswordPage = lazyPage('ResetPasswordPage', () => import('./pages/Auth/ResetPasswordPage/ResetPasswordPage'))
const ForbiddenPage = lazyPage('ForbiddenPage', () => import('./pages/ForbiddenPage/ForbiddenPage'))
const ThankYouPage = lazyPage('ThankYouPage', () => import('./pages/Auth/ThankYouPage/ThankYouPage'))
const BugReportPage = lazyPage('BugReportPage', () => import('./pages/BugReport/BugReportPage/BugReportPage'))
const NotFoundPage = lazyPage('NotFoundPage', () => import('./pages/NotFoundPage/NotFoundPage'))
// The member's learning side (issue 9).
const ContentPage = lazyPage('ContentPage', () => import('./pages/Learning/ContentPage/ContentPage'))
const MyCoursesPage = lazyPage('MyCoursesPage', () => import('./pages/Learning/MyCoursesPage/MyCoursesPage'))
const MyCoursePage = lazyPage('MyCoursePage', () => import('./pages/Learning/MyCoursePage/MyCoursePage'))
const MyLessonPage = lazyPage('MyLessonPage', () => import('./pages/Learning/MyLessonPage/MyLessonPage'))
const MyEventsPage = lazyPage('MyEventsPage', () => import('./pages/Learning/MyEventsPage/MyEventsPage'))
const MyEventPage = lazyPage('MyEventPage', () => import('./pages/Learning/MyEventPage/MyEventPage'))
const MyResourcesPage = lazyPage('MyResourcesPage', () => import('./pages/Learning/MyResourcesPage/MyResourcesPage'))
const MyResourcePage = lazyPage('MyResourcePage', () => import('./pages/Learning/MyResourcePage/MyResourcePage'))
const MyProfilePage = lazyPage('MyProfilePage', () => import('./pages/Profiles/MyProfilePage/MyProfilePage'))
const EditProfilePage = lazyPage('EditProfilePage', () => import('./pages/Profiles/EditProfilePage/EditProfilePage'))
const ProfilePage = lazyPage('ProfilePage', () => import('./pages/Profiles/ProfilePage/ProfilePage'))
const PublicResourcesPage = lazyPage('PublicResourcesPage', () => import('./pages/Learning/PublicResourcesPage/PublicResourcesPage'), { graphql: true })
const PublicResourcePage = lazyPage('PublicResourcePage', () => import('./pages/Learning/PublicResourcePage/PublicResourcePage'), { graphql: true })
const BonusRedirectPage = lazyPage('BonusRedirectPage', () => import('./pages/Learning/BonusRedirectPage/BonusRedirectPage'), { graphql: true })
// Groups, sub-groups and buddies (issue 10).
const ViewGroupPage = lazyPage('ViewGroupPage', () => import('./pages/MyGroups/ViewGroupPage/ViewGroupPage'))
const GroupMembersPage = lazyPage('GroupMembersPage', () => import('./pages/MyGroups/GroupMembersPage/GroupMembersPage'))
const SubGroupPage = lazyPage('SubGroupPage', () => import('./pages/MyGroups/SubGroupPage/SubGroupPage'))
const SubGroupMembersPage = lazyPage('SubGroupMembersPage', () => import('./pages/MyGroups/SubGroupMembersPage/SubGroupMembersPage'))
const AccountabilityBuddiesPage = lazyPage('AccountabilityBuddiesPage', () => import('./pages/MyGroups/AccountabilityBuddiesPage/AccountabilityBuddiesPage'))
const ChallengeBuddiesPage = lazyPage('ChallengeBuddiesPage', () => import('./pages/MyGroups/ChallengeBuddiesPage/ChallengeBuddiesPage'))
const EventsPage = lazyPage('EventsPage', () => import('./pages/Events/EventsPage/EventsPage'))
const NewEventPage = lazyPage('NewEventPage', () => import('./pages/Events/NewEventPage/NewEventPage'))
const EventPage = lazyPage('EventPage', () => import('./pages/Events/EventPage/EventPage'))
const EditEventPage = lazyPage('EditEventPage', () => import('./pages/Events/EditEventPage/EditEventPage'))
const ResourceFilesPage = lazyPage('ResourceFilesPage', () => import('./pages/ResourceFiles/ResourceFilesPage/ResourceFilesPage'))
const NewResourceFilePage = lazyPage('NewResourceFilePage', () => import('./pages/ResourceFiles/NewResourceFilePage/NewResourceFilePage'))
const ResourceFilePage = lazyPage('ResourceFilePage', () => import('./pages/ResourceFiles/ResourceFilePage/ResourceFilePage'))
const EditResourceFilePage = lazyPage('EditResourceFilePage', () => import('./pages/ResourceFiles/EditResourceFilePage/EditResourceFilePage'))
const StagesPage = lazyPage('StagesPage', () => import('./pages/Stages/StagesPage/StagesPage'))
const NewStagePage = lazyPage('NewStagePage', () => import('./pages/Stages/NewStagePage/NewStagePage'))
const StagePage = lazyPage('StagePage', () => import('./pages/Stages/StagePage/StagePage'))
const EditStagePage = lazyPage('EditStagePage', () => import('./pages/Stages/EditStagePage/EditStagePage'))
// The member journey through stages (issue 10).
const MyStagePage = lazyPage('MyStagePage', () => import('./pages/MemberStages/MyStagePage/MyStagePage'))
const ManageStagePage = lazyPage('ManageStagePage', () => import('./pages/MemberStages/ManageStagePage/ManageStagePage'))
const ReviewMoveUpPage = lazyPage('ReviewMoveUpPage', () => import('./pages/MemberStages/ReviewMoveUpPage/ReviewMoveUpPage'))
const FormsPage = lazyPage('FormsPage', () => import('./pages/Forms/FormsPage/FormsPage'))
const FormPage = lazyPage('FormPage', () => import('./pages/Forms/FormPage/FormPage'))
const DefaultSettingsPage = lazyPage('DefaultSettingsPage', () => import('./pages/Settings/DefaultSettingsPage/DefaultSettingsPage'))
const LiveWorkshopBeginnerPage = lazyPage('LiveWorkshopBeginnerPage', () => import('./pages/Settings/LiveWorkshopBeginnerPage/LiveWorkshopBeginnerPage'))
const LiveWorkshopExperiencedPage = lazyPage('LiveWorkshopExperiencedPage', () => import('./pages/Settings/LiveWorkshopExperiencedPage/LiveWorkshopExperiencedPage'))
const FeatureChangeLogPage = lazyPage('FeatureChangeLogPage', () => import('./pages/Changelog/FeatureChangeLogPage/FeatureChangeLogPage'))
// Filling in forms (issue 10): /form/{slug}, signed in or, for public forms, out.
const ViewFormPage = lazyPage('ViewFormPage', () => import('./pages/FormFilling/ViewFormPage/ViewFormPage'), { graphql: true })
const ChangelogPage = lazyPage('ChangelogPage', () => import('./pages/Changelog/ChangelogPage/ChangelogPage'), { graphql: true })
const RedirectRulesPage = lazyPage('RedirectRulesPage', () => import('./pages/RedirectRules/RedirectRulesPage/RedirectRulesPage'))
// The course back office (issue 12): courses, units, lessons and lesson files.
const CoursesPage = lazyPage('CoursesPage', () => import('./pages/Courses/CoursesPage/CoursesPage'))
const NewCoursePage = lazyPage('NewCoursePage', () => import('./pages/Courses/NewCoursePage/NewCoursePage'))
const CoursePage = lazyPage('CoursePage', () => import('./pages/Courses/CoursePage/CoursePage'))
const EditCoursePage = lazyPage('EditCoursePage', () => import('./pages/Courses/EditCoursePage/EditCoursePage'))
const CourseIntroPage = lazyPage('CourseIntroPage', () => import('./pages/Courses/CourseIntroPage/CourseIntroPage'))
const CourseIntroPreviewPage = lazyPage('CourseIntroPreviewPage', () => import('./pages/Courses/CourseIntroPreviewPage/CourseIntroPreviewPage'))
const CourseTracksPage = lazyPage('CourseTracksPage', () => import('./pages/Courses/CourseTracksPage/CourseTracksPage'))
const NewUnitPage = lazyPage('NewUnitPage', () => import('./pages/Courses/NewUnitPage/NewUnitPage'))
const UnitPage = lazyPage('UnitPage', () => import('./pages/Courses/UnitPage/UnitPage'))
const EditUnitPage = lazyPage('EditUnitPage', () => import('./pages/Courses/EditUnitPage/EditUnitPage'))
const NewLessonPage = lazyPage('NewLessonPage', () => import('./pages/Courses/NewLessonPage/NewLessonPage'))
const LessonPage = lazyPage('LessonPage', () => import('./pages/Courses/LessonPage/LessonPage'))
const EditLessonPage = lazyPage('EditLessonPage', () => import('./pages/Courses/EditLessonPage/EditLessonPage'))
const LessonShortLinkPage = lazyPage('LessonShortLinkPage', () => import('./pages/Courses/LessonShortLinkPage/LessonShortLinkPage'))
const NewLessonFilePage = lazyPage('NewLessonFilePage', () => import('./pages/Courses/NewLessonFilePage/NewLessonFilePage'))
const LessonFilePage = lazyPage('LessonFilePage', () => import('./pages/Courses/LessonFilePage/LessonFilePage'))
const EditLessonFilePage = lazyPage('EditLessonFilePage', () => import('./pages/Courses/EditLessonFilePage/EditLessonFilePage'))

// The signed-in shell loads on its own, with the GraphQL client every page in it may use, so the
// sign-in screens download neither. A page outside it that runs GraphQL says so: lazyPage(..., { graphql: true }).
const LazyAppLayout = lazyWithGraphQL(() => import('./layouts/AppLayout/AppLayout'))
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
        {/* Groups and buddies (issue 10): the leader pages and buddies need login only (the service
            scopes the rows); the staff member lists are behind their page flags. */}
        <Route path="/view-group" page={ViewGroupPage} name="viewGroup" />
        <Route path="/sub-group/{id:Int}" page={SubGroupPage} name="viewSubGroup" />
        <Route path="/accountability-buddies" page={AccountabilityBuddiesPage} name="accountabilityBuddies" />
        <Route path="/challenge-buddies" page={ChallengeBuddiesPage} name="challengeBuddies" />
        <Set wrap={requireAccess('viewGroupMembers')}>
          <Route path="/groups/members" page={GroupMembersPage} name="viewGroupMembers" />
        </Set>
        <Set wrap={requireAccess('viewSubGroupMembers')}>
          <Route path="/subgroups/members" page={SubGroupMembersPage} name="viewSubGroupMembers" />
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
      </PrivateSet>
      {/* Public (no sign-in): the resources shared with everyone, and where Bonuses leads. */}
      <Route path="/resources/public" page={PublicResourcesPage} name="publicResources" />
      <Route path="/resources/public/{id:Int}" page={PublicResourcePage} name="publicResource" />
      <Route path="/bonus" page={BonusRedirectPage} name="bonusRedirect" />
      {/* Public (no sign-in): the published feature changelog. */}
      <Route path="/changelog" page={ChangelogPage} name="changelog" />
      {/* A staff-built form by slug (the Journey Form is journey-form); members-only forms ask to sign in. */}
      <Route path="/form/{slug}" page={ViewFormPage} name="viewForm" />
      <Route notfound page={NotFoundPage} />
    </Router>
  )
}

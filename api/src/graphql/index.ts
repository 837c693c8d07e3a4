// Every domain's SDL and services, registered explicitly (no glob magic): add a line per domain.
import type { Domain } from './buildSchema'
import * as base from './base.sdl'
import * as auth from './auth.sdl'
import * as settings from './settings.sdl'
import * as featureChangelog from './featureChangelog.sdl'
import * as redirectRules from './settings.redirectRules.sdl'
import * as dues from './dues.sdl'
import * as users from './members.users.sdl'
import * as impersonation from './auth.impersonation.sdl'
import * as search from './search.sdl'
import * as bugReports from './bugReports.sdl'
import * as infoLogsReport from './reports.infoLogs.sdl'
import * as communityReport from './reports.communityReport.sdl'
import * as paymentReport from './reports.paymentReport.sdl'
import * as events from './events.sdl'
import * as resources from './resources.sdl'
import * as courses from './courses.sdl'
import * as units from './courses.units.sdl'
import * as lessons from './courses.lessons.sdl'
import * as lessonFiles from './courses.lessonFiles.sdl'
import * as stages from './stages.sdl'
import * as forms from './forms.sdl'
import * as formFilling from './forms.formFilling.sdl'
import * as learning from './learning.sdl'
import * as profiles from './profiles.sdl'
import * as myGroups from './groups.myGroups.sdl'
import * as groups from './groups.sdl'
import * as successManagers from './groups.successManagers.sdl'
import * as accountabilityGroups from './groups.accountabilityGroups.sdl'
import * as challengeGroups from './groups.challengeGroups.sdl'
import * as memberStages from './stages.memberStages.sdl'
import * as batches from './batches.sdl'
import * as accessLevels from './accessLevels.sdl'
import * as members from './members.sdl'
import * as uploads from './uploads.sdl'
import * as enrolment from './enrolment.sdl'
import * as subscriptions from './subscriptions.sdl'
import * as paymentSchedules from './paymentSchedules.sdl'
import * as checkout from './checkout.sdl'
import * as billing from './billing.sdl'
import * as products from './products.sdl'
import * as funnels from './funnels.sdl'
import * as landingPages from './landingPages.sdl'
import * as coupons from './coupons.sdl'
import * as paymentTerms from './paymentTerms.sdl'
import * as nonMembers from './members.nonMembers.sdl'
import * as archivedUsers from './members.archivedUsers.sdl'
import * as mergeUsers from './members.mergeUsers.sdl'
import * as jobs from './jobs.sdl'
import * as affiliates from './affiliates.sdl'
import * as affiliatesStaff from './affiliates.staff.sdl'
import * as studentPaymentDetails from './reports.studentPaymentDetails.sdl'
import * as retentionSdl from './retention.sdl'
import * as reportPeriod from './reports.period.sdl'
import * as reportSummary from './reports.summary.sdl'
import * as staffHome from './reports.staffHome.sdl'
import * as redwood from '../services/auth/redwood'
import * as authServices from '../services/auth/validateOtp'
import * as settingsServices from '../services/settings/settings'
import * as featureChangelogServices from '../services/featureChangelog/featureChangelog'
import * as redirectRulesServices from '../services/settings/redirectRules'
import * as duesServices from '../services/dues/dues'
import * as usersServices from '../services/members/users'
import * as impersonationServices from '../services/auth/impersonation'
import * as searchServices from '../services/search/search'
import * as bugReportsServices from '../services/bugReports'
import * as infoLogsReportServices from '../services/reports/infoLogs'
import * as communityReportServices from '../services/reports/communityReport'
import { paymentReport as paymentReportService } from '../services/reports/paymentReport'
import { paymentReportBills } from '../services/reports/paymentReportBills'
import * as eventsServices from '../services/events/events'
import * as resourcesServices from '../services/resources/resources'
import * as coursesServices from '../services/courses/courses'
import * as unitsServices from '../services/courses/units'
import * as lessonsServices from '../services/courses/lessons'
import * as lessonFilesServices from '../services/courses/lessonFiles'
import * as stagesServices from '../services/stages'
import * as formsServices from '../services/forms'
import * as formFillingServices from '../services/forms/formFilling'
import * as learningServices from '../services/learning/learning'
import * as profilesServices from '../services/profiles/profiles'
import * as myGroupsServices from '../services/groups/myGroups'
import * as groupsServices from '../services/groups/groups'
import * as successManagersServices from '../services/groups/successManagers'
import * as accountabilityGroupsServices from '../services/groups/accountabilityGroups'
import * as challengeGroupsServices from '../services/groups/challengeGroups'
import * as memberStagesServices from '../services/stages/memberStages'
import * as batchesServices from '../services/batches/batches'
import * as accessLevelsServices from '../services/accessLevels/accessLevels'
import * as membersServices from '../services/members'
import * as uploadsServices from '../services/uploads'
import * as enrolmentServices from '../services/enrolment/enrolment'
import * as subscriptionsServices from '../services/subscriptions/subscriptions'
import * as paymentSchedulesServices from '../services/paymentSchedules/paymentSchedules'
import * as checkoutServices from '../services/checkout/checkout'
import * as billingServices from '../services/billing/billing'
import * as productsServices from '../services/products/products'
import * as funnelsServices from '../services/funnels/funnels'
import * as landingPagesServices from '../services/landingPages/landingPages'
import * as couponsServices from '../services/coupons/coupons'
import * as paymentTermsServices from '../services/paymentTerms/paymentTerms'
import * as nonMembersServices from '../services/members/nonMembers'
import * as archivedUsersServices from '../services/members/archivedUsers'
import * as mergeUsersServices from '../services/members/mergeUsers'
import * as jobsServices from '../services/jobs/jobs'
import * as affiliatesServices from '../services/affiliates/affiliates'
import * as affiliatesStaffServices from '../services/affiliates/staff'
import * as studentPaymentDetailsServices from '../services/reports/studentPaymentDetails'
import * as reportSummaryServices from '../services/reports/reportSummary'
import * as staffHomeServices from '../services/reports/staffHome'
import * as retentionServices from '../services/retention/retention'

export const domains: Domain[] = [
  { name: 'redwood', sdl: base.schema, services: redwood },
  { name: 'auth', sdl: auth.schema, services: authServices },
  { name: 'settings', sdl: settings.schema, services: settingsServices },
  { name: 'featureChangelog', sdl: featureChangelog.schema, services: featureChangelogServices },
  { name: 'redirectRules', sdl: redirectRules.schema, services: redirectRulesServices },
  { name: 'dues', sdl: dues.schema, services: duesServices },
  { name: 'users', sdl: users.schema, services: usersServices },
  { name: 'impersonation', sdl: impersonation.schema, services: impersonationServices },
  { name: 'search', sdl: search.schema, services: searchServices },
  { name: 'bugReports', sdl: bugReports.schema, services: bugReportsServices },
  { name: 'infoLogsReport', sdl: infoLogsReport.schema, services: infoLogsReportServices },
  { name: 'communityReport', sdl: communityReport.schema, services: communityReportServices },
  { name: 'paymentReport', sdl: paymentReport.schema, services: { paymentReport: paymentReportService, paymentReportBills } },
  { name: 'events', sdl: events.schema, services: eventsServices },
  { name: 'resources', sdl: resources.schema, services: resourcesServices },
  { name: 'courses', sdl: courses.schema, services: coursesServices },
  { name: 'units', sdl: units.schema, services: unitsServices },
  { name: 'lessons', sdl: lessons.schema, services: lessonsServices },
  { name: 'lessonFiles', sdl: lessonFiles.schema, services: lessonFilesServices },
  { name: 'stages', sdl: stages.schema, services: stagesServices },
  { name: 'forms', sdl: forms.schema, services: formsServices },
  { name: 'formFilling', sdl: formFilling.schema, services: formFillingServices },
  { name: 'learning', sdl: learning.schema, services: learningServices },
  { name: 'profiles', sdl: profiles.schema, services: profilesServices },
  { name: 'myGroups', sdl: myGroups.schema, services: myGroupsServices },
  { name: 'groups', sdl: groups.schema, services: groupsServices },
  { name: 'successManagers', sdl: successManagers.schema, services: successManagersServices },
  { name: 'accountabilityGroups', sdl: accountabilityGroups.schema, services: accountabilityGroupsServices },
  { name: 'challengeGroups', sdl: challengeGroups.schema, services: challengeGroupsServices },
  { name: 'memberStages', sdl: memberStages.schema, services: memberStagesServices },
  { name: 'batches', sdl: batches.schema, services: batchesServices },
  { name: 'accessLevels', sdl: accessLevels.schema, services: accessLevelsServices },
  { name: 'members', sdl: members.schema, services: membersServices },
  { name: 'uploads', sdl: uploads.schema, services: uploadsServices },
  { name: 'enrolment', sdl: enrolment.schema, services: enrolmentServices },
  { name: 'subscriptions', sdl: subscriptions.schema, services: subscriptionsServices },
  { name: 'paymentSchedules', sdl: paymentSchedules.schema, services: paymentSchedulesServices },
  { name: 'checkout', sdl: checkout.schema, services: checkoutServices },
  { name: 'billing', sdl: billing.schema, services: billingServices },
  { name: 'products', sdl: products.schema, services: productsServices },
  { name: 'funnels', sdl: funnels.schema, services: funnelsServices },
  { name: 'landingPages', sdl: landingPages.schema, services: landingPagesServices },
  { name: 'coupons', sdl: coupons.schema, services: couponsServices },
  { name: 'paymentTerms', sdl: paymentTerms.schema, services: paymentTermsServices },
  { name: 'nonMembers', sdl: nonMembers.schema, services: nonMembersServices },
  { name: 'archivedUsers', sdl: archivedUsers.schema, services: archivedUsersServices },
  { name: 'mergeUsers', sdl: mergeUsers.schema, services: mergeUsersServices },
  { name: 'jobs', sdl: jobs.schema, services: jobsServices },
  { name: 'affiliates', sdl: affiliates.schema, services: affiliatesServices },
  { name: 'affiliatesStaff', sdl: affiliatesStaff.schema, services: affiliatesStaffServices },
  { name: 'studentPaymentDetails', sdl: studentPaymentDetails.schema, services: studentPaymentDetailsServices },
  { name: 'retention', sdl: retentionSdl.schema, services: retentionServices },
  // Types only: the period input and range every aggregate report shares.
  { name: 'reportPeriod', sdl: reportPeriod.schema, services: {} },
  { name: 'reportSummary', sdl: reportSummary.schema, services: reportSummaryServices },
  { name: 'staffHome', sdl: staffHome.schema, services: staffHomeServices },
]

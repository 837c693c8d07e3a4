// The staff privilege test, beside the permission matrix. The matrix checks who may
// CALL an operation; this checks how far a caller who may call it can REACH. For every staff
// operation that changes a person, an access level or a file's reach, a caller whose own custom
// level holds exactly that operation's flag (read from the field's @requireAccess in the built
// schema; never the admin role) reaches beyond it (an admin account, the Admin level
// tribe-team-ro, a flag their level lacks, a member's payment proof) and must be refused with
// nothing stored: every table of the database is the same afterwards.
//
// Every Mutation guarded by @requireAccess must be in exactly one of three places: CASES (it
// changes a person, a level or a file's reach: its reach attempts), ON_ANYONE_BY_DESIGN (it
// changes a person, in a way that does no harm to an account above the caller: the reason) or
// OUTSIDE_THE_RULE (it changes no person, no level and no file's reach: the reason). A new
// operation in none of them fails the test until someone decides which it is.
//
// The one exception by design is not an operation here yet: a member who becomes an affiliate
// grants themself the affiliate level (the affiliate programme, the affiliates issue). It is the
// only way anyone but an admin gives a level that is not member-side; when that operation exists
// it goes in CASES with its own limits (only the affiliate level, only to oneself).
//
// Calls go through the real schema (runGraphql: directives, then the real services); the
// upload and the file download go through the HTTP routes.
import { getDirective } from '@graphql-tools/utils'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ExecutionResult, GraphQLField } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessLevels, batches, funnels, paymentProofs, storedFiles, uploadJobs, userAccessLevels, users } from '../../../db/schema'
import { accessMaps } from '../../../scripts/seed/accessLevels'
import { createSession } from '../lib/auth/session'
import { staffTrustMessages } from '../lib/auth/staffTrust'
import { db } from '../lib/db'
import { createServer } from '../server'
import { insertCourse, insertLesson, insertLessonFile, insertUnit } from '../services/courses/courses.scenarios'
import { insertEvent } from '../services/events/events.scenarios'
import { multipart, samples, temporaryStore } from '../services/files/files.scenarios'
import { mergeTrustMessages } from '../services/members/mergeUsers'
import { insertResourceFile } from '../services/resources/resources.scenarios'
import { runQueuedUploadJobs } from '../services/uploads/queue'
import { memberRow, xlsxFile } from '../services/uploads/uploads.scenarios'
import { logIn } from '../test/auth'
import { tableFingerprints } from '../test/database'
import { createSchedule, createSubscription, createUser } from '../test/factories'
import { runGraphql } from '../test/graphql'
import { currentUserFor } from '../test/scenario'
import { addDays } from '../lib/time'
import { buildSchema } from './buildSchema'
import { domains } from './index'

const schema = buildSchema(domains)

/** Every Mutation field with @requireAccess, and the flag it names. */
const guarded = Object.values(schema.getMutationType()!.getFields()).flatMap((field: GraphQLField<unknown, unknown>) => {
  const [args] = getDirective(schema, field, 'requireAccess') ?? []
  return args ? [{ name: field.name, flag: { page: args.page as string | undefined, function: args.function as string | undefined } }] : []
})
const flagOf = (name: string) => guarded.find((field) => field.name === name)!.flag

/** The rows every case starts from. */
async function world() {
  const adminLevel = { name: 'tribe-team-ro', ...accessMaps('tribe-team-ro') }
  const adminUser = await createUser({ email: 'boss@staff.test', firstName: 'Bea', lastName: 'Boss', tribeId: 'TR-0001', roles: ['admin'], accessLevels: [adminLevel] })
  const finance = await createUser({ email: 'fin@staff.test', firstName: 'Fe', lastName: 'Finance', accessLevels: [{ name: 'tribe-team-fa', ...accessMaps('tribe-team-fa') }] })
  const member = await createUser({ email: 'mia.member@people.test', firstName: 'Mia', lastName: 'Member', accessLevels: [{ name: 'member', ...accessMaps('member') }] })
  const archivedAdmin = await createUser({ email: 'old.boss@staff.test', roles: ['admin'], disabled: true, archivedAt: new Date('2026-01-05T00:00:00Z') })
  // A level nobody holds, with a page the callers lack.
  const [paymentsDesk] = await db.insert(accessLevels).values({ name: 'payments-desk', label: 'Payments Desk', pageAccess: { payment: true }, functionAccess: {} }).returning()
  const [adminLevelRow] = await db.select().from(accessLevels).where(eq(accessLevels.name, 'tribe-team-ro'))
  const [batch] = await db.insert(batches).values({ name: 'Batch 30', number: 30, launchFrom: '2026-01-01', launchTo: '2026-01-31' }).returning()
  const { subscription: adminSubscription } = await createSubscription(adminUser.id, addDays(new Date(), 30))
  const { invoice } = await createSubscription(member.id, addDays(new Date(), 30))
  const [funnel] = await db.select().from(funnels)
  // The member's payment proof: an upload of theirs named by a proof of a schedule row.
  const schedule = await createSchedule(invoice.id, '2026-06-01')
  const [proof] = await db
    .insert(storedFiles)
    .values({ key: `2026/05/${crypto.randomUUID()}/receipt.png`, fileName: 'receipt.png', contentType: 'image/png', sizeBytes: samples.png().length, uploadedById: member.id, purpose: 'payment-proof' })
    .returning()
  await db.insert(paymentProofs).values({ paymentScheduleId: schedule.id, userId: member.id, storedFileId: proof.id, paymentPlatform: 'GCash', referenceNumber: 'REF-1' })
  const course = await insertCourse({ name: 'Freelancing 101', isPublished: true })
  const unit = await insertUnit(course.id)
  const lesson = await insertLesson(unit.id, { isPublished: true })
  const lessonFile = await insertLessonFile(lesson.id)
  const event = await insertEvent({ title: 'Open house', isPublished: true })
  const resource = await insertResourceFile({ title: 'Starter kit', isPublished: true })
  return { adminUser, adminLevel: adminLevelRow, finance, member, archivedAdmin, paymentsDesk, batch, adminSubscription, funnel, proof, course, unit, lesson, lessonFile, event, resource }
}
type World = Awaited<ReturnType<typeof world>>

/** The caller: a staff member whose only level (custom, not the admin role) holds exactly `flag`. */
async function callerHolding(flag: { page?: string; function?: string }) {
  const name = `holds-${(flag.page ?? flag.function)!.replace(/[^a-zA-Z0-9]+/g, '-').toLowerCase()}`
  const user = await createUser({
    email: `${name}@staff.test`,
    firstName: 'Sam',
    lastName: 'Staff',
    accessLevels: [{ name, pageAccess: flag.page ? { [flag.page]: true } : {}, functionAccess: flag.function ? { [flag.function]: true } : {} }],
  })
  const [level] = await db.select().from(accessLevels).where(eq(accessLevels.name, name))
  const session = await createSession({ userId: user.id })
  return { user: await currentUserFor(user.id), row: user, level, sessionIdHash: session.idHash }
}
type Caller = Awaited<ReturnType<typeof callerHolding>>

/** Everything the member edit form sends, for `user` as stored, with `over` changed. */
async function memberForm(userId: number, over: Record<string, unknown> = {}) {
  const [row] = await db.select().from(users).where(eq(users.id, userId))
  const levels = await db.select({ id: userAccessLevels.accessLevelId }).from(userAccessLevels).where(eq(userAccessLevels.userId, userId))
  return {
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    suffix: row.suffix,
    email: row.email,
    batchId: row.batchId,
    groupId: null,
    stageId: row.stageId,
    accessLevelIds: levels.map((level) => level.id),
    isAdmin: row.roles.includes('admin'),
    basePoints: 0,
    isFastTrackStudent: row.isFastTrackStudent,
    isDisabled: row.disabledAt != null,
    ...over,
  }
}

type Refusal = { code: 'FORBIDDEN' | 'BAD_USER_INPUT'; message?: string; field?: string }
type Case = {
  /** What the caller reaches for beyond their level. */
  reach: string
  /** The operation as the caller. */
  attempt: (w: World, caller: Caller) => Promise<ExecutionResult>
  /** How it must be refused: the code, and the message or the field that says why. */
  refused: Refusal
}

const call = (caller: Caller, document: string, variables: Record<string, unknown>) =>
  runGraphql(caller.user, document, variables, { sessionIdHash: caller.sessionIdHash })

const UPDATE_MEMBER = 'mutation ($id: Int!, $input: MemberInput!) { updateMember(id: $id, input: $input) { id } }'
const ENROL = 'mutation ($id: Int!, $input: EnrollUserInput!) { enrollUser(id: $id, input: $input) { id } }'
const MERGE = 'mutation ($s: Int!, $t: Int!) { mergeUsers(sourceId: $s, targetId: $t) { target { id } } }'
const UPDATE_LEVEL = 'mutation ($id: Int!, $input: AccessLevelInput!) { updateAccessLevel(id: $id, input: $input) { id } }'
const holdsMore: Refusal = { code: 'FORBIDDEN', message: staffTrustMessages.holdsMore }
/** A member's payment proof attached to published content would be readable by anyone. */
const proofReach = 'a payment proof: attaches a member’s receipt to published content'
const proofRefused = (field: string): Refusal => ({ code: 'BAD_USER_INPUT', field })
const ONE_OFF_EVENT = { title: 'Proof night', timeZone: 'GMT+08:00', repeat: 'none', startsAt: '2026-07-07T19:00', endsAt: '2026-07-07T21:00', audience: 'public', isPublished: true }
const VIDEO_LESSON = { name: 'Receipts', type: 'Video', videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', duration: '12:30', isPublished: true }

/** The operations that change a person, a level or a file's reach, and how a caller reaches beyond. */
const CASES: Record<string, Case[]> = {
  updateMember: [
    { reach: 'an admin account: changes its e-mail', attempt: async (w, c) => call(c, UPDATE_MEMBER, { id: w.adminUser.id, input: await memberForm(w.adminUser.id, { email: 'taken.over@example.com' }) }), refused: holdsMore },
    { reach: 'a flag they lack: disables the finance admin', attempt: async (w, c) => call(c, UPDATE_MEMBER, { id: w.finance.id, input: await memberForm(w.finance.id, { isDisabled: true }) }), refused: holdsMore },
    {
      reach: 'the Admin level: gives it to themself',
      attempt: async (w, c) => call(c, UPDATE_MEMBER, { id: c.row.id, input: await memberForm(c.row.id, { accessLevelIds: [c.level.id, w.adminLevel.id] }) }),
      refused: { code: 'FORBIDDEN', message: staffTrustMessages.grantLevels },
    },
  ],
  archiveUser: [
    { reach: 'an admin account', attempt: (w, c) => call(c, 'mutation ($id: Int!) { archiveUser(id: $id) { id } }', { id: w.adminUser.id }), refused: holdsMore },
    { reach: 'a flag they lack: the finance admin', attempt: (w, c) => call(c, 'mutation ($id: Int!) { archiveUser(id: $id) { id } }', { id: w.finance.id }), refused: holdsMore },
  ],
  restoreUser: [{ reach: 'an archived admin account', attempt: (w, c) => call(c, 'mutation ($id: Int!) { restoreUser(id: $id) { id } }', { id: w.archivedAdmin.id }), refused: holdsMore }],
  createNonMember: [
    {
      reach: "an admin account: a new account with the admin's e-mail",
      attempt: (w, c) => call(c, 'mutation ($input: NonMemberInput!) { createNonMember(input: $input) { id } }', { input: { firstName: 'Bea', lastName: 'Boss', email: 'BOSS@staff.test' } }),
      refused: { code: 'BAD_USER_INPUT', field: 'email' },
    },
  ],
  updateNonMember: [
    {
      // The admin holds no member level: the non-members edit reaches them.
      reach: 'an admin account: changes its e-mail',
      attempt: (w, c) =>
        call(c, 'mutation ($id: Int!, $input: NonMemberInput!) { updateNonMember(id: $id, input: $input) { id } }', { id: w.adminUser.id, input: { firstName: 'Bea', lastName: 'Boss', email: 'taken.over@example.com' } }),
      refused: holdsMore,
    },
  ],
  mergeUsers: [
    { reach: 'an admin account: merged away into a member', attempt: (w, c) => call(c, MERGE, { s: w.adminUser.id, t: w.member.id }), refused: holdsMore },
    { reach: 'a flag they lack: merges the finance admin into a member', attempt: (w, c) => call(c, MERGE, { s: w.finance.id, t: w.member.id }), refused: holdsMore },
    { reach: "their own account: merges a member's records into it", attempt: (w, c) => call(c, MERGE, { s: w.member.id, t: c.row.id }), refused: { code: 'BAD_USER_INPUT', message: mergeTrustMessages.selfTarget } },
  ],
  impersonateUser: [
    { reach: 'an admin account', attempt: (w, c) => call(c, 'mutation ($id: Int!) { impersonateUser(userId: $id) }', { id: w.adminUser.id }), refused: { code: 'FORBIDDEN' } },
    { reach: 'a flag they lack: the finance admin', attempt: (w, c) => call(c, 'mutation ($id: Int!) { impersonateUser(userId: $id) }', { id: w.finance.id }), refused: { code: 'FORBIDDEN' } },
  ],
  createAccessLevel: [
    {
      reach: 'a flag they lack: a new level with user_impersonate',
      attempt: (w, c) => call(c, 'mutation ($input: AccessLevelInput!) { createAccessLevel(input: $input) { id } }', { input: { name: 'sneaky', label: 'Sneaky', functionAccess: { user_impersonate: true } } }),
      refused: { code: 'FORBIDDEN', message: staffTrustMessages.flagsNotHeld(['user_impersonate']) },
    },
  ],
  updateAccessLevel: [
    {
      reach: 'a flag they lack: switches user_impersonate on on the level they act as',
      attempt: (w, c) => call(c, UPDATE_LEVEL, { id: c.level.id, input: { name: c.level.name, label: c.level.label, pageAccess: c.level.pageAccess, functionAccess: { ...c.level.functionAccess, user_impersonate: true } } }),
      refused: { code: 'FORBIDDEN', message: staffTrustMessages.flagsNotHeld(['user_impersonate']) },
    },
    {
      reach: 'the Admin level: switches its flags off',
      attempt: (w, c) => call(c, UPDATE_LEVEL, { id: w.adminLevel.id, input: { name: 'tribe-team-ro', label: 'Admin', pageAccess: {}, functionAccess: {} } }),
      refused: { code: 'FORBIDDEN', message: staffTrustMessages.levelHoldsMore },
    },
  ],
  deleteAccessLevel: [
    {
      reach: 'a flag they lack: deletes a level with the payment page',
      attempt: (w, c) => call(c, 'mutation ($id: Int!) { deleteAccessLevel(id: $id) { id } }', { id: w.paymentsDesk.id }),
      refused: { code: 'FORBIDDEN', message: staffTrustMessages.levelHoldsMore },
    },
  ],
  enrollUser: [
    {
      reach: 'the Admin level: enrols a member with it',
      attempt: (w, c) => call(c, ENROL, { id: w.member.id, input: { batchId: w.batch.id, accessLevelNames: ['tribe-team-ro'], funnelDetails: [{ funnelId: w.funnel.id }] } }),
      refused: { code: 'FORBIDDEN', message: staffTrustMessages.grantStaffLevels(['tribe-team-ro']) },
    },
    {
      reach: 'their own enrolment: enrols themself with the Admin level',
      attempt: (w, c) => call(c, ENROL, { id: c.row.id, input: { batchId: w.batch.id, accessLevelNames: ['tribe-team-ro'], funnelDetails: [{ funnelId: w.funnel.id }] } }),
      refused: { code: 'FORBIDDEN', message: staffTrustMessages.ownMoney },
    },
    { reach: 'an admin account: enrols it', attempt: (w, c) => call(c, ENROL, { id: w.adminUser.id, input: { batchId: w.batch.id, funnelDetails: [{ funnelId: w.funnel.id }] } }), refused: holdsMore },
  ],
  manualUserSubscription: [
    {
      reach: 'an admin account: subscribes it',
      attempt: (w, c) => call(c, 'mutation ($id: Int!, $f: [ManualFunnelDetailInput!]!) { manualUserSubscription(id: $id, funnelDetails: $f) { id } }', { id: w.adminUser.id, f: [{ id: w.funnel.id }] }),
      refused: holdsMore,
    },
  ],
  manualUserUnsubscription: [
    {
      reach: "an admin account: ends the admin's subscription",
      attempt: (w, c) => call(c, 'mutation ($id: Int!) { manualUserUnsubscription(subscriptionId: $id) { id } }', { id: w.adminSubscription.id }),
      refused: holdsMore,
    },
  ],
  createCourse: [{ reach: proofReach, attempt: (w, c) => call(c, 'mutation ($input: CourseInput!) { createCourse(input: $input) { id } }', { input: { name: 'Proofs', thumbnailUrl: w.proof.key, isPublished: true } }), refused: proofRefused('thumbnailUrl') }],
  updateCourse: [
    { reach: proofReach, attempt: (w, c) => call(c, 'mutation ($id: Int!, $input: CourseInput!) { updateCourse(id: $id, input: $input) { id } }', { id: w.course.id, input: { name: w.course.name, thumbnailUrl: w.proof.key, isPublished: true } }), refused: proofRefused('thumbnailUrl') },
  ],
  updateCourseIntro: [
    { reach: proofReach, attempt: (w, c) => call(c, 'mutation ($id: Int!, $input: CourseIntroInput!) { updateCourseIntro(id: $id, input: $input) { id } }', { id: w.course.id, input: { introVideoUrl: w.proof.key } }), refused: proofRefused('introVideoUrl') },
  ],
  createLesson: [{ reach: proofReach, attempt: (w, c) => call(c, 'mutation ($input: NewLessonInput!) { createLesson(input: $input) { id } }', { input: { ...VIDEO_LESSON, unitId: w.unit.id, imageUrl: w.proof.key } }), refused: proofRefused('imageUrl') }],
  updateLesson: [{ reach: proofReach, attempt: (w, c) => call(c, 'mutation ($id: Int!, $input: LessonInput!) { updateLesson(id: $id, input: $input) { id } }', { id: w.lesson.id, input: { ...VIDEO_LESSON, imageUrl: w.proof.key } }), refused: proofRefused('imageUrl') }],
  createLessonFile: [
    { reach: proofReach, attempt: (w, c) => call(c, 'mutation ($input: NewLessonFileInput!) { createLessonFile(input: $input) { id } }', { input: { lessonId: w.lesson.id, name: 'Receipt', fileUrl: w.proof.key } }), refused: proofRefused('fileUrl') },
  ],
  updateLessonFile: [
    { reach: proofReach, attempt: (w, c) => call(c, 'mutation ($id: Int!, $input: LessonFileInput!) { updateLessonFile(id: $id, input: $input) { id } }', { id: w.lessonFile.id, input: { name: 'Receipt', fileUrl: w.proof.key } }), refused: proofRefused('fileUrl') },
  ],
  createEvent: [{ reach: proofReach, attempt: (w, c) => call(c, 'mutation ($input: EventInput!) { createEvent(input: $input) { id } }', { input: { ...ONE_OFF_EVENT, imageUrl: w.proof.key } }), refused: proofRefused('imageUrl') }],
  updateEvent: [{ reach: proofReach, attempt: (w, c) => call(c, 'mutation ($id: Int!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id } }', { id: w.event.id, input: { ...ONE_OFF_EVENT, imageUrl: w.proof.key } }), refused: proofRefused('imageUrl') }],
  createResourceFile: [
    {
      reach: proofReach,
      attempt: (w, c) => call(c, 'mutation ($input: ResourceFileInput!) { createResourceFile(input: $input) { id } }', { input: { title: 'Receipt', source: 'upload', fileKey: w.proof.key, audience: 'public', isPublished: true } }),
      refused: proofRefused('fileKey'),
    },
  ],
  updateResourceFile: [
    {
      reach: proofReach,
      attempt: (w, c) =>
        call(c, 'mutation ($id: Int!, $input: ResourceFileInput!) { updateResourceFile(id: $id, input: $input) { id } }', { id: w.resource.id, input: { title: 'Receipt', source: 'upload', fileKey: w.proof.key, audience: 'public', isPublished: true } }),
      refused: proofRefused('fileKey'),
    },
  ],
}

/**
 * Operations that change a person in a way that does an account above the caller no harm: no
 * identity, sign-in, access level, money or disabling. Staff put anyone in a group or give them a
 * role on a stage or group; a role there opens no flag (the pages it opens are scoped to what the
 * person leads, reviews or manages).
 */
const ON_ANYONE_BY_DESIGN: Record<string, string> = {
  createGroup: 'names the group’s leaders: leading a group opens no flag, only that group’s pages',
  updateGroup: 'renames the group or changes its leaders: a group role, no flag',
  deleteGroup: 'members left without the group: a group, not access',
  moveGroupMembers: 'moves people between groups: no identity, access, sign-in or money',
  removeGroupMembers: 'takes people out of a group: no identity, access, sign-in or money',
  createSubGroup: 'names the sub-group’s leaders: a group role, no flag',
  updateSubGroup: 'renames the sub-group or changes its leaders: a group role, no flag',
  deleteSubGroup: 'members left in the group without the sub-group: a group, not access',
  assignSuccessManagerMembers: 'who looks after a member: a duty of the manager, nothing of the member’s account',
  unassignSuccessManagerMembers: 'ends that duty: nothing of either account changes',
  setSuccessManagerAccepting: 'opens or closes a manager to new members: their duty, not their access',
  createAccountabilityGroup: 'names a team lead for a buddy group: a group role, no flag',
  updateAccountabilityGroup: 'renames the group or picks another team lead: a group role, no flag',
  deleteAccountabilityGroup: 'members left without the buddy group: a group, not access',
  assignAccountabilityMembers: 'puts people in a buddy group: no identity, access, sign-in or money',
  removeAccountabilityMembers: 'takes people out of a buddy group: no identity, access, sign-in or money',
  createChallengeGroup: 'names a challenge group’s leader: a group role, no flag',
  updateChallengeGroup: 'renames it or picks another leader: a group role, no flag',
  deleteChallengeGroup: 'members left without the challenge: a group, not access',
  assignChallengeMembers: 'adds people to a challenge: no identity, access, sign-in or money',
  removeChallengeMembers: 'takes people out of a challenge: no identity, access, sign-in or money',
  addStageLeader: 'makes someone lead a stage: a stage role, no flag (its pages are scoped to that stage)',
  removeStageLeader: 'ends a stage role: nothing of the account’s identity, access or sign-in',
  addStageReviewer: 'makes someone review a stage’s move-ups: a stage role, no flag',
  removeStageReviewer: 'ends a stage role: nothing of the account’s identity, access or sign-in',
  addPaymentSchedule: 'a row of a bill: the payment desk settles anyone’s bill but its own (assertNotOwnMoney, paymentSchedules.test.ts); no identity, access level or sign-in changes',
  updatePaymentSchedule: 'a row of a bill: the payment desk settles anyone’s bill but its own (assertNotOwnMoney, paymentSchedules.test.ts); no identity, access level or sign-in changes',
  approvePaymentScheduleTransaction: 'marks a bill’s row paid: the payment desk’s work on whoever pays, never on its own bill (assertNotOwnMoney, paymentSchedules.test.ts)',
  disapprovePaymentScheduleTransaction: 'revokes a payment with its reason: the payment desk’s work on whoever pays, never on its own bill (assertNotOwnMoney, paymentSchedules.test.ts)',
  setAffiliateStatus: 'approves, suspends or reactivates an affiliate account: its links and earning, not a level or a flag; never one’s own (assertNotOwnMoney, affiliates/staff.test.ts)',
  updateAffiliateCommission: 'an affiliate’s rate: never one’s own (assertNotOwnMoney, affiliates/staff.test.ts)',
  holdCommission: 'keeps a commission pending: never one’s own (assertNotOwnMoney, affiliates/staff.test.ts)',
  approveCommission: 'approves a commission early: never one’s own (assertNotOwnMoney, affiliates/staff.test.ts)',
  markPayoutPaid: 'records a transfer made to an affiliate: never one’s own (assertNotOwnMoney, affiliates/staff.test.ts)',
  cancelPayout: 'returns a prepared payout’s commissions to waiting: never one’s own (assertNotOwnMoney, affiliates/staff.test.ts)',
}

/** Operations that change no person, no access level and no file's reach. */
const OUTSIDE_THE_RULE: Record<string, string> = {
  markRetentionContact: 'records a follow-up made with a member on the renewal worklist: a note, no identity, access, sign-in or file changes',
  retryJob: 'runs a failed background job again as it was queued (an import still acts as its importer, and a finished one is not run twice)',
  discardJob: 'drops a waiting or failed background job: nothing of anyone’s identity, access or files',
  markRefundSettled: 'records that money due back to a buyer was paid back: bookkeeping of a checkout, no account changes',
  setEventPublished: 'publishes content whose image was checked when it was attached',
  deleteEvent: 'content only',
  setResourceFilePublished: 'publishes content whose file was checked when it was attached',
  deleteResourceFile: 'content only',
  publishCourse: 'publishes content whose files were checked when they were attached',
  saveCourseTracks: 'the order of units and lessons',
  deleteCourse: 'content only',
  restoreCourse: 'content only',
  createUnit: 'content only (a name and a course)',
  updateUnit: 'content only (a name and a course)',
  deleteUnit: 'content only',
  restoreUnit: 'content only',
  deleteLesson: 'content only',
  restoreLesson: 'content only',
  deleteLessonFile: 'content only',
  updateDefaultSetting: 'a setting of the community',
  updateLiveWorkshopBeginnerSetting: 'a setting of a workshop page',
  updateLiveWorkshopExperiencedSetting: 'a setting of a workshop page',
  createFeatureChangelogEntry: 'a changelog entry',
  triageBugReport: "a bug report's status and the reply mailed to whoever sent it: no account, level or file",
  updateFeatureChangelogEntry: 'a changelog entry',
  deleteFeatureChangelogEntry: 'a changelog entry',
  createRedirectRule: 'a redirect of a public path',
  updateRedirectRule: 'a redirect of a public path',
  deleteRedirectRule: 'a redirect of a public path',
  createStage: 'curriculum',
  updateStage: 'curriculum',
  deleteStage: 'curriculum (refused while members are on it)',
  createStageTask: 'curriculum',
  updateStageTask: 'curriculum (points already earned stay as they were)',
  deleteStageTask: 'curriculum',
  restoreStageTask: 'curriculum',
  reorderStageTasks: 'curriculum',
  createForm: 'a form',
  updateForm: 'a form',
  setFormPublished: 'a form',
  deleteForm: 'a form',
  createBatch: 'a batch',
  updateBatch: 'a batch',
  deleteBatch: 'a batch (refused while anyone is in it)',
  createProduct: 'the catalogue',
  updateProduct: 'the catalogue',
  deleteProduct: 'the catalogue',
  createFunnel: 'the catalogue',
  updateFunnel: 'the catalogue',
  deleteFunnel: 'the catalogue',
  createCoupon: 'the catalogue',
  updateCoupon: 'the catalogue',
  deleteCoupon: 'the catalogue',
  createPaymentTerm: 'the catalogue',
  updatePaymentTerm: 'the catalogue',
  deletePaymentTerm: 'the catalogue',
  saveLandingPageDraft: 'a landing page (its draft)',
  publishLandingPage: 'a landing page (a new version)',
  restoreLandingPageVersion: 'a landing page (its draft)',
  preparePayouts: 'groups every affiliate’s approved commission into payouts to be paid: bookkeeping; paying one is markPayoutPaid',
}

/** Cases written over HTTP below (an upload, then the import), not in CASES' GraphQL shape. */
const CASES_OVER_HTTP: Record<string, string> = {
  importUpload: 'the members import: the Admin level to the importer, an admin’s e-mail by Tribe ID (describe "importUpload" below)',
}

/** The REST store and server for the cases that upload or download. */
let app: FastifyInstance
let store: ReturnType<typeof temporaryStore>
beforeAll(async () => {
  store = temporaryStore()
  app = await createServer()
})
afterAll(async () => {
  await app.close()
  store.dispose()
})

async function expectRefused(result: ExecutionResult, refused: Refusal) {
  expect(result.data ?? null, 'the operation answered data').toBeNull()
  const [error] = result.errors ?? []
  expect(error?.extensions?.code, error?.message).toBe(refused.code)
  if (refused.message) expect(error.message).toBe(refused.message)
  if (refused.field) expect(Object.keys((error.extensions?.properties as { messages?: object } | undefined)?.messages ?? {})).toContain(refused.field)
}

describe('the staff privilege test', () => {
  it('every Mutation guarded by @requireAccess is a case, changes people harmlessly by design, or is outside the rule (exactly one)', () => {
    const names = guarded.map((field) => field.name).sort()
    expect(names.length).toBeGreaterThan(0)
    const placed = (name: string) => [name in CASES, name in ON_ANYONE_BY_DESIGN, name in OUTSIDE_THE_RULE, name in CASES_OVER_HTTP].filter(Boolean).length
    const unplaced = names.filter((name) => placed(name) === 0)
    expect(unplaced, 'Mutations with @requireAccess in none of CASES, CASES_OVER_HTTP, ON_ANYONE_BY_DESIGN, OUTSIDE_THE_RULE: decide and add them').toEqual([])
    expect(names.filter((name) => placed(name) > 1), 'in more than one list').toEqual([])
    const stale = [...Object.keys(CASES), ...Object.keys(ON_ANYONE_BY_DESIGN), ...Object.keys(OUTSIDE_THE_RULE), ...Object.keys(CASES_OVER_HTTP)].filter((name) => !names.includes(name))
    expect(stale, 'listed, but not a Mutation with @requireAccess').toEqual([])
  })

  const rows = Object.entries(CASES).flatMap(([name, cases]) => cases.map((item) => [`${name}: ${item.reach}`, name, item] as const))
  it.each(rows)('%s', async (_title, name, item) => {
    const w = await world()
    const caller = await callerHolding(flagOf(name))
    expect(caller.user.roles).toEqual([])
    const before = await tableFingerprints()
    await expectRefused(await item.attempt(w, caller), item.refused)
    expect(await tableFingerprints(), 'something was stored').toEqual(before)
  })

  describe('importUpload (the members import: POST /api/upload-upsert-users, then importUpload)', () => {
    /** Uploads a members sheet over HTTP as the caller, runs the preview, imports it if the preview allows. */
    async function importAs(caller: Caller, row: string[]) {
      const { cookie, token } = await logIn(app, caller.row.email)
      const file = await xlsxFile('members', { Members: [row] })
      const { body, contentType } = multipart([
        { name: 'file', filename: file.fileName, value: file.bytes },
        { name: 'dryRun', value: 'true' },
      ])
      const uploaded = await app.inject({ method: 'POST', url: '/api/upload-upsert-users', headers: { 'content-type': contentType, cookie, authorization: `Bearer ${token}` }, payload: body })
      expect(uploaded.statusCode).toBe(202)
      await runQueuedUploadJobs()
      const imported = await call(caller, 'mutation ($id: Int!) { importUpload(id: $id) { id } }', { id: (uploaded.json() as { id: number }).id })
      await runQueuedUploadJobs()
      const [preview] = await db.select().from(uploadJobs).where(eq(uploadJobs.id, (uploaded.json() as { id: number }).id))
      return { imported, problems: preview.errors.map((problem) => problem.message) }
    }

    it('the Admin level: an importer cannot give it to themself', async () => {
      await world()
      const caller = await callerHolding(flagOf('importUpload'))
      const { problems } = await importAs(caller, memberRow({ email: caller.row.email, accessLevels: 'tribe-team-ro' }))
      expect(problems).toContain(staffTrustMessages.grantLevels)
      const held = await db.select({ name: accessLevels.name }).from(userAccessLevels).innerJoin(accessLevels, eq(accessLevels.id, userAccessLevels.accessLevelId)).where(eq(userAccessLevels.userId, caller.row.id))
      expect(held.map((level) => level.name)).toEqual([caller.level.name])
    })

    it("an admin account: a row matched by Tribe ID cannot change the admin's e-mail", async () => {
      const w = await world()
      const caller = await callerHolding(flagOf('importUpload'))
      const { problems } = await importAs(caller, memberRow({ tribeId: 'TR-0001', email: 'taken.over@example.com' }))
      expect(problems).toContain(staffTrustMessages.holdsMore)
      const [admin] = await db.select().from(users).where(eq(users.id, w.adminUser.id))
      expect(admin.email).toBe('boss@staff.test')
      expect(await db.select().from(users).where(eq(users.email, 'taken.over@example.com'))).toEqual([])
    })
  })

  describe("a file's reach: GET /api/files/uploads/{id} of a payment proof", () => {
    it.each(['courses', 'events', 'resourceFiles'])('content staff holding %s cannot read it', async (page) => {
      const w = await world()
      await store.store.put(w.proof.key, samples.png(), { contentType: 'image/png' })
      const caller = await callerHolding({ page })
      const { cookie, token } = await logIn(app, caller.row.email)
      const response = await app.inject({ method: 'GET', url: `/api/files/uploads/${w.proof.id}`, headers: { cookie, authorization: `Bearer ${token}` } })
      expect([403, 404]).toContain(response.statusCode)
      // The member who uploaded it still reads it.
      const owner = await logIn(app, w.member.email)
      const own = await app.inject({ method: 'GET', url: `/api/files/uploads/${w.proof.id}`, headers: { cookie: owner.cookie, authorization: `Bearer ${owner.token}` } })
      expect(own.statusCode).toBe(200)
    })
  })
})

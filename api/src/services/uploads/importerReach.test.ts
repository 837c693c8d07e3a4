// An import can do no more than the importer could do by hand: access levels
// are an admin's to give, accounts that hold more than the importer are out of reach, each kind
// of row needs the flag its manual operation needs, and every changed member gets an info log row.
import { and, count, eq, inArray } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { uploadMessages } from '../../../../common/validation/uploads'
import { accessLevels, courses, groups, infoLogs, subscriptions, uploadJobs, userAccessLevels, users } from '../../../../db/schema'
import { staffTrustMessages } from '../../lib/auth/staffTrust'
import { db } from '../../lib/db'
import { grantAccessLevel } from '../../test/factories'
import { scenario } from '../../test/scenario'
import { importerMessages } from './importer'
import { createUploadJob } from './jobs'
import { runQueuedUploadJobs } from './queue'
import { importReachMessages } from './reach'
import { memberRow, importerWorld, runUpload, xlsxFile } from './uploads.scenarios'

const levelNamesOf = async (userId: number) =>
  (
    await db
      .select({ name: accessLevels.name })
      .from(userAccessLevels)
      .innerJoin(accessLevels, eq(accessLevels.id, userAccessLevels.accessLevelId))
      .where(eq(userAccessLevels.userId, userId))
  )
    .map((l) => l.name)
    .sort()

const userCount = async () => (await db.select({ n: count() }).from(users))[0].n
const problemsOf = (job: { errors: { sheet?: string; row: number; column?: string; message: string }[] }) =>
  job.errors.map((e) => [e.sheet, e.row, e.column, e.message])

describe('a member import by someone who is not an admin', () => {
  scenario('cannot give the Admin level to anyone, themself included, and nothing is written', importerWorld, async ({ clerk, plain }) => {
    const usersBefore = await userCount()
    // The clerk's own row changes nothing but the levels; the plain member's row only adds the Admin level.
    const file = await xlsxFile('members', {
      Members: [
        memberRow({ email: 'clerk@example.com', accessLevels: 'tribe-team-ro' }),
        memberRow({ email: 'plain@example.com', tribeId: 'T-PLAIN', firstName: 'Pia', lastName: 'Plain', accessLevels: 'Admin' }),
      ],
    })
    const preview = await runUpload(clerk.current, 'members', [file], { dryRun: true })
    expect(problemsOf(preview)).toEqual([
      ['Members', 2, 'Access Levels', staffTrustMessages.grantLevels],
      ['Members', 3, 'Access Levels', staffTrustMessages.grantLevels],
    ])
    expect(preview).toMatchObject({ status: 'succeeded', failedRows: 2, updatedRows: 0 })

    const imported = await runUpload(clerk.current, 'members', [file])
    expect(imported).toMatchObject({ status: 'failed', failureMessage: uploadMessages.previewHasProblems })
    expect(await levelNamesOf(clerk.user.id)).toEqual(['upload-clerk'])
    expect(await levelNamesOf(plain.id)).toEqual([])
    expect(await userCount()).toBe(usersBefore)
  })

  scenario("cannot change an admin's e-mail through a Tribe ID match, nor a member's who holds more", importerWorld, async ({ editor, boss, finance }) => {
    const file = await xlsxFile('members', {
      Members: [
        memberRow({ tribeId: 'T-BOSS', email: 'takeover@example.com', firstName: 'Bea', lastName: 'Boss' }),
        memberRow({ email: 'finance@example.com', tribeId: 'T-FINANCE', firstName: 'Changed' }),
      ],
    })
    const imported = await runUpload(editor.current, 'members', [file])
    expect(problemsOf(imported)).toEqual([
      ['Members', 2, 'Tribe ID', staffTrustMessages.holdsMore],
      ['Members', 3, 'Email', staffTrustMessages.holdsMore],
    ])
    expect(imported.status).toBe('failed')
    const [bossNow] = await db.select().from(users).where(eq(users.id, boss.id))
    expect(bossNow.email).toBe('boss@example.com')
    const [financeNow] = await db.select().from(users).where(eq(users.id, finance.id))
    expect(financeNow.firstName).toBe('Test')
    expect(await db.select().from(infoLogs).where(eq(infoLogs.entityType, 'user'))).toEqual([])
  })

  scenario("may change a member who holds no more than they do, and the change is logged for that member", importerWorld, async ({ editor, plain }) => {
    const imported = await runUpload(editor.current, 'members', [
      await xlsxFile('members', { Members: [memberRow({ tribeId: 'T-PLAIN', email: 'pia@example.com', firstName: 'Pia', lastName: 'Plain' })] }),
    ])
    expect(imported).toMatchObject({ status: 'succeeded', updatedRows: 1, createdRows: 0 })
    expect((await db.select().from(users).where(eq(users.id, plain.id)))[0].email).toBe('pia@example.com')
    const logs = await db.select().from(infoLogs).where(and(eq(infoLogs.entityType, 'user'), eq(infoLogs.entityId, String(plain.id))))
    expect(logs).toMatchObject([
      { action: 'member-imported', userId: editor.user.id, details: { uploadJobId: imported.id, created: false, changes: { email: { from: 'plain@example.com', to: 'pia@example.com' } } } },
    ])
  })
})

describe('a member import by an admin', () => {
  scenario('may give levels and change an admin, with one info log row per changed member', importerWorld, async ({ admin, uploader, boss, plain }) => {
    const file = await xlsxFile('members', {
      Members: [
        memberRow({ tribeId: 'T-BOSS', email: 'bea@example.com', firstName: 'Bea', lastName: 'Boss' }),
        memberRow({ email: 'new@example.com', firstName: 'Nina', lastName: 'New', accessLevels: 'Admin, member', basePoints: '5' }),
        memberRow({ tribeId: 'T-PLAIN', email: 'plain@example.com', firstName: 'Pia', lastName: 'Plain' }),
      ],
    })
    const imported = await runUpload(uploader, 'members', [file])
    expect(imported).toMatchObject({ status: 'succeeded', createdRows: 1, updatedRows: 1, errors: [] })
    expect((await db.select().from(users).where(eq(users.id, boss.id)))[0].email).toBe('bea@example.com')
    const [nina] = await db.select().from(users).where(eq(users.email, 'new@example.com'))
    expect(await levelNamesOf(nina.id)).toEqual(['member', 'tribe-team-ro'])

    const logs = await db.select().from(infoLogs).where(eq(infoLogs.action, 'member-imported')).orderBy(infoLogs.id)
    expect(logs.map((l) => l.entityId).sort()).toEqual([String(boss.id), String(nina.id)].sort())
    expect(logs.every((l) => l.userId === admin.id && l.entityType === 'user')).toBe(true)
    const byId = new Map(logs.map((l) => [l.entityId, l.details as { created: boolean; changes: Record<string, { from: unknown; to: unknown }> }]))
    expect(byId.get(String(boss.id))).toEqual({ uploadJobId: imported.id, created: false, changes: { email: { from: 'boss@example.com', to: 'bea@example.com' } } })
    const levelIds = (await db.select().from(accessLevels).where(inArray(accessLevels.name, ['member', 'tribe-team-ro']))).map((l) => l.id).sort((a, b) => a - b)
    expect(byId.get(String(nina.id))).toMatchObject({
      created: true,
      changes: {
        email: { from: null, to: 'new@example.com' },
        firstName: { from: null, to: 'Nina' },
        lastName: { from: null, to: 'New' },
        basePoints: { from: null, to: 5 },
        accessLevelIds: { from: [], to: levelIds },
      },
    })
    expect(logs.some((l) => l.entityId === String(plain.id))).toBe(false)
    // The file's summary stays beside them.
    expect(await db.select().from(infoLogs).where(eq(infoLogs.action, 'upload.imported'))).toHaveLength(1)
    expect(await db.select().from(subscriptions)).toEqual([])
  })
})

describe('each kind of imported change needs the flag of its manual operation', () => {
  scenario('members: adding needs user_create, changing needs editUser, a subscription needs user_enroll/unenroll', importerWorld, async ({ clerk, enroller }) => {
    const members = await xlsxFile('members', {
      Members: [memberRow({ email: 'new@example.com', group: 'Makati Tribe' }), memberRow({ tribeId: 'T-PLAIN', email: 'plain@example.com', firstName: 'Paz' })],
    })
    expect(problemsOf(await runUpload(clerk.current, 'members', [members], { dryRun: true }))).toEqual([
      ['Members', 2, 'Email', importReachMessages.needs('createMember')],
      ['Members', 2, 'Group Name', importReachMessages.needs('changeMember')],
      ['Members', 3, 'First Name', importReachMessages.needs('changeMember')],
    ])
    const enrol = await xlsxFile('members', {
      Members: [memberRow({ email: 'new@example.com', subscriptionId: 'S-1' })],
      Subscription: [['S-1', '11/01/2026', 'false', 'funnel-annual', 'one-time']],
    })
    const refused = await runUpload(enroller.current, 'members', [enrol])
    expect(problemsOf(refused)).toEqual([['Members', 2, 'Subscription ID', importReachMessages.needs('enrol')]])
    expect(await db.select().from(subscriptions)).toEqual([])
    expect(await db.select().from(users).where(eq(users.email, 'new@example.com'))).toEqual([])
    // Without the subscription, the enroller may add the member.
    const added = await runUpload(enroller.current, 'members', [await xlsxFile('members', { Members: [memberRow({ email: 'new@example.com' })] })])
    expect(added).toMatchObject({ status: 'succeeded', createdRows: 1 })
  })

  scenario('groups and courses: adding and changing each need their flags', importerWorld, async ({ clerk, uploader, group }) => {
    await db.update(groups).set({ importKey: 'G-1' }).where(eq(groups.id, group.id))
    const groupsFile = await xlsxFile('groups', { Groups: [['G-1', 'Makati Tribe North'], ['G-2', 'Cebu Tribe']], Subgroups: [['SG-1', 'Mornings', 'G-1']] })
    expect(problemsOf(await runUpload(clerk.current, 'groups', [groupsFile]))).toEqual([
      ['Subgroups', 2, 'Subgroup ID', importReachMessages.needs('createSubGroup')],
      ['Groups', 2, 'Group ID', importReachMessages.needs('changeGroup')],
      ['Groups', 3, 'Group ID', importReachMessages.needs('createGroup')],
    ])
    expect((await db.select().from(groups)).map((g) => g.name)).toEqual(['Makati Tribe'])

    const coursesFile = await xlsxFile('courses', {
      Courses: [['C-1', 'Freelancing 101', '', '', '']],
      Units: [['U-1', 'Getting started', '', '', 'C-1']],
      Lessons: [['L-1', 'Welcome', '', '', 'U-1']],
    })
    expect(problemsOf(await runUpload(clerk.current, 'courses', [coursesFile]))).toEqual([
      ['Lessons', 2, 'Lesson ID', importReachMessages.needs('createLesson')],
      ['Units', 2, 'Unit ID', importReachMessages.needs('createUnit')],
      ['Courses', 2, 'Course ID', importReachMessages.needs('createCourse')],
    ])
    expect(await db.select().from(courses)).toEqual([])
    expect(await runUpload(uploader, 'courses', [coursesFile])).toMatchObject({ status: 'succeeded', createdRows: 3 })
    const renamed = await xlsxFile('courses', { Courses: [['C-1', 'Freelancing 102', '', '', '']], Units: [['U-1', 'Start', '', '', 'C-1']], Lessons: [['L-1', 'Hello', '', '', 'U-1']] })
    expect(problemsOf(await runUpload(clerk.current, 'courses', [renamed]))).toEqual([
      ['Lessons', 2, 'Lesson ID', importReachMessages.needs('changeLesson')],
      ['Units', 2, 'Unit ID', importReachMessages.needs('changeUnit')],
      ['Courses', 2, 'Course ID', importReachMessages.needs('changeCourse')],
    ])
  })
})

describe('the importer is read when the job runs', () => {
  scenario('an admin who is no longer one when the job runs cannot give levels', importerWorld, async ({ admin, uploader }) => {
    const job = await createUploadJob({
      user: uploader,
      kind: 'members',
      mode: 'upsert',
      dryRun: false,
      files: [await xlsxFile('members', { Members: [memberRow({ email: 'new@example.com', accessLevels: 'Admin' })] })],
    })
    await db.update(users).set({ roles: [] }).where(eq(users.id, admin.id))
    await runQueuedUploadJobs()
    const [done] = await db.select().from(uploadJobs).where(eq(uploadJobs.id, job.id))
    expect(problemsOf(done)).toEqual([['Members', 2, 'Access Levels', staffTrustMessages.grantLevels]])
    expect(await db.select().from(users).where(eq(users.email, 'new@example.com'))).toEqual([])
  })

  scenario('a job runs as the level it was uploaded as, and fails when that level is no longer held', importerWorld, async ({ editor, plain }) => {
    // The editor also holds a level with every flag, but uploaded as upload-editor: the row that
    // needs user_create is refused.
    await grantAccessLevel(editor.user.id, { name: 'everything', pageAccess: { uploadContents: true, editUser: true }, functionAccess: { user_create: true } })
    const file = await xlsxFile('members', { Members: [memberRow({ email: 'new@example.com' })] })
    expect(problemsOf(await runUpload(editor.current, 'members', [file]))).toEqual([['Members', 2, 'Email', importReachMessages.needs('createMember')]])

    const job = await createUploadJob({
      user: editor.current,
      kind: 'members',
      mode: 'upsert',
      dryRun: false,
      files: [await xlsxFile('members', { Members: [memberRow({ tribeId: 'T-PLAIN', email: 'pia@example.com', firstName: 'Pia', lastName: 'Plain' })] })],
    })
    const [level] = await db.select().from(accessLevels).where(eq(accessLevels.name, 'upload-editor'))
    await db.delete(userAccessLevels).where(and(eq(userAccessLevels.userId, editor.user.id), eq(userAccessLevels.accessLevelId, level.id)))
    await runQueuedUploadJobs()
    const [done] = await db.select().from(uploadJobs).where(eq(uploadJobs.id, job.id))
    expect(done).toMatchObject({ status: 'failed', failureMessage: importerMessages.levelChanged })
    expect((await db.select().from(users).where(eq(users.id, plain.id)))[0].email).toBe('plain@example.com')
  })
})

// The bulk import (docs/imports.md): templates, reading XLSX and CSV alike, every kind of row problem,
// dry runs, all-or-nothing, idempotence, and each upload type.
import ExcelJS from 'exceljs'
import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { uploadMessages, UPLOAD_TEMPLATE_SHEETS } from '../../../../common/validation/uploads'
import {
  courses,
  groupMembers,
  groups,
  infoLogs,
  lessons,
  pointEntries,
  subGroups,
  subscriptions,
  uploadJobs,
  userAccessLevels,
  units,
  users,
} from '../../../../db/schema'
import { db } from '../../lib/db'
import { readUpload, spreadsheetMessages, templateFile, templateXlsx } from '../../lib/spreadsheets'
import { withEntries } from '../../lib/spreadsheets/spreadsheets.scenarios'
import { createUser } from '../../test/factories'
import { asUser, scenario } from '../../test/scenario'
import { createUploadJob, jobMessages, UploadRefusedError } from './jobs'
import { claimNextUploadJob, requeueStaleUploadJobs, runQueuedUploadJobs } from './queue'
import { memberImportMessages } from './members'
import { importUpload, uploadJob, uploadJobs as uploadJobsQuery } from './uploads'
import { csvFile, importWorld, memberRow, runUpload, xlsxFile } from './uploads.scenarios'

const count_ = async (table: Parameters<ReturnType<typeof db.select>['from']>[0]) => (await db.select({ n: count() }).from(table))[0].n

const goodMembers = () => ({
  Members: [
    memberRow({ tribeId: 'T-001', email: 'Ana@Example.com', batch: 'Batch 17', firstName: 'Ana', lastName: 'Santos', birthDate: '01/31/1990', mobile: '0917 123 4567', sex: 'female', group: 'Makati Tribe', accessLevels: 'member', basePoints: '150', subscriptionId: 'S-1' }),
    memberRow({ tribeId: 'T-002', email: 'ben@example.com', batch: '17', firstName: 'Ben', lastName: 'Reyes', subscriptionId: 'S-2' }),
  ],
  Subscription: [
    ['S-1', '11/01/2026', 'false', 'funnel-annual', 'one-time'],
    ['S-2', '11/02/2026', 'true', 'funnel-annual', ''],
  ],
})

describe('the templates', () => {
  it('have exactly the spec columns, per sheet, in XLSX and CSV', async () => {
    const members = await templateFile('members.xlsx')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(members!.body as unknown as ArrayBuffer)
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Members', 'Subscription'])
    expect((workbook.getWorksheet('Members')!.getRow(1).values as string[]).slice(1)).toEqual([
      'Tribe ID', 'Email', 'Batch', 'First Name', 'Middle Name', 'Last Name', 'Suffix', 'Birth Date (mm/dd/yyyy)', 'Facebook Profile',
      'Mobile Number', 'Sex', 'Group Name', 'Access Levels', 'Base Points', 'Subscription ID',
    ])
    expect((workbook.getWorksheet('Subscription')!.getRow(1).values as string[]).slice(1)).toEqual([
      'Subscription ID', 'Created At (mm/dd/yyyy)', 'Unenrolled (true|false)', 'Funnel ID', 'Payment Term ID',
    ])
    expect(UPLOAD_TEMPLATE_SHEETS.groups.map((s) => [s.name, s.columns])).toEqual([
      ['Subgroups', ['Subgroup ID', 'Name', 'Group ID']],
      ['Groups', ['Group ID', 'Name']],
    ])
    expect(UPLOAD_TEMPLATE_SHEETS.courses.map((s) => [s.name, s.columns])).toEqual([
      ['Lessons', ['Lesson ID', 'Name', 'Short Description', 'Description', 'Unit ID']],
      ['Units', ['Unit ID', 'Name', 'Short Description', 'Description', 'Course ID']],
      ['Courses', ['Course ID', 'Name', 'Short Description', 'Description', 'Author Tribe ID']],
    ])
    const csv = await templateFile('members-subscriptions.csv')
    expect(csv!.body.toString('utf8')).toBe('\ufeffSubscription ID,Created At (mm/dd/yyyy),Unenrolled (true|false),Funnel ID,Payment Term ID\r\n')
    expect(await templateFile('../secrets.xlsx')).toBeNull()
  })

  it('read the same from XLSX and from CSV', async () => {
    const rows = goodMembers()
    const fromXlsx = await readUpload('members', [await xlsxFile('members', rows)])
    const fromCsv = await readUpload('members', [csvFile('members', 'Members', rows.Members), csvFile('members', 'Subscription', rows.Subscription)])
    expect(fromXlsx.errors).toEqual([])
    expect(fromCsv).toEqual(fromXlsx)
    expect(fromXlsx.totalRows).toBe(4)
    expect(fromXlsx.sheets.Members.rows[0]).toMatchObject({ row: 2, values: { Email: 'Ana@Example.com', 'Mobile Number': '0917 123 4567' } })
  })

  it('reads a date typed as a date cell as mm/dd/yyyy, and reports a missing column', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Members')
    sheet.addRow(['Tribe ID', 'Email', 'Birth Date (mm/dd/yyyy)'])
    sheet.addRow(['T-9', 'x@example.com', new Date(Date.UTC(1990, 0, 31))])
    const parsed = await readUpload('members', [{ fileName: 'm.xlsx', bytes: Buffer.from(await workbook.xlsx.writeBuffer()) }])
    expect(parsed.errors).toContainEqual({ sheet: 'Members', row: 1, column: 'Batch', message: uploadMessages.missingColumn('Batch', 'Members') })
    const full = await templateXlsx('members', { Members: [memberRow({ email: 'x@example.com' })] })
    const ok = await readUpload('members', [{ fileName: 'm.xlsx', bytes: full }])
    expect(ok.errors).toEqual([])
  })
})

describe('members import', () => {
  scenario('lists every problem with its sheet, row, column and a message, and stores nothing', importWorld, async ({ uploader }) => {
    await createUser({ email: 'taken@example.com', tribeId: 'T-TAKEN' })
    await createUser({ email: 'other@example.com' })
    const file = await xlsxFile('members', {
      Members: [
        memberRow({ email: 'one@example.com', birthDate: '31/01/1990' }),
        memberRow({ email: 'two@example.com', batch: 'Batch 99' }),
        memberRow({ email: 'three@example.com', mobile: '12345' }),
        memberRow({ email: 'ONE@example.com' }),
        memberRow({ email: 'four@example.com', group: 'Nowhere', accessLevels: 'member, wizard', basePoints: 'ten' }),
        memberRow({ email: 'not-an-email' }),
        memberRow({ email: 'other@example.com', tribeId: 'T-TAKEN' }),
        memberRow({ email: 'six@example.com', subscriptionId: 'S-404', sex: 'X', firstName: '' }),
        memberRow({ email: 'seven@example.com', subscriptionId: 'S-7' }),
      ],
      Subscription: [
        ['S-7', '13/45/2026', 'maybe', 'funnel-none', 'weekly'],
        ['S-8', '11/01/2026', 'false', 'funnel-annual', 'one-time'],
      ],
    })
    const job = await runUpload(uploader, 'members', [file], { dryRun: true })
    expect(job.status).toBe('succeeded')
    const problems = job.errors.map((e) => [e.sheet, e.row, e.column, e.message])
    expect(problems).toEqual(
      expect.arrayContaining([
        ['Members', 2, 'Birth Date (mm/dd/yyyy)', uploadMessages.badDate('31/01/1990')],
        ['Members', 3, 'Batch', uploadMessages.unknownBatch('Batch 99')],
        ['Members', 4, 'Mobile Number', uploadMessages.badMobile('12345')],
        ['Members', 5, 'Email', uploadMessages.duplicateInFile('Email', 'one@example.com', 2)],
        ['Members', 6, 'Group Name', uploadMessages.unknownGroup('Nowhere')],
        ['Members', 6, 'Access Levels', uploadMessages.unknownAccessLevel('wizard')],
        ['Members', 6, 'Base Points', uploadMessages.badPoints('ten')],
        ['Members', 7, 'Email', uploadMessages.badEmail('not-an-email')],
        ['Members', 8, 'Tribe ID', uploadMessages.tribeIdTaken('T-TAKEN', 'taken@example.com')],
        ['Members', 9, 'Subscription ID', uploadMessages.unknownSubscription('S-404')],
        ['Members', 9, 'Sex', uploadMessages.badSex('X')],
        ['Members', 9, 'First Name', uploadMessages.required('First Name')],
        ['Subscription', 2, 'Created At (mm/dd/yyyy)', uploadMessages.badDate('13/45/2026')],
        ['Subscription', 2, 'Unenrolled (true|false)', uploadMessages.badBoolean('maybe')],
        ['Subscription', 2, 'Funnel ID', uploadMessages.unknownFunnel('funnel-none')],
        ['Subscription', 2, 'Payment Term ID', uploadMessages.unknownPaymentTerm('weekly')],
        ['Subscription', 3, 'Subscription ID', uploadMessages.subscriptionUnused('S-8')],
      ]),
    )
    expect(job.failedRows).toBe(10)
    expect(await count_(users)).toBe(3)
    // The import of the same file fails as a whole.
    const imported = await runUpload(uploader, 'members', [file])
    expect(imported.status).toBe('failed')
    expect(imported.failureMessage).toBe(uploadMessages.previewHasProblems)
    expect(await count_(users)).toBe(3)
    expect(await count_(subscriptions)).toBe(0)
  })

  scenario('a dry run counts what would change and writes nothing but the job', importWorld, async ({ uploader }) => {
    const before = { users: await count_(users), logs: await count_(infoLogs) }
    const job = await runUpload(uploader, 'members', [await xlsxFile('members', goodMembers())], { dryRun: true })
    expect(job).toMatchObject({ status: 'succeeded', dryRun: true, totalRows: 4, processedRows: 4, createdRows: 4, updatedRows: 0, failedRows: 0, errors: [] })
    expect(await count_(users)).toBe(before.users)
    expect(await count_(subscriptions)).toBe(0)
    expect(await count_(pointEntries)).toBe(0)
    // Only the job's own "requested" log row.
    expect(await count_(infoLogs)).toBe(before.logs + 1)
  })

  scenario('imports members with their subscriptions, and the same file twice changes nothing', importWorld, async ({ uploader, batch, group, funnel }) => {
    const file = await xlsxFile('members', goodMembers())
    const first = await runUpload(uploader, 'members', [file])
    expect(first).toMatchObject({ status: 'succeeded', createdRows: 4, updatedRows: 0, processedRows: 4 })
    const [ana] = await db.select().from(users).where(eq(users.email, 'ana@example.com'))
    expect(ana).toMatchObject({ tribeId: 'T-001', firstName: 'Ana', lastName: 'Santos', birthdate: '1990-01-31', mobileNumber: '09171234567', sex: 'Female', batchId: batch.id, hashedPassword: null })
    expect(await db.select().from(groupMembers).where(eq(groupMembers.userId, ana.id))).toMatchObject([{ groupId: group.id }])
    expect(await db.select().from(pointEntries).where(eq(pointEntries.userId, ana.id))).toMatchObject([{ kind: 'base', points: 150 }])
    expect(await count_(userAccessLevels)).toBe(2) // the uploader's and Ana's
    const subs = await db.select().from(subscriptions).orderBy(subscriptions.importKey)
    expect(subs.map((s) => [s.importKey, s.funnelId, s.paymentTermId, s.unenrolledAt !== null])).toEqual([
      ['S-1', funnel.id, 'one-time', false],
      ['S-2', funnel.id, 'one-time', true],
    ])
    expect(subs[0].startsAt.toISOString()).toBe('2026-10-31T16:00:00.000Z')
    expect(subs[0].expiry.getTime() - subs[0].startsAt.getTime()).toBe(365 * 86_400_000)
    const log = await db.select().from(infoLogs).where(eq(infoLogs.action, 'upload.imported'))
    expect(log).toHaveLength(1)

    const snapshot = async () => ({
      users: await db.select().from(users).orderBy(users.id),
      subscriptions: await db.select().from(subscriptions).orderBy(subscriptions.id),
      points: await db.select().from(pointEntries).orderBy(pointEntries.id),
      groups: await db.select().from(groupMembers).orderBy(groupMembers.userId),
      levels: await count_(userAccessLevels),
    })
    const before = await snapshot()
    const second = await runUpload(uploader, 'members', [file])
    expect(second).toMatchObject({ status: 'succeeded', createdRows: 0, updatedRows: 0, processedRows: 4 })
    expect(await snapshot()).toEqual(before)

    // The same members as CSV files: the same, nothing changes either.
    const rows = goodMembers()
    const third = await runUpload(uploader, 'members', [csvFile('members', 'Members', rows.Members), csvFile('members', 'Subscription', rows.Subscription)])
    expect(third).toMatchObject({ status: 'succeeded', createdRows: 0, updatedRows: 0 })
  })

  scenario('one bad row stores nothing of the file', importWorld, async ({ uploader }) => {
    const rows = goodMembers()
    rows.Members.push(memberRow({ email: 'carl@example.com', mobile: '0917-12' }))
    const job = await runUpload(uploader, 'members', [await xlsxFile('members', rows)])
    expect(job.status).toBe('failed')
    expect(job.errors).toEqual([{ sheet: 'Members', row: 4, column: 'Mobile Number', message: uploadMessages.badMobile('0917-12') }])
    expect(await count_(users)).toBe(1)
    expect(await count_(subscriptions)).toBe(0)
    expect(await count_(groupMembers)).toBe(0)
  })

  scenario('create refuses existing members, update refuses unknown ones, upsert takes both', importWorld, async ({ uploader }) => {
    await createUser({ email: 'ana@example.com', firstName: 'Old', lastName: 'Name' })
    const file = await xlsxFile('members', { Members: [memberRow({ email: 'ana@example.com', firstName: 'Ana' }), memberRow({ email: 'new@example.com' })] })
    const created = await runUpload(uploader, 'members', [file], { mode: 'create' })
    expect(created.errors).toEqual([{ sheet: 'Members', row: 2, column: 'Email', message: uploadMessages.memberExists('ana@example.com') }])
    const updated = await runUpload(uploader, 'members', [file], { mode: 'update' })
    expect(updated.errors).toEqual([{ sheet: 'Members', row: 3, column: 'Email', message: uploadMessages.memberMissing('new@example.com') }])
    expect(await count_(users)).toBe(2)
    const upserted = await runUpload(uploader, 'members', [file], { mode: 'upsert' })
    expect(upserted).toMatchObject({ status: 'succeeded', createdRows: 1, updatedRows: 1 })
    const [ana] = await db.select().from(users).where(eq(users.email, 'ana@example.com'))
    expect([ana.firstName, ana.lastName]).toEqual(['Ana', 'Dela Cruz'])
  })
})

describe('the Facebook Profile column', () => {
  scenario("takes only the profile form's Facebook links", importWorld, async ({ uploader }) => {
    const refused = await runUpload(uploader, 'members', [
      await xlsxFile('members', {
        Members: [
          memberRow({ email: 'one@example.com', facebook: 'javascript:alert(document.cookie)' }),
          memberRow({ email: 'two@example.com', facebook: 'https://evil.example.com/fb' }),
          memberRow({ email: 'three@example.com', facebook: 'https://facebook.com/three' }),
        ],
      }),
    ])
    expect(refused.errors).toEqual([
      { sheet: 'Members', row: 2, column: 'Facebook Profile', message: memberImportMessages.badFacebook('javascript:alert(document.cookie)') },
      { sheet: 'Members', row: 3, column: 'Facebook Profile', message: memberImportMessages.badFacebook('https://evil.example.com/fb') },
    ])
    expect(await count_(users)).toBe(1)
    const imported = await runUpload(uploader, 'members', [await xlsxFile('members', { Members: [memberRow({ email: 'three@example.com', facebook: 'https://facebook.com/three' })] })])
    expect(imported.status).toBe('succeeded')
    expect((await db.select().from(users).where(eq(users.email, 'three@example.com')))[0].facebookProfile).toBe('https://facebook.com/three')
  })
})

describe('groups import', () => {
  scenario('imports groups and subgroups by their IDs, adopts a same-named group, and is idempotent', importWorld, async ({ uploader, group }) => {
    const file = await xlsxFile('groups', {
      Groups: [
        ['G-1', 'Makati Tribe'],
        ['G-2', 'Cebu Tribe'],
      ],
      Subgroups: [
        ['SG-1', 'Mornings', 'G-1'],
        ['SG-2', 'Evenings', 'G-2'],
      ],
    })
    const first = await runUpload(uploader, 'groups', [file])
    expect(first).toMatchObject({ status: 'succeeded', createdRows: 3, updatedRows: 1 })
    const rows = await db.select().from(groups).orderBy(groups.id)
    expect(rows.map((g) => [g.id === group.id, g.name, g.importKey])).toEqual([
      [true, 'Makati Tribe', 'G-1'],
      [false, 'Cebu Tribe', 'G-2'],
    ])
    expect((await db.select().from(subGroups).orderBy(subGroups.id)).map((s) => [s.name, s.importKey, s.groupId])).toEqual([
      ['Mornings', 'SG-1', group.id],
      ['Evenings', 'SG-2', rows[1].id],
    ])
    const second = await runUpload(uploader, 'groups', [file])
    expect(second).toMatchObject({ status: 'succeeded', createdRows: 0, updatedRows: 0 })
    expect(await count_(groups)).toBe(2)
    expect(await count_(subGroups)).toBe(2)

    const bad = await runUpload(uploader, 'groups', [await xlsxFile('groups', { Groups: [['G-3', 'Cebu Tribe']], Subgroups: [['SG-3', 'Noon', 'G-404']] })])
    expect(bad.errors).toEqual([
      { sheet: 'Subgroups', row: 2, column: 'Group ID', message: uploadMessages.unknownGroupId('G-404') },
      { sheet: 'Groups', row: 2, column: 'Name', message: uploadMessages.groupNameTaken('Cebu Tribe') },
    ])
    expect(await count_(groups)).toBe(2)
  })
})

describe('courses import', () => {
  scenario('imports courses, units and lessons by their IDs with the author, idempotently', importWorld, async ({ uploader }) => {
    const author = await createUser({ email: 'coach@example.com', tribeId: 'T-COACH' })
    const file = await xlsxFile('courses', {
      Courses: [['C-1', 'Freelancing 101', 'Start here', 'The long description', 'T-COACH']],
      Units: [
        ['U-1', 'Getting started', '', '', 'C-1'],
        ['U-2', 'Finding clients', '', '', 'C-1'],
      ],
      Lessons: [
        ['L-1', 'Welcome', 'Hello', '', 'U-1'],
        ['L-2', 'Your profile', '', '', 'U-1'],
        ['L-3', 'Pitching', '', '', 'U-2'],
      ],
    })
    const first = await runUpload(uploader, 'courses', [file])
    expect(first).toMatchObject({ status: 'succeeded', createdRows: 6, updatedRows: 0 })
    const [course] = await db.select().from(courses)
    expect(course).toMatchObject({ name: 'Freelancing 101', shortDescription: 'Start here', authorId: author.id, importKey: 'C-1', isPublished: false })
    const unitRows = await db.select().from(units).orderBy(units.position)
    expect(unitRows.map((u) => [u.name, u.courseId])).toEqual([
      ['Getting started', course.id],
      ['Finding clients', course.id],
    ])
    const lessonRows = await db.select().from(lessons).orderBy(lessons.id)
    expect(lessonRows.map((l) => [l.name, l.unitId])).toEqual([
      ['Welcome', unitRows[0].id],
      ['Your profile', unitRows[0].id],
      ['Pitching', unitRows[1].id],
    ])
    const second = await runUpload(uploader, 'courses', [file])
    expect(second).toMatchObject({ status: 'succeeded', createdRows: 0, updatedRows: 0 })
    expect(await count_(lessons)).toBe(3)

    const renamed = await runUpload(uploader, 'courses', [
      await xlsxFile('courses', { Lessons: [['L-3', 'Pitching well', '', '', 'U-2'], ['L-4', 'Orphan', '', '', 'U-404']], Courses: [['C-2', 'Other', '', '', 'T-NOBODY']] }),
    ])
    expect(renamed.errors).toEqual([
      { sheet: 'Lessons', row: 3, column: 'Unit ID', message: uploadMessages.unknownUnitId('U-404') },
      { sheet: 'Courses', row: 2, column: 'Author Tribe ID', message: uploadMessages.unknownAuthor('T-NOBODY') },
    ])
    const fixed = await runUpload(uploader, 'courses', [await xlsxFile('courses', { Lessons: [['L-3', 'Pitching well', '', '', 'U-2']] })])
    expect(fixed).toMatchObject({ status: 'succeeded', createdRows: 0, updatedRows: 1 })
    expect((await db.select().from(lessons).where(eq(lessons.importKey, 'L-3')))[0].name).toBe('Pitching well')
  })
})

describe('jobs through GraphQL', () => {
  scenario('a clean preview is imported without uploading again; the list filters by type', importWorld, async ({ uploader }) => {
    const preview = await runUpload(uploader, 'members', [await xlsxFile('members', goodMembers())], { dryRun: true, mode: 'create' })
    // The mode is the job's column; the stored file keeps the name it was uploaded with.
    expect(preview.mode).toBe('create')
    expect(preview.storageKey?.split('/').pop()).toBe('members.xlsx')
    const job = await asUser(uploader, () => importUpload({ id: preview.id }))
    expect(job).toMatchObject({ status: 'queued', dryRun: false, mode: 'create', type: 'members' })
    expect((await db.select().from(uploadJobs).where(eq(uploadJobs.id, job.id)))[0].mode).toBe('create')
    await runQueuedUploadJobs()
    expect(await asUser(uploader, () => uploadJob({ id: job.id }))).toMatchObject({ status: 'succeeded', createdRows: 4, createdByName: 'Ula Uploader' })
    expect(await count_(users)).toBe(3)
    await expect(asUser(uploader, () => importUpload({ id: job.id }))).rejects.toThrow(uploadMessages.notPreview)
    const list = await asUser(uploader, () => uploadJobsQuery({ type: 'members', page: 1, pageSize: 10 }))
    expect(list.totalCount).toBe(2)
    expect(list.items[0].id).toBe(job.id)
    expect((await asUser(uploader, () => uploadJobsQuery({ type: 'groups' }))).totalCount).toBe(0)
    expect((await db.select().from(uploadJobs)).length).toBe(2)
  })
})

describe('a file that cannot be read safely', () => {
  const bomb = async (claimedSize?: number) =>
    withEntries(await xlsxFile('members', goodMembers()).then((f) => f.bytes), [{ name: 'xl/worksheets/sheet1.xml', zeros: 200 * 1024 * 1024, claimedSize }])

  scenario('is refused at upload when its zip says it unpacks too large', importWorld, async ({ uploader }) => {
    await expect(createUploadJob({ user: uploader, kind: 'members', mode: 'upsert', dryRun: true, files: [{ fileName: 'members.xlsx', bytes: await bomb() }] })).rejects.toThrow(
      new UploadRefusedError(spreadsheetMessages.tooLargeUnpacked),
    )
    expect(await count_(uploadJobs)).toBe(0)
  })

  scenario('fails its job with the reason, and the job is not run again', importWorld, async ({ uploader }) => {
    const job = await runUpload(uploader, 'members', [{ fileName: 'members.xlsx', bytes: await bomb(4000) }], { dryRun: true })
    expect(job).toMatchObject({ status: 'failed', failureMessage: spreadsheetMessages.tooLargeUnpacked, totalRows: 0 })
    expect(await requeueStaleUploadJobs(0)).toEqual({ requeued: 0, failed: 0 })
    expect(await runQueuedUploadJobs()).toBe(0)
  })

  scenario('a job whose process died is queued again once, then failed for good', importWorld, async ({ uploader }) => {
    const queued = await createUploadJob({ user: uploader, kind: 'members', mode: 'upsert', dryRun: false, files: [await xlsxFile('members', goodMembers())] })
    const dies = async () => {
      const claimed = await claimNextUploadJob()
      expect(claimed?.id).toBe(queued.id)
      // The process running it dies: the job stays 'running', started an hour ago.
      await db.update(uploadJobs).set({ startedAt: new Date(Date.now() - 3_600_000) }).where(eq(uploadJobs.id, queued.id))
    }
    await dies()
    expect(await requeueStaleUploadJobs(30 * 60_000)).toEqual({ requeued: 1, failed: 0 })
    expect((await db.select().from(uploadJobs).where(eq(uploadJobs.id, queued.id)))[0].status).toBe('queued')
    await dies()
    expect(await requeueStaleUploadJobs(30 * 60_000)).toEqual({ requeued: 0, failed: 1 })
    expect((await db.select().from(uploadJobs).where(eq(uploadJobs.id, queued.id)))[0]).toMatchObject({ status: 'failed', failureMessage: jobMessages.stoppedTooOften })
    expect(await runQueuedUploadJobs()).toBe(0)
    expect(await count_(subscriptions)).toBe(0)
    // A job still within its time is left running.
    expect(await requeueStaleUploadJobs(30 * 60_000)).toEqual({ requeued: 0, failed: 0 })
  })
})

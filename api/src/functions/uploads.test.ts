// The bulk import endpoints over HTTP (injected requests): the uploadContents guard, the 10 MB
// refusal, the queued job, and the template downloads.
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UPLOAD_LIMIT_BYTES, UPLOAD_TOO_LARGE_MESSAGE } from '../../../common/files'
import { uploadMessages } from '../../../common/validation/uploads'
import { infoLogs, sessions, uploadJobs } from '../../../db/schema'
import { db } from '../lib/db'
import { createServer } from '../server'
import { multipart, temporaryStore, type Part } from '../services/files/files.scenarios'
import { runQueuedUploadJobs } from '../services/uploads/queue'
import { importWorld, memberRow, xlsxFile } from '../services/uploads/uploads.scenarios'
import { logIn } from '../test/auth'
import { createUser } from '../test/factories'

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

async function headersOf(email: string) {
  const { cookie, token } = await logIn(app, email)
  return { cookie, authorization: `Bearer ${token}` }
}

function post(url: string, parts: Part[], headers: Record<string, string>) {
  const { body, contentType } = multipart(parts)
  return app.inject({ method: 'POST', url, headers: { 'content-type': contentType, ...headers }, payload: body })
}

const members = async () => {
  const file = await xlsxFile('members', { Members: [memberRow({ email: 'new@example.com' })] })
  return { name: 'file', filename: file.fileName, value: file.bytes } satisfies Part
}

describe('POST /api/upload-*', () => {
  it('queues a preview for someone with the uploadContents page, and the runner finishes it', async () => {
    await importWorld()
    const headers = await headersOf('uploader@example.com')
    const response = await post('/api/upload-upsert-users', [await members(), { name: 'dryRun', value: 'true' }], headers)
    expect(response.statusCode).toBe(202)
    const { id } = response.json() as { id: number }
    await runQueuedUploadJobs()
    const [job] = await db.select().from(uploadJobs).where(eq(uploadJobs.id, id))
    expect(job).toMatchObject({ type: 'members', dryRun: true, status: 'succeeded', createdRows: 1 })
  })

  it('refuses the signed-out, the cookie alone, and a role without the uploadContents page', async () => {
    await createUser({ email: 'member@example.com', accessLevels: [{ name: 'member', pageAccess: {} }] })
    await createUser({ email: 'staff@example.com', accessLevels: [{ name: 'tribe-team-ro', pageAccess: { uploadContents: true } }] })
    expect((await post('/api/upload-create-users', [await members()], {})).statusCode).toBe(401)
    const staff = await headersOf('staff@example.com')
    expect((await post('/api/upload-create-users', [await members()], { cookie: staff.cookie })).statusCode).toBe(401)
    const member = await headersOf('member@example.com')
    const forbidden = await post('/api/upload-create-groups', [await members()], member)
    expect(forbidden.statusCode).toBe(403)
    expect(await db.select().from(uploadJobs)).toEqual([])
  })

  it('refuses a file over 10 MB with the message to contact an admin, and a file that is no spreadsheet', async () => {
    await createUser({ email: 'staff@example.com', accessLevels: [{ name: 'tribe-team-ro', pageAccess: { uploadContents: true } }] })
    const authorization = await headersOf('staff@example.com')
    const big = Buffer.alloc(UPLOAD_LIMIT_BYTES + 1, 'a')
    const tooLarge = await post('/api/upload-upsert-users', [{ name: 'file', filename: 'members.csv', value: big }], authorization)
    expect(tooLarge.statusCode).toBe(413)
    expect(tooLarge.json()).toMatchObject({ error: UPLOAD_TOO_LARGE_MESSAGE })
    const pdf = await post('/api/upload-upsert-users', [{ name: 'file', filename: 'members.pdf', value: Buffer.from('%PDF-1.4') }], authorization)
    expect(pdf.statusCode).toBe(400)
    expect(pdf.json()).toMatchObject({ error: uploadMessages.wrongType('members.pdf') })
    const fake = await post('/api/upload-upsert-users', [{ name: 'file', filename: 'members.xlsx', value: Buffer.from('name,email\n') }], authorization)
    expect(fake.json()).toMatchObject({ error: uploadMessages.unreadable('members.xlsx') })
    expect(await db.select().from(uploadJobs)).toEqual([])
  })
})

describe('GET /api/uploads/templates/{file}', () => {
  it('downloads the templates with the session cookie, for the uploadContents page only', async () => {
    await createUser({ email: 'staff@example.com', accessLevels: [{ name: 'tribe-team-ro', pageAccess: { uploadContents: true } }] })
    await createUser({ email: 'member@example.com', accessLevels: [{ name: 'member', pageAccess: {} }] })
    const staff = await headersOf('staff@example.com')
    const xlsx = await app.inject({ method: 'GET', url: '/api/uploads/templates/members.xlsx', headers: { cookie: staff.cookie } })
    expect(xlsx.statusCode).toBe(200)
    expect(xlsx.headers['content-type']).toContain('spreadsheetml')
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="members.xlsx"')
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK')
    const csv = await app.inject({ method: 'GET', url: '/api/uploads/templates/groups-subgroups.csv', headers: { cookie: staff.cookie } })
    expect(csv.body).toBe('\ufeffSubgroup ID,Name,Group ID\r\n')
    expect((await app.inject({ method: 'GET', url: '/api/uploads/templates/nothing.xlsx', headers: { cookie: staff.cookie } })).statusCode).toBe(404)
    expect((await app.inject({ method: 'GET', url: '/api/uploads/templates/members.xlsx' })).statusCode).toBe(401)
    const member = await headersOf('member@example.com')
    expect((await app.inject({ method: 'GET', url: '/api/uploads/templates/members.xlsx', headers: { cookie: member.cookie } })).statusCode).toBe(403)
  })
})

describe('imports and templates while an admin impersonates someone', () => {
  it('writes each request to the info log as an impersonated request, with the admin; requests of their own write none', async () => {
    const staffRow = await createUser({ email: 'staff@example.com', accessLevels: [{ name: 'tribe-team-ro', pageAccess: { uploadContents: true } }] })
    const staff = await headersOf('staff@example.com')
    const impersonated = () => db.select().from(infoLogs).where(eq(infoLogs.action, 'impersonated-request')).orderBy(infoLogs.id)
    expect((await app.inject({ method: 'GET', url: '/api/uploads/templates/members.xlsx', headers: { cookie: staff.cookie } })).statusCode).toBe(200)
    expect(await impersonated()).toEqual([])

    const admin = await createUser({ email: 'admin@example.com', roles: ['admin'], accessLevels: ['member'] })
    const asAdmin = await headersOf('admin@example.com')
    await db.update(sessions).set({ userId: staffRow.id, originalUserId: admin.id }).where(eq(sessions.userId, admin.id))
    expect((await app.inject({ method: 'GET', url: '/api/uploads/templates/members.xlsx', headers: { cookie: asAdmin.cookie } })).statusCode).toBe(200)
    expect((await post('/api/upload-create-users', [await members(), { name: 'dryRun', value: 'true' }], asAdmin)).statusCode).toBe(202)
    const logs = await impersonated()
    expect(logs.map((log) => [log.userId, log.originalUserId, log.details])).toEqual([
      [staffRow.id, admin.id, { method: 'GET', url: '/api/uploads/templates/members.xlsx' }],
      [staffRow.id, admin.id, { method: 'POST', url: '/api/upload-create-users' }],
    ])
  })
})

// GET /api/files/:kind/:id: who gets a file, and the headers and ranges it comes with. The learning
// kinds' row rules belong to services/learning/downloads.ts (tested there): here they are stood in
// for, to check what this route does with their answer; `uploads` runs on the real rows.
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import S3rver from 's3rver'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { UploadedFile } from '../../../common/files'
import type { CurrentUser } from '../../../common/currentUser'
import { createStorage, newStorageKey, replaceStorage, storageConfig, type S3Storage } from '../lib/storage'
import { createServer } from '../server'
import { multipart, samples, temporaryStore } from '../services/files/files.scenarios'
import { logIn } from '../test/auth'
import { createUser, type AccessLevelGrant } from '../test/factories'
import { eq } from 'drizzle-orm'
import { infoLogs, sessions, users } from '../../../db/schema'
import { db } from '../lib/db'

const learning = vi.hoisted(() => ({
  calls: [] as { kind: string; userId: number | null; id: number }[],
  targets: new Map<string, { storageKey: string; fileName: string; contentType: string }>(),
}))
vi.mock('../services/learning/downloads', () => {
  const resolver = (kind: string) => async (user: CurrentUser | null, id: number) => {
    learning.calls.push({ kind, userId: user?.id ?? null, id })
    return learning.targets.get(`${kind}/${id}`) ?? null
  }
  return {
    lessonFileDownload: resolver('lesson-files'),
    lessonVideoDownload: resolver('lesson-videos'),
    lessonImageDownload: resolver('lesson-images'),
    courseThumbnailDownload: resolver('course-thumbnails'),
    eventImageDownload: resolver('event-images'),
    resourceFileDownload: resolver('resource-files'),
  }
})

let app: FastifyInstance
let store: ReturnType<typeof temporaryStore>
beforeAll(async () => {
  process.env.UPLOAD_RATE_LIMIT_PER_MINUTE = '0'
  store = temporaryStore()
  app = await createServer()
})
afterAll(async () => {
  await app.close()
  store.dispose()
  delete process.env.UPLOAD_RATE_LIMIT_PER_MINUTE
})
beforeEach(() => {
  learning.calls.length = 0
  learning.targets.clear()
  replaceStorage(store.store)
})

type Session = { cookie: string; authorization: string }

async function signIn(email: string, accessLevels: AccessLevelGrant[]): Promise<Session> {
  await createUser({ email, accessLevels })
  const { cookie, token } = await logIn(app, email)
  return { cookie, authorization: `Bearer ${token}` }
}

async function uploadAs(session: Session, fileName: string, bytes: Buffer, purpose?: string): Promise<UploadedFile> {
  const { body, contentType } = multipart([...(purpose ? [{ name: 'purpose', value: purpose }] : []), { name: 'file', filename: fileName, value: bytes }])
  const response = await app.inject({ method: 'POST', url: '/api/upload-file', headers: { ...session, 'content-type': contentType }, payload: body })
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`)
  return response.json()
}

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })

describe('GET /api/files/uploads/:id', () => {
  it('gives the uploader the file with attachment, nosniff, its type, private caching, ranges and an ETag', async () => {
    const owner = await signIn('owner@example.com', ['member'])
    const uploaded = await uploadAs(owner, 'Guide – final.pdf', samples.pdf())
    // A link sends the cookie, never the token.
    const response = await get(`/api/files/uploads/${uploaded.id}`, { cookie: owner.cookie })
    expect(response.statusCode).toBe(200)
    expect(response.rawPayload.equals(samples.pdf())).toBe(true)
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(samples.pdf().length),
      // Browsers read the UTF-8 name (RFC 6266 filename*); the plain one is the ISO-8859-1 fallback.
      'content-disposition': `attachment; filename="Guide ? final.pdf"; filename*=UTF-8''Guide%20%E2%80%93%20final.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private',
      'accept-ranges': 'bytes',
      'cross-origin-resource-policy': 'same-origin',
      'x-frame-options': 'SAMEORIGIN',
    })
    // Only the app's own pages may frame a file (a PDF preview); nothing in it may run.
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toContain("default-src 'none'")
    expect(csp).not.toContain('script-src')
    const etag = String(response.headers.etag)
    const again = await get(`/api/files/uploads/${uploaded.id}`, { cookie: owner.cookie, 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('gives it to staff whose level opens courses, events or resource files; 404 to other members and the signed-out', async () => {
    const owner = await signIn('owner@example.com', [{ name: 'member', pageAccess: {} }])
    const other = await signIn('other@example.com', ['member'])
    const staff = await signIn('staff@example.com', [{ name: 'expert', pageAccess: { events: true } }])
    const uploaded = await uploadAs(owner, 'notes.txt', samples.txt())
    expect((await get(`/api/files/uploads/${uploaded.id}`, { cookie: staff.cookie })).statusCode).toBe(200)
    const refused = await get(`/api/files/uploads/${uploaded.id}`, { cookie: other.cookie })
    expect(refused.statusCode).toBe(404)
    expect(refused.json()).toEqual({ error: 'This file does not exist, or you may not download it.' })
    // Exactly what a file that does not exist answers.
    const missing = await get(`/api/files/uploads/${uploaded.id + 1}`, { cookie: other.cookie })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual(refused.json())
    const signedOut = await get(`/api/files/uploads/${uploaded.id}`)
    expect(signedOut.statusCode).toBe(404)
    expect(signedOut.json()).toEqual({ error: 'This file does not exist, or you need to sign in to download it.' })
    // A bearer token that is not the session's is signed out too.
    expect((await get(`/api/files/uploads/${uploaded.id}`, { cookie: owner.cookie, authorization: 'Bearer wrong' })).statusCode).toBe(404)
  })

  it('serves a payment proof to its uploader and payment staff only: 404 to staff whose level holds exactly courses', async () => {
    const owner = await signIn('owner@example.com', ['member'])
    const courseStaff = await signIn('courses@example.com', [{ name: 'course-editor', pageAccess: { courses: true } }])
    const contentStaff = await signIn('content@example.com', [{ name: 'content-editor', pageAccess: { courses: true, events: true, resourceFiles: true } }])
    const cashier = await signIn('cashier@example.com', [{ name: 'cashier', pageAccess: { payment: true } }])
    const proof = await uploadAs(owner, 'receipt.png', samples.png(), 'payment-proof')
    const lesson = await uploadAs(owner, 'diagram.png', samples.png(), 'lesson-image')
    const url = `/api/files/uploads/${proof.id}`
    expect((await get(url, { cookie: owner.cookie })).statusCode).toBe(200)
    expect((await get(url, { cookie: cashier.cookie })).statusCode).toBe(200)
    for (const staff of [courseStaff, contentStaff]) {
      const refused = await get(url, { cookie: staff.cookie })
      expect(refused.statusCode).toBe(404)
      expect(refused.json()).toEqual({ error: 'This file does not exist, or you may not download it.' })
    }
    // Content uploads stay readable to content staff, and not to payment staff.
    expect((await get(`/api/files/uploads/${lesson.id}`, { cookie: courseStaff.cookie })).statusCode).toBe(200)
    expect((await get(`/api/files/uploads/${lesson.id}`, { cookie: cashier.cookie })).statusCode).toBe(404)
  })

  it('checks the role named by ?as= (links cannot send x-current-role), only among the levels held', async () => {
    const owner = await signIn('owner@example.com', [{ name: 'member', pageAccess: {} }])
    const both = await signIn('both@example.com', ['member', { name: 'tribe-team-ro', pageAccess: { resourceFiles: true } }])
    const uploaded = await uploadAs(owner, 'photo.png', samples.png())
    // Acting as member by default: not theirs.
    expect((await get(`/api/files/uploads/${uploaded.id}`, { cookie: both.cookie })).statusCode).toBe(404)
    expect((await get(`/api/files/uploads/${uploaded.id}?as=tribe-team-ro`, { cookie: both.cookie })).statusCode).toBe(200)
    expect((await get(`/api/files/uploads/${uploaded.id}`, { cookie: both.cookie, 'x-current-role': 'tribe-team-ro' })).statusCode).toBe(200)
    // A level the user does not hold is no level at all.
    const other = await signIn('other@example.com', ['member'])
    expect((await get(`/api/files/uploads/${uploaded.id}?as=tribe-team-ro`, { cookie: other.cookie })).statusCode).toBe(404)
  })

  it('previews inline only images but SVG, PDF, MP4 and MP3', async () => {
    const owner = await signIn('owner@example.com', ['member'])
    const cases: [string, Buffer, string, string][] = [
      ['photo.png', samples.png(), 'inline', 'image/png'],
      ['guide.pdf', samples.pdf(), 'inline', 'application/pdf'],
      ['clip.mp4', samples.mp4(), 'inline', 'video/mp4'],
      ['song.mp3', samples.mp3(), 'inline', 'audio/mpeg'],
      ['logo.svg', samples.svg(), 'attachment', 'image/svg+xml; charset=utf-8'],
      ['notes.txt', samples.txt(), 'attachment', 'text/plain; charset=utf-8'],
      ['scores.csv', samples.csv(), 'attachment', 'text/csv; charset=utf-8'],
      ['bundle.zip', samples.zip(), 'attachment', 'application/zip'],
    ]
    for (const [name, bytes, disposition, type] of cases) {
      const uploaded = await uploadAs(owner, name, bytes)
      const response = await get(`/api/files/uploads/${uploaded.id}?inline=1`, { cookie: owner.cookie })
      expect(response.statusCode, name).toBe(200)
      expect(response.headers['content-disposition'], name).toBe(`${disposition}; filename="${name}"`)
      expect(response.headers['content-type'], name).toBe(type)
      expect(response.headers['x-content-type-options']).toBe('nosniff')
    }
  })

  it('answers byte ranges (206) so a video can seek, 416 past the end, and HEAD without a body', async () => {
    const owner = await signIn('owner@example.com', ['member'])
    const video = samples.mp4()
    const uploaded = await uploadAs(owner, 'clip.mp4', video)
    const url = `/api/files/uploads/${uploaded.id}`
    const first = await get(url, { cookie: owner.cookie, range: 'bytes=0-9' })
    expect(first.statusCode).toBe(206)
    expect(first.headers['content-range']).toBe(`bytes 0-9/${video.length}`)
    expect(first.headers['content-length']).toBe('10')
    expect(first.rawPayload.equals(video.subarray(0, 10))).toBe(true)
    const tail = await get(url, { cookie: owner.cookie, range: 'bytes=-4' })
    expect(tail.statusCode).toBe(206)
    expect(tail.rawPayload.equals(video.subarray(video.length - 4))).toBe(true)
    const open = await get(url, { cookie: owner.cookie, range: `bytes=${video.length - 2}-` })
    expect(open.headers['content-range']).toBe(`bytes ${video.length - 2}-${video.length - 1}/${video.length}`)
    const past = await get(url, { cookie: owner.cookie, range: `bytes=${video.length}-` })
    expect(past.statusCode).toBe(416)
    expect(past.headers['content-range']).toBe(`bytes */${video.length}`)
    expect(past.json()).toEqual({ error: 'The requested byte range is outside the file.' })
    const several = await get(url, { cookie: owner.cookie, range: 'bytes=0-1,4-5' })
    expect(several.statusCode).toBe(200)
    expect(several.rawPayload.equals(video)).toBe(true)
    const head = await app.inject({ method: 'HEAD', url, headers: { cookie: owner.cookie } })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-length']).toBe(String(video.length))
    expect(head.headers['content-type']).toBe('video/mp4')
    expect(head.body).toBe('')
  })

  it('answers 404 for unknown kinds and ids that are not ids', async () => {
    const owner = await signIn('owner@example.com', ['member'])
    for (const url of ['/api/files/users/1', '/api/files/uploads/abc', '/api/files/uploads/0', '/api/files/uploads/1e3', '/api/files/uploads/99999999999', '/api/files/uploads/-1']) {
      const response = await get(url, { cookie: owner.cookie })
      expect(response.statusCode, url).toBe(404)
    }
  })
})

describe('GET /api/files/:kind/:id while an admin impersonates someone', () => {
  it('writes the download to the info log as an impersonated request, with the admin; a download of their own writes none', async () => {
    const member = await signIn('member@example.com', [{ name: 'member', pageAccess: {} }])
    const uploaded = await uploadAs(member, 'notes.txt', samples.txt())
    const admin = await createUser({ email: 'admin@example.com', roles: ['admin'], accessLevels: ['tribe-team-ro'] })
    const { cookie } = await logIn(app, 'admin@example.com')
    const impersonated = () => db.select().from(infoLogs).where(eq(infoLogs.action, 'impersonated-request'))

    expect((await get(`/api/files/uploads/${uploaded.id}`, { cookie: member.cookie })).statusCode).toBe(200)
    expect(await impersonated()).toEqual([])

    // The admin's session now acts as the member (what startImpersonation does).
    const [memberRow] = await db.select().from(users).where(eq(users.email, 'member@example.com'))
    await db.update(sessions).set({ userId: memberRow.id, originalUserId: admin.id }).where(eq(sessions.userId, admin.id))
    expect((await get(`/api/files/uploads/${uploaded.id}`, { cookie })).statusCode).toBe(200)
    const logs = await impersonated()
    expect(logs).toHaveLength(1)
    expect(logs[0]).toMatchObject({ userId: memberRow.id, originalUserId: admin.id, details: { method: 'GET', url: `/api/files/uploads/${uploaded.id}` } })
    expect(logs[0].requestId).toBeTruthy()
  })
})

describe('GET /api/files/:kind/:id for learning rows', () => {
  it('asks the learning rule with the signed-in user (or null) and serves what it names', async () => {
    const member = await signIn('member@example.com', ['member'])
    const key = newStorageKey('Workbook.pdf')
    await store.store.put(key, samples.pdf(), { contentType: 'application/pdf' })
    learning.targets.set('lesson-files/7', { storageKey: key, fileName: 'Workbook.pdf', contentType: 'application/pdf' })
    learning.targets.set('lesson-videos/3', { storageKey: key, fileName: 'Lesson 3.mp4', contentType: 'video/mp4' })
    learning.targets.set('resource-files/5', { storageKey: key, fileName: 'Public guide.pdf', contentType: 'application/pdf' })

    const lessonFile = await get('/api/files/lesson-files/7', { cookie: member.cookie })
    expect(lessonFile.statusCode).toBe(200)
    expect(lessonFile.headers['content-disposition']).toBe('attachment; filename="Workbook.pdf"')
    const video = await get('/api/files/lesson-videos/3?inline=1', { cookie: member.cookie, range: 'bytes=0-3' })
    expect(video.statusCode).toBe(206)
    expect(video.headers['content-disposition']).toBe('inline; filename="Lesson 3.mp4"')
    // Public resources need no sign-in: the rule decides with a null user.
    expect((await get('/api/files/resource-files/5')).statusCode).toBe(200)
    expect((await get('/api/files/resource-files/6', { cookie: member.cookie })).statusCode).toBe(404)
    const memberId = learning.calls[0].userId
    expect(memberId).toEqual(expect.any(Number))
    expect(learning.calls).toEqual([
      { kind: 'lesson-files', userId: memberId, id: 7 },
      { kind: 'lesson-videos', userId: memberId, id: 3 },
      { kind: 'resource-files', userId: null, id: 5 },
      { kind: 'resource-files', userId: memberId, id: 6 },
    ])
  })

  it('answers 404 for an external link and for a key whose object is missing', async () => {
    const member = await signIn('member@example.com', ['member'])
    learning.targets.set('resource-files/1', { storageKey: 'https://example.com/guide.pdf', fileName: 'guide.pdf', contentType: 'application/pdf' })
    learning.targets.set('resource-files/2', { storageKey: newStorageKey('lost.pdf'), fileName: 'lost.pdf', contentType: 'application/pdf' })
    expect((await get('/api/files/resource-files/1', { cookie: member.cookie })).statusCode).toBe(404)
    expect((await get('/api/files/resource-files/2', { cookie: member.cookie })).statusCode).toBe(404)
  })
})

describe('uploads and downloads on S3-compatible storage (s3rver, path-style)', () => {
  let s3: S3rver
  let s3Store: S3Storage
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tribe-s3rver-http-'))
  beforeAll(async () => {
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: 'tribe' }] })
    const { port } = await s3.run()
    s3Store = createStorage(
      storageConfig({
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: 'tribe',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ) as S3Storage
  })
  afterAll(async () => {
    s3Store.client.destroy()
    await s3.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('stores an upload as an object and serves it back, ranges included', async () => {
    replaceStorage(s3Store)
    const owner = await signIn('owner@example.com', ['member'])
    const video = samples.mp4()
    const uploaded = await uploadAs(owner, 'clip.mp4', video)
    expect(await s3Store.stat(uploaded.key)).toEqual({ size: video.length })
    const whole = await get(`/api/files/uploads/${uploaded.id}`, { cookie: owner.cookie })
    expect(whole.statusCode).toBe(200)
    expect(whole.rawPayload.equals(video)).toBe(true)
    const part = await get(`/api/files/uploads/${uploaded.id}`, { cookie: owner.cookie, range: 'bytes=4-11' })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 4-11/${video.length}`)
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom')
  })
})

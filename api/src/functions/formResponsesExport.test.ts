// GET /api/form-responses-export/{formId}: the CSV download over HTTP, signed in by the session
// cookie, the role picked by ?as= (a link cannot send x-current-role).
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer } from '../server'
import { insertResponse, insertForm } from '../services/forms/forms.scenarios'
import { logIn } from '../test/auth'
import { createUser } from '../test/factories'
import { eq } from 'drizzle-orm'
import { infoLogs, sessions } from '../../../db/schema'
import { db } from '../lib/db'

let app: FastifyInstance
beforeAll(async () => {
  app = await createServer()
})
afterAll(async () => {
  await app.close()
})

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })

describe('GET /api/form-responses-export/:formId', () => {
  it('answers the CSV as an attachment to a role with the form page flag', async () => {
    const form = await insertForm({ slug: 'waitlist', title: 'Waitlist', fields: [{ name: 'name', label: 'Full name', type: 'text' }] })
    await insertResponse({ formId: form.id, email: 'lovely@example.com', answers: { name: 'Lovely Tañ' } })
    // Holds member (the default role, without the flag) and the admin level (with it).
    await createUser({ email: 'admin@example.com', accessLevels: ['member', { name: 'tribe-team-ro', pageAccess: { forms: true, form: true } }] })
    const { cookie, token } = await logIn(app, 'admin@example.com')

    expect((await get(`/api/form-responses-export/${form.id}`)).statusCode).toBe(401)
    const asMember = await get(`/api/form-responses-export/${form.id}`, { cookie })
    expect(asMember.statusCode).toBe(403)
    expect(asMember.json()).toEqual({ error: "You don't have access to do that." })

    const response = await get(`/api/form-responses-export/${form.id}?as=tribe-team-ro`, { cookie })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="waitlist-responses-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['cache-control']).toBe('private, no-store')
    const lines = response.body.replace(/^\ufeff/, '').trim().split('\n')
    expect(lines[0]).toBe('Submitted at (Manila),Name,E-mail,User ID,Full name')
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},,lovely@example.com,,Lovely Tañ$/)

    // The header a script sends works the same; a token that is not the session's is signed out.
    expect((await get(`/api/form-responses-export/${form.id}`, { cookie, authorization: `Bearer ${token}`, 'x-current-role': 'tribe-team-ro' })).statusCode).toBe(200)
    expect((await get(`/api/form-responses-export/${form.id}?as=tribe-team-ro`, { cookie, authorization: 'Bearer not-the-token' })).statusCode).toBe(401)
    // A role the user does not hold is never used.
    expect((await get(`/api/form-responses-export/${form.id}?as=tribe-team-fa`, { cookie })).statusCode).toBe(403)
  })

  it('answers 404 for a form that does not exist or an id that is not one', async () => {
    await createUser({ email: 'staff@example.com', accessLevels: [{ name: 'tribe-team-ro', pageAccess: { form: true } }] })
    const { cookie } = await logIn(app, 'staff@example.com')
    expect((await get('/api/form-responses-export/999999', { cookie })).statusCode).toBe(404)
    expect((await get('/api/form-responses-export/abc', { cookie })).statusCode).toBe(404)
    expect((await get('/api/form-responses-export/99999999999', { cookie })).statusCode).toBe(404)
  })
})

describe('the export while an admin impersonates someone', () => {
  it('writes it to the info log as an impersonated request, with the admin; an export of their own writes none', async () => {
    const form = await insertForm({ slug: 'waitlist', title: 'Waitlist', fields: [{ name: 'name', label: 'Full name', type: 'text' }] })
    const staff = await createUser({ email: 'staff@example.com', accessLevels: [{ name: 'tribe-team-ro', pageAccess: { form: true } }] })
    const own = await logIn(app, 'staff@example.com')
    const impersonated = () => db.select().from(infoLogs).where(eq(infoLogs.action, 'impersonated-request'))
    expect((await get(`/api/form-responses-export/${form.id}`, { cookie: own.cookie })).statusCode).toBe(200)
    expect(await impersonated()).toEqual([])

    const admin = await createUser({ email: 'admin@example.com', roles: ['admin'], accessLevels: ['member'] })
    const { cookie } = await logIn(app, 'admin@example.com')
    await db.update(sessions).set({ userId: staff.id, originalUserId: admin.id }).where(eq(sessions.userId, admin.id))
    expect((await get(`/api/form-responses-export/${form.id}`, { cookie })).statusCode).toBe(200)
    const logs = await impersonated()
    expect(logs).toHaveLength(1)
    expect(logs[0]).toMatchObject({ userId: staff.id, originalUserId: admin.id, details: { method: 'GET', url: `/api/form-responses-export/${form.id}` } })
  })
})

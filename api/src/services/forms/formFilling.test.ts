import { afterAll, beforeAll, describe, expect } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { formResponses, forms, infoLogs } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createServer } from '../../server'
import { currentUserOf, logIn } from '../../test/auth'
import { runGraphql } from '../../test/graphql'
import { insertForm, insertResponse } from './forms.scenarios'
import { formResponsesCsv } from './export'
import { createUser } from '../../test/factories'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { form } from './fillableForm'
import { submitForm } from './submitForm'
import { everyTypeFields, goodAnswers, standard } from './formFilling.scenarios'

type Refusal = { message: string; extensions: { code?: string; properties?: { messages: Record<string, string[]> } } }

async function refusal(work: () => Promise<unknown>): Promise<Refusal> {
  try {
    await work()
  } catch (error) {
    return error as Refusal
  }
  throw new Error('expected a refusal')
}

const messagesOf = (error: Refusal) => error.extensions.properties?.messages

describe('form(slug)', () => {
  scenario('answers a published form with its questions; missing and unpublished forms are not found', standard, async ({ member }) => {
    const journey = await asUser(member, () => form({ slug: 'journey-form' }))
    expect(journey).toMatchObject({ slug: 'journey-form', title: 'Journey Form', isPublic: false, myLastResponse: null })
    expect(journey!.fields.map((field) => field.type)).toEqual(everyTypeFields.map((field) => field.type))
    expect(journey!.fields[0]).toEqual({ name: 'currentWork', label: 'Current work', type: 'text', required: true, options: [], helpText: null })
    expect(await asUser(member, () => form({ slug: 'draft' }))).toBeNull()
    expect(await asUser(null, () => form({ slug: 'draft' }))).toBeNull()
    expect(await asUser(member, () => form({ slug: 'no-such-form' }))).toBeNull()
  })

  scenario('a members-only form asks a signed-out visitor to sign in; a public one is answered', standard, async () => {
    const refused = await refusal(() => asUser(null, () => form({ slug: 'journey-form' })))
    expect(refused).toMatchObject({ message: 'Sign in to answer this form.', extensions: { code: 'UNAUTHENTICATED' } })
    expect(await asUser(null, () => form({ slug: 'waitlist' }))).toMatchObject({ slug: 'waitlist', isPublic: true, myLastResponse: null })
  })

  scenario("a returnee's latest answers come back with the form; nobody else's", standard, async ({ journey, nicole, member }) => {
    await insertResponse({ formId: journey.id, userId: nicole.id, answers: { currentWork: 'Old' }, submittedAt: new Date('2024-01-01T00:00:00Z') })
    await insertResponse({ formId: journey.id, userId: nicole.id, answers: { currentWork: 'Newer' }, submittedAt: new Date('2024-06-01T00:00:00Z') })
    // Newer than hers: another member's, and a signed-out respondent's.
    const ramon = await createUser({ firstName: 'Ramon', email: 'ramon@tribe.test', accessLevels: ['member'] })
    await insertResponse({ formId: journey.id, userId: ramon.id, answers: { currentWork: "Ramon's" }, submittedAt: new Date('2024-09-01T00:00:00Z') })
    await insertResponse({ formId: journey.id, userId: null, email: 'x@example.com', answers: { currentWork: 'Someone else' } })
    expect((await asUser(member, () => form({ slug: 'journey-form' })))!.myLastResponse).toEqual({
      answers: { currentWork: 'Newer' },
      submittedAt: '2024-06-01T00:00:00.000Z',
    })
    expect((await asUser(await currentUserFor(ramon.id), () => form({ slug: 'journey-form' })))!.myLastResponse).toEqual({
      answers: { currentWork: "Ramon's" },
      submittedAt: '2024-09-01T00:00:00.000Z',
    })
    // A member who never answered gets nobody's.
    const newcomer = await createUser({ email: 'newcomer@tribe.test', accessLevels: ['member'] })
    expect((await asUser(await currentUserFor(newcomer.id), () => form({ slug: 'journey-form' })))!.myLastResponse).toBeNull()
  })
})

describe('submitForm', () => {
  scenario('stores a signed-in response, cleaned, as the user; writes the info log', standard, async ({ journey, nicole, member }) => {
    const saved = await asUser(member, () => submitForm({ slug: 'journey-form', input: { answers: { ...goodAnswers, extra: 'dropped' }, respondent: { name: 'Ignored', email: 'ignored@example.com' } } }))
    expect(saved).toMatchObject({ formSlug: 'journey-form' })
    const rows = await db.select().from(formResponses)
    expect(rows).toEqual([
      expect.objectContaining({
        formId: journey.id,
        userId: nicole.id,
        email: 'nicole@tribe.test',
        answers: { currentWork: 'Call-centre agent', hours: 12, contactEmail: 'me@example.com', mobile: '09171234567', startedOn: '2025-02-28', niche: 'Bookkeeping', tools: ['Canva', 'Slack'] },
      }),
    ])
    expect(await db.select().from(infoLogs).where(eq(infoLogs.action, 'form-response-submitted'))).toMatchObject([
      { userId: nicole.id, entityType: 'form', entityId: String(journey.id), details: { slug: 'journey-form', responseId: rows[0].id } },
    ])
    // Answered again (a returnee): both responses are kept, the latest is the one shown.
    await asUser(member, () => submitForm({ slug: 'journey-form', input: { answers: { ...goodAnswers, currentWork: 'Freelancer' } } }))
    expect(await db.select().from(formResponses)).toHaveLength(2)
    expect((await asUser(member, () => form({ slug: 'journey-form' })))!.myLastResponse!.answers).toMatchObject({ currentWork: 'Freelancer' })
  })

  scenario('every question type has its rule and message; nothing is stored', standard, async ({ member }) => {
    const submit = (answers: Record<string, unknown>) => asUser(member, () => submitForm({ slug: 'journey-form', input: { answers } }))
    const empty = await refusal(() => submit({ tools: [] }))
    expect(empty.extensions.code).toBe('BAD_USER_INPUT')
    expect(messagesOf(empty)).toEqual({
      'answers.currentWork': ['Current work is required'],
      'answers.hours': ['Hours per week is required'],
      'answers.mobile': ['Mobile number is required'],
      'answers.niche': ['Niche is required'],
      'answers.tools': ['Tools is required'],
    })
    const wrong = await refusal(() =>
      submit({
        ...goodAnswers,
        currentWork: 'x'.repeat(1001),
        story: 'y'.repeat(5001),
        hours: 2_000_000_000,
        contactEmail: 'not-an-email',
        mobile: '12345',
        startedOn: '2025-02-30',
        niche: 'Astronaut',
        laptop: 'Maybe',
        tools: ['Canva', 'Photoshop'],
      }),
    )
    expect(messagesOf(wrong)).toEqual({
      'answers.currentWork': ['Current work is too long'],
      'answers.story': ['Your story is too long'],
      'answers.hours': ['Hours per week is too high'],
      'answers.contactEmail': ['Contact e-mail is not formatted correctly'],
      'answers.mobile': ['Invalid mobile number!'],
      'answers.startedOn': ['Started on is not valid'],
      'answers.niche': ['Niche is not valid'],
      'answers.laptop': ['Laptop is not valid'],
      'answers.tools': ['Tools is not valid'],
    })
    expect(messagesOf(await refusal(() => submit({ ...goodAnswers, hours: -2_000_000_000 })))).toEqual({ 'answers.hours': ['Hours per week is too low'] })
    expect(messagesOf(await refusal(() => submit({ ...goodAnswers, hours: 'twelve' })))).toEqual({ 'answers.hours': ['Hours per week is not valid'] })
    // The spec's mobile rule: 09 + 9 digits, +639 + 9 digits, + and 8 to 15 digits; spaces and dashes removed.
    for (const mobile of ['0917-123-456', '0817 123 4567', '+1234567', '+1234567890123456', '639171234567', '+63 917 abc 4567']) {
      expect(messagesOf(await refusal(() => submit({ ...goodAnswers, mobile })))).toEqual({ 'answers.mobile': ['Invalid mobile number!'] })
    }
    expect(await db.select().from(formResponses)).toEqual([])
    for (const mobile of ['+63 917 123 4567', '+44 20 7946 0958']) await submit({ ...goodAnswers, mobile })
    expect((await db.select().from(formResponses)).map((row) => row.answers.mobile)).toEqual(['+639171234567', '+442079460958'])
  })

  scenario('signed out: a public form needs a name and an e-mail; a members-only form needs sign-in', standard, async ({ waitlist }) => {
    const submit = (slug: string, respondent?: { name?: string; email?: string }) =>
      asUser(null, () => submitForm({ slug, input: { answers: { mobile: '09171234567' }, respondent } }))
    expect(messagesOf(await refusal(() => submit('waitlist')))).toEqual({ respondent: expect.any(Array) })
    expect(messagesOf(await refusal(() => submit('waitlist', { name: ' ', email: '' })))).toEqual({
      'respondent.name': ['Your name is required'],
      'respondent.email': ['Your e-mail is required'],
    })
    expect(messagesOf(await refusal(() => submit('waitlist', { name: 'L', email: 'lovely@' })))).toEqual({
      'respondent.name': ['Your name is too short'],
      'respondent.email': ['Your e-mail is not formatted correctly'],
    })
    expect(await refusal(() => submit('journey-form', { name: 'Lovely Tan', email: 'lovely@example.com' }))).toMatchObject({
      message: 'Sign in to answer this form.',
      extensions: { code: 'UNAUTHENTICATED' },
    })
    expect(await db.select().from(formResponses)).toEqual([])

    await submit('waitlist', { name: ' Lovely Tan ', email: ' Lovely@Example.com ' })
    expect(await db.select().from(formResponses)).toMatchObject([
      { formId: waitlist.id, userId: null, email: 'lovely@example.com', answers: { mobile: '09171234567', _respondentName: 'Lovely Tan' } },
    ])
    expect(await db.select().from(infoLogs).where(eq(infoLogs.action, 'form-response-submitted'))).toMatchObject([
      { userId: null, details: { slug: 'waitlist', respondentEmail: 'lovely@example.com' } },
    ])
    // The staff's CSV names the signed-out respondent in its Name column, not as a removed question.
    const admin = await currentUserFor((await createUser({ accessLevels: [{ name: 'tribe-team-ro', pageAccess: { form: true } }] })).id)
    const { csv } = await asUser(admin, () => formResponsesCsv(admin, waitlist.id))
    let text = ''
    for await (const chunk of csv) text += String(chunk)
    const lines = text.replace('\ufeff', '').trim().split(/\r?\n/)
    expect(lines[0]).toBe('Submitted at (Manila),Name,E-mail,User ID,Mobile number')
    expect(lines[1]).toMatch(/,Lovely Tan,lovely@example.com,,09171234567$/)
  })

  scenario(
    "signed out: a form that asks for the name and e-mail itself is answered once, its own answers are the respondent's",
    standard,
    async () => {
      // The seed's waitlist: "Full name" (optional here, to show it is asked for anyway) and "E-mail".
      const waitlist = await insertForm({
        slug: 'join',
        title: 'Enrollment Waitlist',
        isPublic: true,
        fields: [
          { name: 'name', label: 'Full name', type: 'text' },
          { name: 'email', label: 'E-mail', type: 'email', required: true },
          { name: 'mobile', label: 'Mobile number', type: 'phone' },
        ],
      })
      const submit = (answers: Record<string, unknown>, respondent?: { name?: string; email?: string }) =>
        asUser(null, () => submitForm({ slug: 'join', input: { answers, respondent } }))
      // Without the respondent's own fields: the questions are the respondent, and must be answered.
      expect(messagesOf(await refusal(() => submit({ name: ' ', email: '' })))).toEqual({
        'answers.name': ['Full name is required'],
        'answers.email': ['E-mail is required'],
      })
      expect(messagesOf(await refusal(() => submit({ name: 'L', email: 'lovely@' })))).toEqual({
        'answers.name': ['Full name is too short'],
        'answers.email': ['E-mail is not formatted correctly'],
      })
      expect(await db.select().from(formResponses)).toEqual([])

      await submit({ name: ' Lovely Tan ', email: ' Lovely@Example.com ', mobile: '09171234567' })
      expect(await db.select().from(formResponses)).toMatchObject([
        {
          formId: waitlist.id,
          userId: null,
          email: 'lovely@example.com',
          answers: { name: 'Lovely Tan', email: 'Lovely@Example.com', mobile: '09171234567', _respondentName: 'Lovely Tan' },
        },
      ])
    },
  )

  scenario('signed out: a form that asks only for the e-mail itself still asks the respondent for a name, and only that', standard, async () => {
    await insertForm({ slug: 'news', title: 'Newsletter', isPublic: true, fields: [{ name: 'contact', label: 'Your e-mail address', type: 'email' }] })
    const submit = (respondent?: { name?: string; email?: string }) =>
      asUser(null, () => submitForm({ slug: 'news', input: { answers: { contact: 'ann@example.com' }, respondent } }))
    expect(messagesOf(await refusal(() => submit({ name: '' })))).toEqual({ 'respondent.name': ['Your name is required'] })
    await submit({ name: 'Ann Lee', email: 'ignored@example.com' })
    expect(await db.select().from(formResponses)).toMatchObject([
      { userId: null, email: 'ann@example.com', answers: { contact: 'ann@example.com', _respondentName: 'Ann Lee' } },
    ])
  })

  scenario('unpublished and missing forms are not found, whoever asks', standard, async ({ member }) => {
    for (const user of [member, null]) {
      for (const slug of ['draft', 'nope']) {
        const refused = await refusal(() => asUser(user, () => submitForm({ slug, input: { answers: goodAnswers, respondent: { name: 'Ann Lee', email: 'a@example.com' } } })))
        expect(refused).toMatchObject({ message: 'Form not found', extensions: { code: 'NOT_FOUND' } })
      }
    }
    expect(await db.select().from(formResponses)).toEqual([])
  })

  scenario('signed out: ten responses an hour per address, then a wait', standard, async () => {
    const submit = (ip: string) =>
      asUser(null, () => submitForm({ slug: 'waitlist', input: { answers: { mobile: '09171234567' }, respondent: { name: 'Ann Lee', email: 'a@example.com' } } }), { ip })
    for (let i = 0; i < 10; i += 1) await submit('10.0.0.1')
    const refused = await refusal(() => submit('10.0.0.1'))
    expect(refused.extensions.code).toBe('TOO_MANY_REQUESTS')
    expect(refused.message).toMatch(/^Too many responses in a short time\. Try again in \d+ minutes?\.$/)
    await submit('10.0.0.2')
    expect(await db.select().from(formResponses)).toHaveLength(11)
  })

  scenario('through the schema: anyone may call; the contract answers the stored response', standard, async () => {
    const result = await runGraphql(
      null,
      'mutation ($slug: String!, $input: FormSubmissionInput!) { submitForm(slug: $slug, input: $input) { id formSlug submittedAt } }',
      { slug: 'waitlist', input: { answers: { mobile: '09171234567' }, respondent: { name: 'Ann Lee', email: 'a@example.com' } } },
    )
    expect(result.errors).toBeUndefined()
    expect(result.data).toMatchObject({ submitForm: { id: expect.any(Number), formSlug: 'waitlist' } })
  })
})

describe('the journey-form gate (currentUser.isJourneyFormCompleted)', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createServer()
  })
  afterAll(async () => {
    await app.close()
  })

  scenario('is false for a batch-17 member until they submit the Journey Form, then true on the next request', standard, async ({ nicole }) => {
    const { cookie, token } = await logIn(app, nicole.email)
    const headers = { cookie, authorization: `Bearer ${token}` }
    // Read once, so the facts are cached in this process: the response must still show at once.
    expect(await currentUserOf(app, headers)).toMatchObject({ isBatch17: true, isJourneyFormCompleted: false })
    // Another form's response is no Journey Form.
    await app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json', 'auth-provider': 'dbAuth', ...headers },
      payload: JSON.stringify({ query: 'mutation { submitForm(slug: "waitlist", input: { answers: { mobile: "09171234567" } }) { id } }' }),
    })
    expect(await currentUserOf(app, headers)).toMatchObject({ isJourneyFormCompleted: false })
    const response = await app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json', 'auth-provider': 'dbAuth', ...headers },
      payload: JSON.stringify({
        query: 'mutation ($input: FormSubmissionInput!) { submitForm(slug: "journey-form", input: $input) { formSlug } }',
        variables: { input: { answers: goodAnswers } },
      }),
    })
    expect(response.json()).toEqual({ data: { submitForm: { formSlug: 'journey-form' } } })
    expect(await currentUserOf(app, headers)).toMatchObject({ isBatch17: true, isJourneyFormCompleted: true })
    // Unpublishing the form later does not undo what the member did.
    await db.update(forms).set({ isPublished: false }).where(eq(forms.slug, 'journey-form'))
    expect(await currentUserOf(app, headers)).toMatchObject({ isJourneyFormCompleted: true })
  })
})

describe("one member reading another's answers", () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createServer()
  })
  afterAll(async () => {
    await app.close()
  })

  scenario('gets them through no path: the form by slug, the responses list, the form admin, the CSV export', standard, async ({ journey, nicole }) => {
    const secret = 'Nicole-private-answer-7731'
    await insertResponse({ formId: journey.id, userId: nicole.id, answers: { currentWork: secret, story: secret } })
    const other = await createUser({ email: 'other.member@tribe.test', accessLevels: ['member'] })
    const { cookie, token } = await logIn(app, other.email)
    const headers = { cookie, authorization: `Bearer ${token}` }
    const graphql = (query: string, variables: Record<string, unknown> = {}) =>
      app.inject({ method: 'POST', url: '/api/graphql', headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify({ query, variables }) })

    const bySlug = await graphql('query ($slug: String!) { form(slug: $slug) { slug myLastResponse { answers submittedAt } } }', { slug: 'journey-form' })
    expect(bySlug.json()).toEqual({ data: { form: { slug: 'journey-form', myLastResponse: null } } })

    const list = await graphql('query ($formId: Int!) { formResponses(formId: $formId) { items { answers } totalCount } }', { formId: journey.id })
    expect(list.json().errors?.[0]?.extensions?.code).toBe('FORBIDDEN')
    const admin = await graphql('query ($id: Int!) { adminForm(id: $id) { id } }', { id: journey.id })
    expect(admin.json().errors?.[0]?.extensions?.code).toBe('FORBIDDEN')

    const exported = await app.inject({ method: 'GET', url: `/api/form-responses-export/${journey.id}`, headers: { cookie } })
    expect(exported.statusCode).toBe(403)
    const exportedAsMember = await app.inject({ method: 'GET', url: `/api/form-responses-export/${journey.id}?as=member`, headers: { cookie } })
    expect(exportedAsMember.statusCode).toBe(403)

    for (const response of [bySlug, list, admin, exported, exportedAsMember]) expect(response.body).not.toContain(secret)
    // Nothing logged but the sign-in: no export was made (the export logs each one it answers).
    expect((await db.select().from(infoLogs)).map((log) => log.action)).toEqual(['login'])
  })
})

import { and, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { formMessages } from '../../../../common/validation/forms'
import { forms as formsTable, infoLogs } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { asUser, scenario } from '../../test/scenario'
import { adminForm, adminForms, createForm, deleteForm, formDeleteMessages, setFormPublished, updateForm } from './forms'
import { formResponses } from './responses'
import { insertResponse, standard } from './forms.scenarios'

const logsOf = (action: string, id: number) =>
  db.select().from(infoLogs).where(and(eq(infoLogs.action, action), eq(infoLogs.entityId, String(id))))

async function refusal(work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    return error as { message: string; extensions: { code?: string; properties?: { messages: Record<string, string[]> } } }
  }
  throw new Error('expected a refusal')
}

const codeOf = (result: Awaited<ReturnType<typeof runGraphql>>) => (result.errors?.[0]?.extensions as { code?: string } | undefined)?.code

/** The editor's whole input for a form, with two questions. */
const edited = {
  slug: 'event-feedback',
  title: 'Event Feedback',
  description: 'How was the session?',
  isPublic: false,
  isPublished: false,
  fields: [
    { label: 'Your name', name: 'yourName', type: 'text', required: true, options: [], helpText: '' },
    { label: 'What did you like?', name: 'whatDidYouLike', type: 'checkbox', required: false, options: [' Coaching ', 'Q&A', ''], helpText: 'Pick any.' },
  ],
}

describe('adminForms', () => {
  scenario('lists forms newest first with their response counts, searches and sorts', standard, async ({ admin }) => {
    const list = await asUser(admin, () => adminForms({}))
    expect(list.totalCount).toBe(3)
    expect(list.items.map((f) => [f.slug, f.responseCount])).toEqual([
      ['waitlist', 0],
      ['event-feedback', 0],
      ['journey-form', 3],
    ])
    expect((await asUser(admin, () => adminForms({ search: 'WAIT' }))).items.map((f) => f.slug)).toEqual(['waitlist'])
    expect((await asUser(admin, () => adminForms({ search: 'journey-' }))).items.map((f) => f.slug)).toEqual(['journey-form'])
    const byResponses = await runGraphql(admin, 'query { adminForms(sortBy: "responseCount", sortOrder: desc, pageSize: 1) { items { slug fields { name type required options helpText } } totalCount } }')
    expect(byResponses.data).toEqual({
      adminForms: {
        items: [
          {
            slug: 'journey-form',
            fields: [
              { name: 'currentWork', type: 'text', required: true, options: [], helpText: null },
              { name: 'niche', type: 'checkbox', required: true, options: ['General VA', 'Bookkeeping', 'Social Media'], helpText: null },
              { name: 'goal', type: 'textarea', required: false, options: [], helpText: null },
            ],
          },
        ],
        totalCount: 3,
      },
    })
  })

  scenario('needs the forms page flag; one form needs the form flag', standard, async ({ lister, outsider, journey }) => {
    expect(codeOf(await runGraphql(outsider, 'query { adminForms { totalCount } }'))).toBe('FORBIDDEN')
    expect(codeOf(await runGraphql(lister, 'query { adminForms { totalCount } }'))).toBeUndefined()
    expect(codeOf(await runGraphql(lister, `query { adminForm(id: ${journey.id}) { id } }`))).toBe('FORBIDDEN')
    expect(codeOf(await runGraphql(null, 'query { adminForms { totalCount } }'))).toBe('UNAUTHENTICATED')
  })
})

describe('createForm', () => {
  scenario('creates an unpublished form without questions, and logs it', standard, async ({ admin }) => {
    const created = await asUser(admin, () => createForm({ input: { title: ' Coaching Survey ', slug: 'coaching-survey' } }))
    expect(created).toMatchObject({ title: 'Coaching Survey', slug: 'coaching-survey', isPublished: false, isPublic: false, fields: [], responseCount: 0 })
    expect(await logsOf('form-created', created.id)).toMatchObject([{ userId: admin.id, entityType: 'form' }])
  })

  scenario('refuses a taken or malformed slug with a field message, storing nothing', standard, async ({ admin }) => {
    const taken = await refusal(() => asUser(admin, () => createForm({ input: { title: 'Again', slug: 'waitlist' } })))
    expect(taken.extensions.code).toBe('BAD_USER_INPUT')
    expect(taken.extensions.properties?.messages).toEqual({ slug: [formMessages.slugTaken] })
    const bad = await refusal(() => asUser(admin, () => createForm({ input: { title: '', slug: 'Not A Slug' } })))
    expect(bad.extensions.properties?.messages).toEqual({ title: [formMessages.titleRequired], slug: [formMessages.slugInvalid] })
    expect(await db.select().from(formsTable)).toHaveLength(3)
  })
})

describe('updateForm', () => {
  scenario('replaces settings and questions, trimming options, and logs what changed', standard, async ({ admin, draft }) => {
    const saved = await asUser(admin, () => updateForm({ id: draft.id, input: edited }))
    expect(saved.fields).toEqual([
      { name: 'yourName', label: 'Your name', type: 'text', required: true, options: [], helpText: null },
      { name: 'whatDidYouLike', label: 'What did you like?', type: 'checkbox', required: false, options: ['Coaching', 'Q&A'], helpText: 'Pick any.' },
    ])
    // Stored as the member side reads it: optional keys only when set.
    const [row] = await db.select({ fields: formsTable.fields }).from(formsTable).where(eq(formsTable.id, draft.id))
    expect(row.fields[0]).toEqual({ name: 'yourName', label: 'Your name', type: 'text', required: true })
    const [log] = await logsOf('form-updated', draft.id)
    expect(Object.keys((log.details as { after: object }).after).sort()).toEqual(['description', 'fields'])
  })

  scenario('refuses questions without options, repeated keys and unknown types, by field', standard, async ({ admin, draft }) => {
    const refused = await refusal(() =>
      asUser(admin, () =>
        updateForm({
          id: draft.id,
          input: {
            ...edited,
            fields: [
              { label: 'Pick', name: 'pick', type: 'radio', options: [] },
              { label: 'Again', name: 'pick', type: 'text' },
              { label: 'Odd', name: 'odd', type: 'slider' },
            ],
          },
        }),
      ),
    )
    expect(refused.extensions.properties?.messages).toEqual({ 'fields.0.options': [formMessages.optionsRequired], 'fields.2.type': [formMessages.typeInvalid] })
    const repeated = await refusal(() =>
      asUser(admin, () => updateForm({ id: draft.id, input: { ...edited, fields: [edited.fields[0], { ...edited.fields[1], name: 'yourName' }] } })),
    )
    expect(repeated.extensions.properties?.messages).toEqual({ 'fields.1.name': [formMessages.nameTaken] })
    const [row] = await db.select({ fields: formsTable.fields }).from(formsTable).where(eq(formsTable.id, draft.id))
    expect(row.fields).toEqual([])
  })

  scenario("keeps the Journey Form's slug and refuses another form's slug", standard, async ({ admin, journey, draft }) => {
    const journeySlug = await refusal(() => asUser(admin, () => updateForm({ id: journey.id, input: { ...edited, slug: 'journey' } })))
    expect(journeySlug.extensions.properties?.messages).toEqual({ slug: [formMessages.journeySlugFixed] })
    const taken = await refusal(() => asUser(admin, () => updateForm({ id: draft.id, input: { ...edited, slug: 'waitlist' } })))
    expect(taken.extensions.properties?.messages).toEqual({ slug: [formMessages.slugTaken] })
    expect((await refusal(() => asUser(admin, () => updateForm({ id: 999_999, input: edited })))).extensions.code).toBe('NOT_FOUND')
  })

  scenario('is refused to a role that may only list forms', standard, async ({ lister, draft }) => {
    const result = await runGraphql(lister, `mutation { updateForm(id: ${draft.id}, input: { slug: "x", title: "x" }) { id } }`)
    expect(codeOf(result)).toBe('FORBIDDEN')
  })
})

describe('setFormPublished', () => {
  scenario('publishes and unpublishes, each in the info log', standard, async ({ admin, draft }) => {
    expect(await asUser(admin, () => setFormPublished({ id: draft.id, isPublished: true }))).toMatchObject({ isPublished: true })
    expect(await asUser(admin, () => setFormPublished({ id: draft.id, isPublished: false }))).toMatchObject({ isPublished: false })
    expect(await logsOf('form-published', draft.id)).toHaveLength(1)
    expect(await logsOf('form-unpublished', draft.id)).toHaveLength(1)
  })
})

describe('deleteForm', () => {
  scenario('deletes a form nobody answered and keeps it in the info log', standard, async ({ admin, draft }) => {
    expect(await asUser(admin, () => deleteForm({ id: draft.id }))).toMatchObject({ slug: 'event-feedback' })
    expect(await asUser(admin, () => adminForm({ id: draft.id }))).toBeNull()
    expect(await logsOf('form-deleted', draft.id)).toMatchObject([{ details: { slug: 'event-feedback' } }])
  })

  scenario('refuses the Journey Form and any form with responses: unpublish instead', standard, async ({ admin, journey, waitlist }) => {
    const journeyRefused = await refusal(() => asUser(admin, () => deleteForm({ id: journey.id })))
    expect(journeyRefused).toMatchObject({ message: formDeleteMessages.journeyForm, extensions: { code: 'BAD_USER_INPUT' } })
    await insertResponse({ formId: waitlist.id, email: 'lovely@example.com', answers: { name: 'Lovely' } })
    const answered = await refusal(() => asUser(admin, () => deleteForm({ id: waitlist.id })))
    expect(answered.message).toBe(formDeleteMessages.hasResponses(1))
    expect(await db.select().from(formsTable)).toHaveLength(3)
  })
})

describe('formResponses', () => {
  scenario('pages the responses newest first, with who answered', standard, async ({ admin, journey, maricel, responses }) => {
    const page = await asUser(admin, () => formResponses({ formId: journey.id, pageSize: 2 }))
    expect(page).toMatchObject({ totalCount: 3, page: 1, pageSize: 2 })
    expect(page.items.map((r) => r.id)).toEqual([responses.third.id, responses.second.id])
    expect(page.items[0]).toMatchObject({ email: 'guest@example.com', user: null, answers: { currentWork: 'Student' } })
    const last = await asUser(admin, () => formResponses({ formId: journey.id, page: 2, pageSize: 2 }))
    expect(last.items).toMatchObject([{ id: responses.first.id, user: { id: maricel.id, firstName: 'Maricel', email: 'member@tribe.test' } }])
    const byEmail = await runGraphql(admin, `query { formResponses(formId: ${journey.id}, sortBy: "email") { items { email answers } } }`)
    expect((byEmail.data?.formResponses as { items: { email: string }[] }).items.map((r) => r.email)).toEqual([
      'christian@tribe.test',
      'guest@example.com',
      'member@tribe.test',
    ])
  })

  scenario('answers NOT_FOUND for a missing form, FORBIDDEN without the form flag', standard, async ({ admin, lister, journey }) => {
    expect((await refusal(() => asUser(admin, () => formResponses({ formId: 999_999 })))).extensions.code).toBe('NOT_FOUND')
    expect(codeOf(await runGraphql(lister, `query { formResponses(formId: ${journey.id}) { totalCount } }`))).toBe('FORBIDDEN')
  })
})

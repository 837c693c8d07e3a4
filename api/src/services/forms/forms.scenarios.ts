// Rows the forms tests start from: scenario('title', standard, async ({ admin, journey }) => ...).
import { formResponses, forms as formsTable, JOURNEY_FORM_SLUG, type FormField } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createUser } from '../../test/factories'
import { currentUserFor } from '../../test/scenario'

/** A form row; every column the caller does not name gets a valid value. */
export async function insertForm(values: Partial<typeof formsTable.$inferInsert> & { slug: string }) {
  const [row] = await db.insert(formsTable).values({ title: values.slug, ...values }).returning()
  return row
}

/** A response to a form. */
export async function insertResponse(values: Partial<typeof formResponses.$inferInsert> & { formId: number }) {
  const [row] = await db.insert(formResponses).values(values).returning()
  return row
}

const journeyFields: FormField[] = [
  { name: 'currentWork', label: 'What do you do for work right now?', type: 'text', required: true },
  { name: 'niche', label: 'Which services?', type: 'checkbox', required: true, options: ['General VA', 'Bookkeeping', 'Social Media'] },
  { name: 'goal', label: 'Where do you want to be in 6 months?', type: 'textarea' },
]

/** Someone signed in (as a request carries them) whose access level holds exactly these page flags. */
async function signedIn(level: string, pageAccess: Record<string, boolean>) {
  const user = await createUser({ accessLevels: [{ name: level, pageAccess }] })
  return currentUserFor(user.id)
}

/**
 * An admin with forms and form; a success manager with neither; a staff member who may only list
 * (forms). The Journey Form with three answers (one to a question removed since, one from a
 * signed-out e-mail), an unanswered draft, and a public waitlist form.
 */
export const standard = async () => {
  const base = Date.parse('2025-01-07T11:00:00Z')
  const journey = await insertForm({ slug: JOURNEY_FORM_SLUG, title: 'Journey Form', fields: journeyFields, createdAt: new Date(base) })
  const draft = await insertForm({ slug: 'event-feedback', title: 'Event Feedback', isPublished: false, createdAt: new Date(base + 1000) })
  const waitlist = await insertForm({ slug: 'waitlist', title: 'Enrollment Waitlist', isPublic: true, createdAt: new Date(base + 2000) })
  const maricel = await createUser({ firstName: 'Maricel', lastName: 'dela Cruz', email: 'member@tribe.test' })
  const christian = await createUser({ firstName: 'Christian', lastName: 'Soriano', email: 'christian@tribe.test' })
  const first = await insertResponse({
    formId: journey.id,
    userId: maricel.id,
    email: 'member@tribe.test',
    answers: { currentWork: 'Call-centre agent', niche: ['General VA', 'Bookkeeping'], goal: 'One client.', oldQuestion: 'kept' },
    submittedAt: new Date(base),
  })
  const second = await insertResponse({
    formId: journey.id,
    userId: christian.id,
    email: 'christian@tribe.test',
    answers: { currentWork: '=HYPERLINK("http://evil.example")', niche: ['Social Media'] },
    submittedAt: new Date(base + 60_000),
  })
  const third = await insertResponse({ formId: journey.id, userId: null, email: 'guest@example.com', answers: { currentWork: 'Student' }, submittedAt: new Date(base + 120_000) })
  return {
    admin: await signedIn('tribe-team-ro', { forms: true, form: true }),
    lister: await signedIn('tribe-team-fa', { forms: true }),
    outsider: await signedIn('success-manager', { users: true }),
    journey,
    draft,
    waitlist,
    maricel,
    responses: { first, second, third },
  }
}

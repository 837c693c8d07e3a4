// Rows the form-filling tests start from: a Journey Form with one question of every type, a
// public form, an unpublished one, and a batch-17 member who has not answered the Journey Form.
import { eq } from 'drizzle-orm'
import { batches, JOURNEY_FORM_SLUG, users, type FormField } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createUser } from '../../test/factories'
import { currentUserFor } from '../../test/scenario'
import { insertForm } from './forms.scenarios'

export const everyTypeFields: FormField[] = [
  { name: 'currentWork', label: 'Current work', type: 'text', required: true },
  { name: 'story', label: 'Your story', type: 'textarea' },
  { name: 'hours', label: 'Hours per week', type: 'number', required: true },
  { name: 'contactEmail', label: 'Contact e-mail', type: 'email' },
  { name: 'mobile', label: 'Mobile number', type: 'phone', required: true },
  { name: 'startedOn', label: 'Started on', type: 'date' },
  { name: 'niche', label: 'Niche', type: 'select', required: true, options: ['General VA', 'Bookkeeping'] },
  { name: 'laptop', label: 'Laptop', type: 'radio', options: ['Yes', 'Not yet'] },
  { name: 'tools', label: 'Tools', type: 'checkbox', required: true, options: ['Canva', 'Trello', 'Slack'] },
]

/** Answers every question of everyTypeFields accepts. */
export const goodAnswers = {
  currentWork: '  Call-centre agent ',
  story: '',
  hours: 12,
  contactEmail: 'me@example.com',
  mobile: '0917 123-4567',
  startedOn: '2025-02-28',
  niche: 'Bookkeeping',
  laptop: '',
  tools: ['Slack', 'Canva'],
}

export const standard = async () => {
  const journey = await insertForm({ slug: JOURNEY_FORM_SLUG, title: 'Journey Form', fields: everyTypeFields })
  const waitlist = await insertForm({
    slug: 'waitlist',
    title: 'Enrollment Waitlist',
    isPublic: true,
    fields: [{ name: 'mobile', label: 'Mobile number', type: 'phone', required: true }],
  })
  const draft = await insertForm({ slug: 'draft', title: 'Draft', isPublished: false, isPublic: true, fields: everyTypeFields })
  const [batch17] = await db.insert(batches).values({ name: 'Batch 17', number: 17, launchFrom: '2025-01-01', launchTo: '2025-02-01' }).returning()
  const nicole = await createUser({ firstName: 'Nicole', lastName: 'Gonzales', email: 'nicole@tribe.test', accessLevels: ['member'] })
  await db.update(users).set({ batchId: batch17.id }).where(eq(users.id, nicole.id))
  return { journey, waitlist, draft, nicole, member: await currentUserFor(nicole.id) }
}

// Forms, including the Journey Form (slug journey-form), and responses. The demo member has
// answered the Journey Form; Nicole and the batch-17 demo login (Batch 17) have not, so they see
// the journey-form dialog.
import { inArray } from 'drizzle-orm'
import { formResponses, forms, JOURNEY_FORM_SLUG, type FormField } from '../../db/schema'
import { type SeedContext, userId } from './context'
import { addDays, insertMissing, manilaAt } from './helpers'

const journeyFields: FormField[] = [
  { name: 'currentWork', label: 'What do you do for work right now?', type: 'text', required: true },
  { name: 'niche', label: 'Which service do you want to offer?', type: 'select', required: true, options: ['General VA', 'Social Media Management', 'Bookkeeping', 'Customer Support', 'E-commerce VA', 'Not sure yet'] },
  { name: 'hoursPerWeek', label: 'Hours per week you can study', type: 'number', required: true },
  { name: 'hasLaptop', label: 'Do you have a laptop and stable internet?', type: 'radio', required: true, options: ['Yes', 'Laptop only', 'Not yet'] },
  { name: 'goal', label: 'Where do you want to be in 6 months?', type: 'textarea' },
]

export async function seedForms(ctx: SeedContext) {
  const { tx } = ctx
  await tx
    .insert(forms)
    .values([
      { slug: JOURNEY_FORM_SLUG, title: 'Journey Form', description: 'Tell us where you are in your freelancing journey so your coaches can help.', fields: journeyFields },
      {
        slug: 'waitlist',
        title: 'Enrollment Waitlist',
        description: 'Be the first to know when enrollment opens.',
        isPublic: true,
        fields: [
          { name: 'name', label: 'Full name', type: 'text', required: true },
          { name: 'email', label: 'E-mail', type: 'email', required: true },
          { name: 'mobile', label: 'Mobile number', type: 'phone', helpText: '09XXXXXXXXX' },
        ],
      },
      {
        slug: 'event-feedback',
        title: 'Event Feedback',
        description: 'How was the live session?',
        fields: [
          { name: 'rating', label: 'Rating (1-5)', type: 'number', required: true },
          { name: 'comments', label: 'What should we improve?', type: 'textarea' },
        ],
      },
    ])
    .onConflictDoNothing({ target: forms.slug })
  const rows = await tx.select({ id: forms.id, slug: forms.slug }).from(forms).where(inArray(forms.slug, [JOURNEY_FORM_SLUG, 'waitlist', 'event-feedback']))
  const formId = new Map(rows.map((row) => [row.slug, row.id]))

  const journey = formId.get(JOURNEY_FORM_SLUG)!
  const answered = [
    { email: 'member@tribe.test', answers: { currentWork: 'Call-centre agent (night shift)', niche: 'General VA', hoursPerWeek: 12, hasLaptop: 'Yes', goal: 'One part-time US client.' } },
    { email: 'christian.soriano@tribe.test', answers: { currentWork: 'Fresh graduate', niche: 'Social Media Management', hoursPerWeek: 25, hasLaptop: 'Yes', goal: 'Full-time remote work.' } },
    { email: 'hazel.ocampo@tribe.test', answers: { currentWork: 'Public school teacher', niche: 'Not sure yet', hoursPerWeek: 8, hasLaptop: 'Laptop only' } },
    { email: 'joshua.castillo@tribe.test', answers: { currentWork: 'Office staff', niche: 'Bookkeeping', hoursPerWeek: 10, hasLaptop: 'Yes' } },
  ]
  const responses = [
    ...answered.map(({ email, answers }, n) => ({
      formId: journey,
      userId: userId(ctx, email),
      email,
      answers,
      submittedAt: manilaAt(addDays(ctx.today, -100 + n * 7), '22:10'),
    })),
    { formId: formId.get('waitlist')!, userId: null, email: 'lovely.tan@gmail.com', answers: { name: 'Lovely Tan', email: 'lovely.tan@gmail.com', mobile: '09171239999' }, submittedAt: manilaAt(addDays(ctx.today, -2), '12:00') },
    { formId: formId.get('event-feedback')!, userId: userId(ctx, 'kevin.manalo@tribe.test'), email: 'kevin.manalo@tribe.test', answers: { rating: 5, comments: 'More live teardowns please!' }, submittedAt: manilaAt(addDays(ctx.today, -9), '21:45') },
  ]
  await insertMissing(tx, formResponses, responses, (row) => `${row.formId}|${row.email}`, inArray(formResponses.formId, [...formId.values()]))
}

// form(slug) and submitForm answer in a FIXED number of SQL statements (docs/api.md, "Filling in
// forms"), whatever the form holds and however many responses it has.
import { describe, expect } from 'vitest'
import { formResponses } from '../../../../db/schema'
import { db } from '../../lib/db'
import { asUser, scenario } from '../../test/scenario'
import { countStatements } from '../../lib/statementCounter'
import { form } from './fillableForm'
import { submitForm } from './submitForm'
import { goodAnswers, standard } from './formFilling.scenarios'

/** The documented counts; submitForm's transaction adds its begin and commit. */
export const STATEMENTS = { form: 1, submitForm: 2 + 2 + 3 } as const

type World = Awaited<ReturnType<typeof standard>>

async function measure({ member }: World) {
  const signedIn = await countStatements(() => asUser(member, () => form({ slug: 'journey-form' })))
  const signedOut = await countStatements(() => asUser(null, () => form({ slug: 'waitlist' })))
  const submitted = await countStatements(() => asUser(member, () => submitForm({ slug: 'journey-form', input: { answers: goodAnswers } })))
  const guest = await countStatements(() =>
    asUser(null, () => submitForm({ slug: 'waitlist', input: { answers: { mobile: '09171234567' }, respondent: { name: 'Ann Lee', email: 'a@example.com' } } })),
  )
  expect(signedOut.count).toBe(signedIn.count)
  expect(guest.count).toBe(submitted.count)
  return { form: signedIn.count, submitForm: submitted.count }
}

describe('statement counts', () => {
  scenario('stay the documented number', standard, async (world) => {
    expect(await measure(world)).toEqual(STATEMENTS)
  })

  scenario('stay the documented number with many responses', standard, async (world) => {
    const rows = Array.from({ length: 300 }, (_, i) => ({ formId: world.journey.id, userId: i % 2 ? world.nicole.id : null, answers: { currentWork: `r${i}` } }))
    await db.insert(formResponses).values(rows)
    expect(await measure(world)).toEqual(STATEMENTS)
  })
})

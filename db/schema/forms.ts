// Forms built by admins (/forms) and filled in at /form/{slug}, including the Journey Form.
import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { timestamps } from './columns'
import { users } from './members'

/** The slug of the Journey Form, which batch 17 members must complete (docs/product.md, "forms"). */
export const JOURNEY_FORM_SLUG = 'journey-form'

/** One question of a form. Kept as jsonb: forms are edited as a whole and never queried by field. */
export type FormField = {
  name: string
  label: string
  // text, long text (textarea), number, e-mail, phone (the spec's mobile rule), date, single
  // choice (select or radio) and multiple choice (checkbox, answered as a list).
  type: 'text' | 'textarea' | 'number' | 'email' | 'phone' | 'date' | 'select' | 'radio' | 'checkbox'
  required?: boolean
  options?: string[]
  helpText?: string
}

export const forms = pgTable(
  'forms',
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    title: text().notNull(),
    description: text(),
    fields: jsonb().$type<FormField[]>().notNull().default([]),
    // Public forms can be answered without signing in.
    isPublic: boolean().notNull().default(false),
    isPublished: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('forms_slug_key').on(t.slug)],
)

// currentUser.isJourneyFormCompleted is DERIVED: a response exists for the form with slug
// journey-form and this user (served by form_responses_user_id_form_id_idx). Nothing to keep
// in sync, and a returnee's past responses still count (they are preserved).
export const formResponses = pgTable(
  'form_responses',
  {
    id: serial().primaryKey(),
    // Restrict: a form that has answers is unpublished, not deleted (the Journey Form's
    // answers are a member's history).
    formId: integer()
      .notNull()
      .references(() => forms.id, { onDelete: 'restrict' }),
    // Null for a public form answered while signed out. Cascade: answers are personal data.
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    email: text(),
    // field name -> answer; a signed-out respondent's name under '_respondentName' (no field key
    // starts with '_': common/validation/forms.answers.ts RESPONDENT_NAME_KEY).
    answers: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('form_responses_form_id_submitted_at_idx').on(t.formId, t.submittedAt),
    index('form_responses_user_id_form_id_idx').on(t.userId, t.formId).where(sql`${t.userId} is not null`),
  ],
)

// adminForms, adminForm, createForm, updateForm, setFormPublished and deleteForm
// (api/src/graphql/forms.sdl.ts; docs/api.md "Forms back office"). Who may call each is the SDL's
// directive; what a form must be is common/validation/forms.ts (the editor uses the same).
import { and, count, desc, eq, getTableColumns, ne, sql } from 'drizzle-orm'
import { z } from 'zod'
import { formMessages, formSchema, newFormSchema } from '../../../../common/validation/forms'
import { formResponses, forms as formsTable, JOURNEY_FORM_SLUG, type FormField } from '../../../../db/schema'
import { db, type Executor } from '../../lib/db'
import { NotFoundError, UserInputError } from '../../lib/errors'
import { pageArgsSchema, paginate } from '../../lib/paginate'
import { INVALID_INPUT_MESSAGE, parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'
import { logFormChange } from './log'
import { escapeLike } from '../../lib/sql'

export const FORM_SEARCH_MAX = 100

export const formListMessages = {
  search: `Search must be at most ${FORM_SEARCH_MAX} characters`,
}

export const formDeleteMessages = {
  journeyForm: `The Journey Form cannot be deleted: the journey-form dialog sends members to it. Unpublish it instead.`,
  hasResponses: (n: number) =>
    `This form has ${n} ${n === 1 ? 'response' : 'responses'}: deleting it would lose members' answers. Unpublish it instead.`,
}

/**
 * The responses of a form (form_responses by form id is indexed). The outer form is named in full:
 * drizzle writes a one-table query's columns bare, and a bare "id" would be form_responses.id.
 */
const responseCount = sql<number>`(select count(*)::int from ${formResponses} where ${formResponses.formId} = "forms"."id")`

const selection = { ...getTableColumns(formsTable), responseCount }
type Selected = typeof formsTable.$inferSelect & { responseCount: number }

/** What the list may be sorted by; newest (then highest id) first otherwise, and to break ties. */
const sortable = {
  title: formsTable.title,
  slug: formsTable.slug,
  isPublic: formsTable.isPublic,
  isPublished: formsTable.isPublished,
  responseCount,
  createdAt: formsTable.createdAt,
  updatedAt: formsTable.updatedAt,
}

const listArgs = pageArgsSchema(sortable).extend({
  search: z.string().trim().max(FORM_SEARCH_MAX, formListMessages.search).nullish(),
})

export const adminForms = (async (args) => {
  // Paging, sorting and the search in one pass, so one answer names every bad field.
  const { search } = parseInput(listArgs, args, 'Invalid form list request')
  const pattern = search ? `%${escapeLike(search.toLowerCase())}%` : null
  const where = pattern ? sql`(lower(${formsTable.title}) like ${pattern} escape '\\' or ${formsTable.slug} like ${pattern} escape '\\')` : undefined
  return paginate(args, {
    sortable,
    defaultSort: [desc(formsTable.createdAt), desc(formsTable.id)],
    rows: async ({ limit, offset, orderBy }) =>
      (
        await db
          .select(selection)
          .from(formsTable)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      ).map(toAdminForm),
    count: async () => (await db.select({ total: count() }).from(formsTable).where(where))[0].total,
  })
}) satisfies QueryResolvers['adminForms']

export const adminForm = (async ({ id }) => {
  const row = await findForm(db, id)
  return row ? toAdminForm(row) : null
}) satisfies QueryResolvers['adminForm']

export async function findForm(executor: Executor, id: number): Promise<Selected | undefined> {
  const [row] = await executor.select(selection).from(formsTable).where(eq(formsTable.id, id))
  return row
}

/** A field message when another form has the slug (the unique index would only say "duplicate"). */
async function checkSlug(tx: Executor, slug: string, id: number | null) {
  const [taken] = await tx
    .select({ id: formsTable.id })
    .from(formsTable)
    .where(and(eq(formsTable.slug, slug), id === null ? undefined : ne(formsTable.id, id)))
  if (taken) throw new UserInputError(INVALID_INPUT_MESSAGE, { slug: [formMessages.slugTaken] })
}

/** Two admins saving the same slug at once: the loser gets the field message, not a 500. */
async function withSlugGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    const cause = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } }
    const pg = cause.code ? cause : cause.cause
    if (pg?.code === '23505' && pg.constraint === 'forms_slug_key') {
      throw new UserInputError(INVALID_INPUT_MESSAGE, { slug: [formMessages.slugTaken] })
    }
    throw error
  }
}

/** A new form starts unpublished and without questions: nobody can answer it before it is ready. */
export const createForm = (async ({ input }) => {
  const values = parseInput(newFormSchema, input)
  const id = await withSlugGuard(() =>
    db.transaction(async (tx) => {
      await checkSlug(tx, values.slug, null)
      const [row] = await tx
        .insert(formsTable)
        .values({ ...values, isPublished: false, isPublic: false, fields: [] })
        .returning({ id: formsTable.id })
      await logFormChange(tx, 'form-created', row.id, { ...values, isPublished: false })
      return row.id
    }),
  )
  return toAdminForm((await findForm(db, id))!)
}) satisfies MutationResolvers['createForm']

export const updateForm = (async ({ id, input }) => {
  const values = parseInput(formSchema, input)
  const fields: FormField[] = values.fields.map(toStoredField)
  await withSlugGuard(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(formsTable).where(eq(formsTable.id, id)).for('update')
      if (!before) throw new NotFoundError('Form not found')
      if (before.slug === JOURNEY_FORM_SLUG && values.slug !== JOURNEY_FORM_SLUG) {
        throw new UserInputError(INVALID_INPUT_MESSAGE, { slug: [formMessages.journeySlugFixed] })
      }
      await checkSlug(tx, values.slug, id)
      await tx
        .update(formsTable)
        .set({ ...values, fields, updatedAt: new Date() })
        .where(eq(formsTable.id, id))
      const old = logged(before)
      const now = logged({ ...values, fields })
      const changed = (Object.keys(now) as (keyof typeof now)[]).filter((key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]))
      await logFormChange(tx, 'form-updated', id, {
        before: Object.fromEntries(changed.map((key) => [key, old[key]])),
        after: Object.fromEntries(changed.map((key) => [key, now[key]])),
      })
    }),
  )
  return toAdminForm((await findForm(db, id))!)
}) satisfies MutationResolvers['updateForm']

export const setFormPublished = (async ({ id, isPublished }) => {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(formsTable)
      .set({ isPublished, updatedAt: new Date() })
      .where(eq(formsTable.id, id))
      .returning({ slug: formsTable.slug, title: formsTable.title })
    if (!row) throw new NotFoundError('Form not found')
    await logFormChange(tx, isPublished ? 'form-published' : 'form-unpublished', id, { slug: row.slug, title: row.title })
  })
  return toAdminForm((await findForm(db, id))!)
}) satisfies MutationResolvers['setFormPublished']

/**
 * Deletes a form nobody answered. Refused for the Journey Form (the gate sends members to it) and
 * for a form with responses (form_responses restricts: answers are members' history). The form
 * row is locked first, so a response being submitted at the same moment waits and then fails
 * its foreign key, instead of the delete failing on it.
 */
export const deleteForm = (async ({ id }) =>
  db.transaction(async (tx) => {
    const [row] = await tx.select(selection).from(formsTable).where(eq(formsTable.id, id)).for('update')
    if (!row) throw new NotFoundError('Form not found')
    if (row.slug === JOURNEY_FORM_SLUG) throw new UserInputError(formDeleteMessages.journeyForm)
    if (row.responseCount > 0) throw new UserInputError(formDeleteMessages.hasResponses(row.responseCount))
    await tx.delete(formsTable).where(eq(formsTable.id, id))
    // The row as it was: the log is the only place it still exists.
    await logFormChange(tx, 'form-deleted', id, logged(row))
    return toAdminForm(row)
  })) satisfies MutationResolvers['deleteForm']

/** A question as the jsonb column keeps it (optional keys left out when empty, as the seed writes them). */
function toStoredField(field: z.output<typeof formSchema>['fields'][number]): FormField {
  return {
    name: field.name,
    label: field.label,
    type: field.type,
    ...(field.required ? { required: true } : {}),
    ...(field.options.length ? { options: field.options } : {}),
    ...(field.helpText ? { helpText: field.helpText } : {}),
  }
}

/** What the info log keeps of a form. */
function logged(form: { slug: string; title: string; description: string | null; isPublic: boolean; isPublished: boolean; fields: FormField[] }) {
  return { slug: form.slug, title: form.title, description: form.description, isPublic: form.isPublic, isPublished: form.isPublished, fields: form.fields }
}

/** A question as the API answers it: every key present. */
export function toFormField(field: FormField) {
  return {
    name: field.name,
    label: field.label,
    type: field.type,
    required: field.required === true,
    options: field.options ?? [],
    helpText: field.helpText ?? null,
  }
}

/** A row as the API answers it: DateTime is an ISO 8601 instant in the contract. */
function toAdminForm(row: Selected) {
  return {
    ...row,
    fields: row.fields.map(toFormField),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

// The CSV of every response to a form (GET /api/form-responses-export/{id},
// api/src/functions/formResponsesExport.ts): one row per response, newest first, columns
// "Submitted at (Manila)", Name (the signed-in respondent's), E-mail, User ID, then one per question in the form's order, then
// one per answer key no current question has (a question removed after people answered it: its
// answers are still theirs). Read in pages of EXPORT_BATCH by keyset, so a form with a hundred
// thousand responses streams in a hundred statements and never sits in memory whole.
import { Readable } from 'node:stream'
import { stringify } from 'csv-stringify'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { CurrentUser } from '../../../../common/currentUser'
import { RESPONDENT_NAME_KEY } from '../../../../common/validation/forms.answers'
import { formResponses as responsesTable, forms as formsTable, users } from '../../../../db/schema'
import { requireAccess } from '../../directives'
import { db } from '../../lib/db'
import { NotFoundError } from '../../lib/errors'
import { safeCell } from '../../lib/spreadsheets'
import { logFormChange } from './log'

export const EXPORT_BATCH = 1000
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000

export type FormResponsesCsv = { fileName: string; csv: Readable }

type ExportRow = {
  id: number
  cursor: string
  submittedAt: Date
  email: string | null
  userId: number | null
  answers: Record<string, unknown>
  firstName: string | null
  lastName: string | null
  userEmail: string | null
}

/** 2025-01-07T11:00:00Z -> '2025-01-07 19:00:00' (Manila has no daylight saving). */
export const manilaDateTime = (instant: Date) => new Date(instant.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')

// The formula guard is the spreadsheets module's, one copy for every export (lib/spreadsheets/export.ts).
export { safeCell }

/** An answer as one cell: a multiple choice's options joined with '; '. */
export function answerCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) return safeCell(value.map((item) => String(item)).join('; '))
  if (typeof value === 'object') return safeCell(JSON.stringify(value))
  return safeCell(String(value))
}

/** A row of the answer keys' statement. */
type AnswerKeyRow = { key: string }

/**
 * The export of form `formId` for `user`: refused like the page (FORBIDDEN without the form page
 * flag, UNAUTHENTICATED signed out), NOT_FOUND for no such form. Writes an info log: an export
 * takes members' answers out of the product.
 */
export async function formResponsesCsv(user: CurrentUser | null, formId: number): Promise<FormResponsesCsv> {
  requireAccess(user, { page: 'form' })
  const [form] = await db.select().from(formsTable).where(eq(formsTable.id, formId))
  if (!form) throw new NotFoundError('Form not found')
  // The answer keys no current question has: one statement over the form's responses.
  const { rows: keyRows } = await db.execute<AnswerKeyRow>(
    sql`select distinct jsonb_object_keys(${responsesTable.answers}) as key from ${responsesTable} where ${responsesTable.formId} = ${formId} order by 1`,
  )
  const questionNames = form.fields.map((field) => field.name)
  // A signed-out respondent's name (kept among the answers) goes in the Name column, not as a question.
  const removed = keyRows.map((row) => row.key).filter((key) => !questionNames.includes(key) && key !== RESPONDENT_NAME_KEY)
  const keys = [...questionNames, ...removed]
  const header = ['Submitted at (Manila)', 'Name', 'E-mail', 'User ID', ...form.fields.map((field) => safeCell(field.label)), ...removed.map((key) => safeCell(`${key} (removed question)`))]
  await logFormChange(db, 'form-responses-exported', formId, { slug: form.slug })

  async function* records() {
    yield header
    let after: { submittedAt: string; id: number } | null = null
    for (;;) {
      const batch: ExportRow[] = await db
        .select({
          id: responsesTable.id,
          // The cursor as PostgreSQL's own text: a JS Date would drop the microseconds.
          cursor: sql<string>`${responsesTable.submittedAt}::text`,
          submittedAt: responsesTable.submittedAt,
          email: responsesTable.email,
          userId: responsesTable.userId,
          answers: responsesTable.answers,
          firstName: users.firstName,
          lastName: users.lastName,
          userEmail: users.email,
        })
        .from(responsesTable)
        .leftJoin(users, eq(users.id, responsesTable.userId))
        .where(
          and(
            eq(responsesTable.formId, formId),
            after ? sql`(${responsesTable.submittedAt}, ${responsesTable.id}) < (${after.submittedAt}::timestamptz, ${after.id})` : undefined,
          ),
        )
        .orderBy(desc(responsesTable.submittedAt), desc(responsesTable.id))
        .limit(EXPORT_BATCH)
      for (const row of batch) {
        const name = row.userId ? `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() : String(row.answers[RESPONDENT_NAME_KEY] ?? '')
        yield [
          manilaDateTime(row.submittedAt),
          safeCell(name),
          safeCell(row.email ?? row.userEmail ?? ''),
          row.userId === null ? '' : String(row.userId),
          ...keys.map((key) => answerCell(row.answers[key])),
        ]
      }
      if (batch.length < EXPORT_BATCH) return
      const last: ExportRow = batch[batch.length - 1]
      after = { submittedAt: last.cursor, id: last.id }
    }
  }

  // A byte-order mark, so Excel reads the UTF-8 (ñ, é) as UTF-8.
  const csv = Readable.from(records()).pipe(stringify({ bom: true }))
  const date = manilaDateTime(new Date()).slice(0, 10)
  return { fileName: `${form.slug}-responses-${date}.csv`, csv }
}

import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { formResponses, forms as formsTable, infoLogs } from '../../../../db/schema'
import { db } from '../../lib/db'
import { asUser, scenario } from '../../test/scenario'
import { answerCell, EXPORT_BATCH, formResponsesCsv, safeCell } from './export'
import { standard } from './forms.scenarios'

/** RFC 4180 rows: quoted cells may hold commas, doubled quotes and line breaks. */
function parse(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
    } else cell += char
  }
  if (cell || row.length) {
    row.push(cell)
    rows.push(row)
  }
  return rows
}

/** The whole CSV as text. */
async function read(csv: NodeJS.ReadableStream) {
  let text = ''
  for await (const chunk of csv) text += String(chunk)
  return text
}

async function refusal(work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    return error as { extensions: { code?: string } }
  }
  throw new Error('expected a refusal')
}

describe('safeCell and answerCell', () => {
  it('keeps spreadsheets from running formulas, and leaves numbers and phone numbers alone', () => {
    expect(safeCell('=1+2')).toBe("'=1+2")
    expect(safeCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(safeCell('+cmd|calc')).toBe("'+cmd|calc")
    expect(safeCell('+639171234567')).toBe('+639171234567')
    expect(safeCell('-5')).toBe('-5')
    expect(safeCell('plain')).toBe('plain')
    expect(answerCell(['General VA', 'Bookkeeping'])).toBe('General VA; Bookkeeping')
    expect(answerCell(12)).toBe('12')
    expect(answerCell(null)).toBe('')
  })
})

describe('formResponsesCsv', () => {
  scenario('writes every response newest first: who, when in Manila, one column per question, then removed ones', standard, async ({ admin, journey, maricel }) => {
    const { fileName, csv } = await asUser(admin, () => formResponsesCsv(admin, journey.id))
    expect(fileName).toMatch(/^journey-form-responses-\d{4}-\d{2}-\d{2}\.csv$/)
    const text = await read(csv)
    expect(text.startsWith('\ufeff')).toBe(true)
    const rows = parse(text.slice(1)) as string[][]
    expect(rows).toEqual([
      [
        'Submitted at (Manila)',
        'Name',
        'E-mail',
        'User ID',
        'What do you do for work right now?',
        'Which services?',
        'Where do you want to be in 6 months?',
        'oldQuestion (removed question)',
      ],
      ['2025-01-07 19:02:00', '', 'guest@example.com', '', 'Student', '', '', ''],
      ['2025-01-07 19:01:00', 'Christian Soriano', 'christian@tribe.test', expect.any(String), `'=HYPERLINK("http://evil.example")`, 'Social Media', '', ''],
      ['2025-01-07 19:00:00', 'Maricel dela Cruz', 'member@tribe.test', String(maricel.id), 'Call-centre agent', 'General VA; Bookkeeping', 'One client.', 'kept'],
    ])
    expect(await db.select().from(infoLogs).where(and(eq(infoLogs.action, 'form-responses-exported'), eq(infoLogs.entityId, String(journey.id))))).toMatchObject([
      { userId: admin.id },
    ])
  })

  scenario('reads in batches without losing or repeating a response', standard, async ({ admin, draft }) => {
    await db.update(formsTable).set({ fields: [{ name: 'n', label: 'N', type: 'number' }] }).where(eq(formsTable.id, draft.id))
    // More than one batch, all in the same second: the keyset cursor keeps PostgreSQL's microseconds.
    const at = new Date('2025-02-01T00:00:00Z')
    await db.insert(formResponses).values(Array.from({ length: EXPORT_BATCH + 5 }, (_, n) => ({ formId: draft.id, email: `p${n}@example.com`, answers: { n }, submittedAt: at })))
    const rows = parse((await read((await asUser(admin, () => formResponsesCsv(admin, draft.id))).csv)).slice(1)) as string[][]
    expect(rows).toHaveLength(EXPORT_BATCH + 6)
    expect(new Set(rows.slice(1).map((row) => row[4])).size).toBe(EXPORT_BATCH + 5)
  })

  scenario('is refused like the page: signed out, without the form flag, or no such form', standard, async ({ lister, admin, journey }) => {
    expect((await refusal(() => formResponsesCsv(null, journey.id))).extensions.code).toBe('UNAUTHENTICATED')
    expect((await refusal(() => formResponsesCsv(lister, journey.id))).extensions.code).toBe('FORBIDDEN')
    expect((await refusal(() => asUser(admin, () => formResponsesCsv(admin, 999_999)))).extensions.code).toBe('NOT_FOUND')
  })
})

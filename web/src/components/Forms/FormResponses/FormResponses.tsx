// A form's responses: who (name and e-mail), when (Manila time) and their answers under each
// question, a server page at a time; and "Download CSV" of every response
// (GET /api/form-responses-export/{id}, as the role acting now).
import { useCurrentUser } from '@/auth'
import { dayjs, MANILA_TZ } from '@/lib/dayjs'
import type { FindFormQuery, FormResponsesQuery } from '@/types/graphql'
import { buttonClassName } from '@/components/ui/Button/Button'
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { answerText } from './answerText'
import { RESPONDENT_NAME_KEY } from '@common/validation/forms.answers'

export type ResponseRow = FormResponsesQuery['formResponses']['items'][number]
type Field = NonNullable<FindFormQuery['adminForm']>['fields'][number]

/** Where the CSV of a form's responses downloads from; `as` is the role acting now (a link cannot send the header). */
export function exportUrl(formId: number, role: string | null | undefined) {
  return `/api/form-responses-export/${formId}${role ? `?as=${encodeURIComponent(role)}` : ''}`
}

const formatSubmitted = (instant: string) => dayjs(instant).tz(MANILA_TZ).format('MMM D, YYYY h:mm A')

export function FormResponses({ formId, fields, responses, totalCount }: { formId: number; fields: Field[]; responses: ResponseRow[]; totalCount: number }) {
  const { tableProps } = useServerTable()
  const user = useCurrentUser()
  const columns: DataTableColumn<ResponseRow>[] = [
    {
      key: 'submittedAt',
      header: 'Submitted',
      sortable: true,
      hideable: false,
      cell: (row) => <span className="whitespace-nowrap">{formatSubmitted(row.submittedAt)}</span>,
    },
    {
      key: 'email',
      header: 'Who',
      sortable: true,
      cell: (row) => (
        <span className="block min-w-[10rem]">
          {row.user ? (
            <span className="block font-medium text-slate-900">{`${row.user.firstName} ${row.user.lastName}`.trim()}</span>
          ) : (
            typeof (row.answers as Record<string, unknown>)[RESPONDENT_NAME_KEY] === 'string' && (
              <span className="block font-medium text-slate-900">{String((row.answers as Record<string, unknown>)[RESPONDENT_NAME_KEY])}</span>
            )
          )}
          <span className="block break-all text-slate-500">{row.email ?? row.user?.email ?? 'No e-mail'}</span>
        </span>
      ),
    },
    { key: 'answers', header: 'Answers', cell: (row) => <Answers fields={fields} answers={row.answers as Record<string, unknown>} /> },
  ]
  return (
    <div className="pt-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-500">
          {totalCount} {totalCount === 1 ? 'response' : 'responses'}, newest first.
        </p>
        <a href={exportUrl(formId, user?.accessLevel?.name)} download className={buttonClassName('secondary', 'md')}>
          Download CSV
        </a>
      </div>
      <DataTable<ResponseRow> {...tableProps} label="Responses" columns={columns} rows={responses} totalCount={totalCount} primaryKey="id" />
    </div>
  )
}

/** The answers under their questions, then any answer to a question removed since. */
function Answers({ fields, answers }: { fields: Field[]; answers: Record<string, unknown> }) {
  const known = new Set(fields.map((field) => field.name))
  // A signed-out respondent's name is shown under Who, not as a question.
  const extra = Object.keys(answers).filter((key) => !known.has(key) && key !== RESPONDENT_NAME_KEY)
  return (
    <dl className="min-w-[14rem] max-w-xl space-y-1.5 text-sm">
      {fields.map((field) => (
        <div key={field.name}>
          <dt className="text-xs font-medium text-slate-500">{field.label}</dt>
          <dd className="whitespace-pre-line break-words text-slate-900">{answerText(answers[field.name]) || <span className="text-muted">No answer</span>}</dd>
        </div>
      ))}
      {extra.map((key) => (
        <div key={key}>
          <dt className="text-xs font-medium text-slate-500">{key} (removed question)</dt>
          <dd className="whitespace-pre-line break-words text-slate-900">{answerText(answers[key])}</dd>
        </div>
      ))}
    </dl>
  )
}

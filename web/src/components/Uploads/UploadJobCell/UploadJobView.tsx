// A job as the page shows it: status, a progress bar (rows checked of the file's rows), what was
// (or would be) added and changed, every problem with its sheet, row and column, and for a clean
// preview the Import button (the stored file is imported; it is not uploaded again).
import { gql, useMutation } from '@apollo/client'
import { useState } from 'react'
import { UPLOAD_KIND_LABELS, type UploadKind } from '@common/validation/uploads'
import { notifyError, notifySuccess } from '@/lib/toast'
import type { FindUploadJobQuery, ImportUploadMutation, ImportUploadMutationVariables } from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import { Button } from '@/components/ui/Button/Button'
import { canImport, isFinished, progressFraction, statusBadge, unchangedRows } from '../uploadJob'

export const IMPORT_UPLOAD = gql`
  mutation ImportUpload($id: Int!) {
    importUpload(id: $id) {
      id
      status
    }
  }
`

export type UploadJobData = FindUploadJobQuery['uploadJob']

const MODE_LABELS: Record<string, string> = { upsert: 'add and update', create: 'add new only', update: 'update existing only' }

export function UploadJobView({ job, onImported }: { job: UploadJobData; onImported: (jobId: number) => void }) {
  const [importUpload, { loading }] = useMutation<ImportUploadMutation, ImportUploadMutationVariables>(IMPORT_UPLOAD, { refetchQueries: ['FindUploadJobs'] })
  const [started, setStarted] = useState(false)
  const badge = statusBadge(job)
  const finished = isFinished(job)
  const percent = Math.round(progressFraction(job) * 100)
  const verb = job.dryRun ? 'Would add' : 'Added'
  const onImport = async () => {
    try {
      const { data } = await importUpload({ variables: { id: job.id } })
      setStarted(true)
      notifySuccess('Import started')
      if (data) onImported(data.importUpload.id)
    } catch (error) {
      notifyError(error)
    }
  }

  return (
    <section aria-labelledby={`job-${job.id}-heading`} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`job-${job.id}-heading`} className="text-base font-semibold text-slate-900">
            {job.dryRun ? 'Preview' : 'Import'} #{job.id}: {UPLOAD_KIND_LABELS[job.type as UploadKind] ?? job.type}
          </h2>
          <p className="text-sm text-slate-500 [overflow-wrap:anywhere]">
            {job.fileName}
            {job.type === 'members' ? ` · ${MODE_LABELS[job.mode] ?? job.mode}` : ''}
            {job.createdByName ? ` · by ${job.createdByName}` : ''}
          </p>
        </div>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </div>

      <div className="mt-4">
        <div className="flex justify-between text-sm text-slate-600">
          <span>
            Rows read: {job.processedRows.toLocaleString('en-PH')}
            {job.totalRows ? ` of ${job.totalRows.toLocaleString('en-PH')}` : ''}
          </span>
          <span>{percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-label="Rows read"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-1 h-2 w-full overflow-hidden rounded-full bg-slate-100"
        >
          <div className={`h-full rounded-full ${job.status === 'failed' ? 'bg-red-500' : 'bg-brand-600'}`} style={{ width: `${percent}%` }} />
        </div>
      </div>

      {finished && (
        <dl aria-label="Row counts" className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Count label={verb} value={job.createdRows} />
          <Count label={job.dryRun ? 'Would change' : 'Changed'} value={job.updatedRows} />
          <Count label="Unchanged" value={unchangedRows(job)} />
          <Count label="With problems" value={job.failedRows} tone={job.failedRows ? 'error' : undefined} />
        </dl>
      )}

      {job.failureMessage && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-700">
          {job.failureMessage}
        </p>
      )}

      {job.errors.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-900">Problems to fix ({job.errors.length.toLocaleString('en-PH')})</h3>
          <p className="text-sm text-slate-500">Fix these in the file, then upload it again. Nothing was stored.</p>
          <ul aria-label="Problems" className="mt-2 max-h-96 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
            {job.errors.map((error, index) => (
              <li key={index} className="p-2 text-sm">
                <span className="font-medium text-slate-900">{place(error)}</span>
                <span className="block text-slate-700">{error.message}</span>
              </li>
            ))}
          </ul>
        </div>
      )}

      {canImport(job) && !started && (
        <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
          <Button onClick={onImport} loading={loading} loadingLabel="Starting...">
            Import
          </Button>
          <span className="text-sm text-slate-600">
            {job.createdRows || job.updatedRows
              ? 'The whole file is imported together, or nothing is.'
              : 'Everything in this file is already imported: importing changes nothing.'}
          </span>
        </div>
      )}
    </section>
  )
}

function Count({ label, value, tone }: { label: string; value: number; tone?: 'error' }) {
  return (
    <div className="rounded-md bg-slate-50 p-2">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className={`text-lg font-semibold ${tone === 'error' ? 'text-red-700' : 'text-slate-900'}`}>{value.toLocaleString('en-PH')}</dd>
    </div>
  )
}

/** 'Members sheet, row 4, Mobile Number' ('The file' for whole-file problems). */
export function place(error: { sheet?: string | null; row: number; column?: string | null }): string {
  const parts = [error.sheet ? `${error.sheet} sheet` : 'The file']
  if (error.row > 0) parts.push(`row ${error.row}`)
  if (error.column) parts.push(error.column)
  return parts.join(', ')
}

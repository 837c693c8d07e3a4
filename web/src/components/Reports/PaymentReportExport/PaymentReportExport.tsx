// The payment report's Export (CSV, XLSX): the bills as the list shows them, read in the page so
// the progress shows while the file streams (for CSV a percentage of the rows; for XLSX, which is
// compressed, how much has come), then saved.
import { useState } from 'react'
import { Button } from '@/components/ui/Button/Button'
import { ProgressBar } from '@/components/ui/ProgressBar/ProgressBar'
import { Spinner } from '@/components/ui/Spinner/Spinner'
import { paymentReportExportUrl, type PaymentReportSearch } from '../paymentReportSearch'
import { downloadWithProgress, type DownloadProgress } from './downloadWithProgress'

type Props = {
  search: PaymentReportSearch
  role: string | null | undefined
  /** The bills the list counted, for the CSV's percentage. */
  totalRows: number | null
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`

export function PaymentReportExport({ search, role, totalRows }: Props) {
  const [running, setRunning] = useState<{ format: 'csv' | 'xlsx'; progress: DownloadProgress } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const start = async (format: 'csv' | 'xlsx') => {
    setError(null)
    setRunning({ format, progress: { bytes: 0, lines: 0 } })
    try {
      await downloadWithProgress(paymentReportExportUrl(format, search, role), `payment-report.${format}`, (progress) => setRunning({ format, progress }))
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setRunning(null)
    }
  }
  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => start('csv')} disabled={running !== null} loading={running?.format === 'csv'}>
          Export CSV
        </Button>
        <Button variant="secondary" onClick={() => start('xlsx')} disabled={running !== null} loading={running?.format === 'xlsx'}>
          Export XLSX
        </Button>
      </div>
      {running && (
        <div role="status" className="w-56 text-xs text-slate-600">
          {running.format === 'csv' && totalRows ? (
            // The header is one line; each bill is one line (a line break inside a cell would only run ahead).
            <ProgressBar label="Export progress" percentage={(Math.max(0, running.progress.lines - 1) / totalRows) * 100} />
          ) : (
            <span className="flex items-center gap-2">
              <Spinner size="sm" />
              {`Downloading ${running.format.toUpperCase()}: ${megabytes(running.progress.bytes)}`}
            </span>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

export default PaymentReportExport

// The members list's downloads (CSV, XLSX) with the report's filters. Fetched rather than a plain
// link so the page can say it is working while the file streams (members by the thousand take a
// while): the bytes received so far, then the browser's own save of the finished file.
import { useState } from 'react'
import { Button } from '@/components/ui/Button/Button'
import { Spinner } from '@/components/ui/Spinner/Spinner'
import { notifyError } from '@/lib/toast'

type Format = 'csv' | 'xlsx'
type Progress = { format: Format; bytes: number } | null

/** '12.3 KB', '1.2 MB'. */
export const sizeText = (bytes: number) => (bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`)

/** The file name the server chose (Content-Disposition), else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i)
  return match ? decodeURIComponent(match[1]) : fallback
}

/** Reads `response` to the end, telling `onBytes` how much has come. */
async function readAll(response: Response, onBytes: (bytes: number) => void): Promise<Blob> {
  const type = response.headers.get('content-type') ?? 'application/octet-stream'
  if (!response.body) return response.blob()
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    received += value.byteLength
    onBytes(received)
  }
  return new Blob(chunks as BlobPart[], { type })
}

export function CommunityReportExport({ urlOf }: { urlOf: (format: Format) => string }) {
  const [progress, setProgress] = useState<Progress>(null)
  async function download(format: Format) {
    setProgress({ format, bytes: 0 })
    try {
      const response = await fetch(urlOf(format), { credentials: 'same-origin' })
      if (!response.ok) {
        const problem = (await response.json().catch(() => null)) as { error?: string } | null
        throw new Error(problem?.error ?? `The export failed (${response.status})`)
      }
      const blob = await readAll(response, (bytes) => setProgress({ format, bytes }))
      const link = document.createElement('a')
      link.href = URL.createObjectURL(blob)
      link.download = fileNameOf(response.headers.get('content-disposition'), `community-report.${format}`)
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
    } catch (error) {
      notifyError(error)
    } finally {
      setProgress(null)
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" onClick={() => download('csv')} disabled={progress !== null}>
        Export CSV
      </Button>
      <Button variant="secondary" onClick={() => download('xlsx')} disabled={progress !== null}>
        Export XLSX
      </Button>
      <span role="status" aria-live="polite" className="flex items-center gap-2 text-sm text-slate-600">
        {progress && (
          <>
            <Spinner size="sm" />
            {`Downloading ${progress.format.toUpperCase()}… ${sizeText(progress.bytes)}`}
          </>
        )}
      </span>
    </div>
  )
}

// Choosing the file(s) and, for members, how existing members are treated; "Preview" uploads them
// as a dry run (nothing is stored until the preview is imported). Files over 10 MB are refused
// here at once with the spec's note to contact an admin.
import { useId, useState, type FormEvent } from 'react'
import { UPLOAD_LIMIT_BYTES } from '@common/files'
import { UPLOAD_KIND_LABELS, type UploadKind, type UploadMode } from '@common/validation/uploads'
import { Button } from '@/components/ui/Button/Button'
import { filesProblem } from '../uploadJob'
import { sendUpload } from '../sendUpload'

const MODE_CHOICES: { mode: UploadMode; label: string; hint: string }[] = [
  { mode: 'upsert', label: 'Add and update', hint: 'New e-mails and Tribe IDs are added; existing members are updated.' },
  { mode: 'create', label: 'Add new only', hint: 'A row for a member who already exists is a problem.' },
  { mode: 'update', label: 'Update existing only', hint: 'A row for a member who does not exist is a problem.' },
]

export function UploadForm({
  kind,
  onQueued,
  send = sendUpload,
}: {
  kind: UploadKind
  onQueued: (jobId: number) => void
  send?: typeof sendUpload
}) {
  const [files, setFiles] = useState<File[]>([])
  const [mode, setMode] = useState<UploadMode>('upsert')
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const inputId = useId()
  const hintId = useId()
  const errorId = useId()

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const found = filesProblem(files)
    setProblem(found)
    if (found) return
    setSending(true)
    try {
      const { id } = await send(kind, kind === 'members' ? mode : 'upsert', files, true)
      onQueued(id)
    } catch (error) {
      setProblem((error as Error).message)
    } finally {
      setSending(false)
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="text-base font-semibold text-slate-900">Upload {UPLOAD_KIND_LABELS[kind].toLowerCase()}</h2>
      {kind === 'members' && (
        <fieldset className="mt-3">
          <legend className="text-sm font-medium text-slate-700">Existing members</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {MODE_CHOICES.map((choice) => (
              <label key={choice.mode} className="flex cursor-pointer gap-2 rounded-md border border-slate-200 p-2 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
                <input type="radio" name="mode" value={choice.mode} checked={mode === choice.mode} onChange={() => setMode(choice.mode)} className="mt-0.5" />
                <span>
                  <span className="block font-medium text-slate-900">{choice.label}</span>
                  <span className="block text-slate-600">{choice.hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="mt-4">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
          File
        </label>
        <input
          id={inputId}
          type="file"
          multiple
          accept=".xlsx,.csv"
          aria-describedby={`${hintId}${problem ? ` ${errorId}` : ''}`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            const picked = Array.from(event.target.files ?? [])
            setFiles(picked)
            setProblem(picked.length ? filesProblem(picked) : null)
          }}
          className="mt-1 block w-full max-w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-slate-200"
        />
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          One .xlsx workbook, or one .csv per sheet; up to {UPLOAD_LIMIT_BYTES / (1024 * 1024)}mb in all.
        </p>
        {problem && (
          <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
            {problem}
          </p>
        )}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit" loading={sending} loadingLabel="Uploading...">
          Preview
        </Button>
        <span className="text-sm text-slate-500">Nothing is stored until you import the preview.</span>
      </div>
    </form>
  )
}

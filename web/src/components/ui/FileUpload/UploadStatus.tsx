// Under the file field: the running upload (progress bar, Cancel), the file just stored, or the
// record's current file while nothing new is uploaded.
import { formatFileSize } from '@common/files'
import { Button } from '../Button/Button'
import type { UploadState } from './useFileUpload'

type Props = {
  state: UploadState
  statusId: string
  /** The file the record has now (FileUpload's `current`). */
  current?: { fileName: string; href?: string } | null
  onCancel: () => void
}

export function UploadStatus({ state, statusId, current, onCancel }: Props) {
  return (
    <>
      {state.step === 'uploading' && (
        <div id={statusId} className="mt-2 flex items-center gap-3">
          <div className="min-w-0 flex-1">
            <p className="truncate text-xs text-slate-600">
              Uploading {state.fileName}… {state.percent}%
            </p>
            <div
              role="progressbar"
              aria-label={`Uploading ${state.fileName}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={state.percent}
              className="mt-1 h-2 w-full overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${state.percent}%` }} />
            </div>
          </div>
          <Button variant="secondary" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      )}
      {state.step === 'done' && (
        <p id={statusId} role="status" className="mt-1.5 break-words text-xs font-medium text-emerald-700">
          Uploaded {state.file.fileName} ({formatFileSize(state.file.sizeBytes)})
        </p>
      )}
      {state.step !== 'done' && state.step !== 'uploading' && current && (
        <p className="mt-1.5 break-words text-xs text-slate-600">
          Current file:{' '}
          {current.href ? (
            <a href={current.href} className="font-medium text-brand-700 underline" target="_blank" rel="noreferrer">
              {current.fileName}
            </a>
          ) : (
            <span className="font-medium">{current.fileName}</span>
          )}
        </p>
      )}
    </>
  )
}

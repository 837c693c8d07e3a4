// A file field that uploads as soon as a file is picked (POST /api/upload-file), with a progress
// bar and a cancel button, and hands the stored file to `onUploaded` (its `key` is what a content
// row stores). Over 10 MB, or a type the field does not take, it says so at once without sending.
// The server's message is shown when it refuses. FileUploadField is the same inside a Form: it
// puts the key into the form's field.
//
//   <FileUpload label="Lesson video" accept={['.mp4']} purpose="lesson-video" onUploaded={(f) => setKey(f.key)} />
//   <Form schema={...}><FileUploadField name="fileUrl" label="File" onUploaded={(f) => setValue('fileName', f.fileName)} /></Form>
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useFormContext } from 'react-hook-form'
import { formatFileSize, UPLOAD_ACCEPT, UPLOAD_EXTENSIONS } from '@common/files'
import { useAuth } from '@/auth'
import { Button } from '../Button/Button'
import { fieldErrorMessage } from '../Form/FieldShell'
import { uploadFile, UploadFailedError, uploadProblem, type UploadedFile } from './uploadFile'

export type FileUploadProps = {
  label: string
  /** Extensions the field takes ('.mp4'); default every uploadable type of the spec's table. */
  accept?: readonly string[]
  /** Why the file is uploaded (a short name such as 'lesson-video'; kept in the info log). */
  purpose?: string
  hint?: ReactNode
  required?: boolean
  disabled?: boolean
  /** The file the record has now, shown until another is uploaded. */
  current?: { fileName: string; href?: string } | null
  /** Called once the file is stored. */
  onUploaded: (file: UploadedFile) => void
  /** A message from outside (the form's field error), shown when the field has none of its own. */
  error?: string
  className?: string
  /** Tests and stories: the upload itself (default uploadFile). */
  upload?: typeof uploadFile
}

type State =
  | { step: 'idle' }
  | { step: 'uploading'; fileName: string; percent: number }
  | { step: 'done'; file: UploadedFile }
  | { step: 'failed'; message: string }

export function FileUpload({
  label,
  accept = UPLOAD_EXTENSIONS,
  purpose,
  hint,
  required = false,
  disabled = false,
  current,
  onUploaded,
  error,
  className,
  upload = uploadFile,
}: FileUploadProps) {
  const { getToken } = useAuth()
  const id = useId()
  const [state, setState] = useState<State>({ step: 'idle' })
  const input = useRef<HTMLInputElement>(null)
  const abort = useRef<AbortController | null>(null)
  // An upload still running when the field goes away is cancelled.
  useEffect(() => () => abort.current?.abort(), [])

  const message = state.step === 'failed' ? state.message : error
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const statusId = `${id}-status`
  const acceptsAll = accept === UPLOAD_EXTENSIONS
  const hintText = hint ?? `${acceptsAll ? 'Images, videos, audio, documents, spreadsheets, presentations, PDF or archives' : accept.join(' ')}, up to 10mb.`

  async function start(file: File) {
    const problem = uploadProblem(file, accept)
    if (problem) return setState({ step: 'failed', message: problem })
    const controller = new AbortController()
    abort.current = controller
    setState({ step: 'uploading', fileName: file.name, percent: 0 })
    try {
      const uploaded = await upload(file, {
        purpose,
        accept,
        signal: controller.signal,
        getToken,
        onProgress: ({ fraction }) => setState({ step: 'uploading', fileName: file.name, percent: Math.min(99, Math.floor(fraction * 100)) }),
      })
      if (controller.signal.aborted) return
      setState({ step: 'done', file: uploaded })
      onUploaded(uploaded)
    } catch (failure) {
      const text = failure instanceof UploadFailedError ? failure.message : 'The upload failed. Try again.'
      setState({ step: 'failed', message: text })
    } finally {
      if (abort.current === controller) abort.current = null
      // The same file can be picked again after a failure.
      if (input.current) input.current.value = ''
    }
  }

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
        {required && <span className="ml-0.5 text-red-600" aria-hidden="true">*</span>}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={acceptsAll ? UPLOAD_ACCEPT : accept.join(',')}
        disabled={disabled || state.step === 'uploading'}
        aria-invalid={message ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={[message ? errorId : hintId, state.step !== 'idle' && state.step !== 'failed' ? statusId : null].filter(Boolean).join(' ')}
        onChange={(event) => {
          const file = event.target.files?.[0]
          if (file) void start(file)
        }}
        className="block w-full min-w-0 cursor-pointer rounded-lg text-sm text-slate-700 ring-1 ring-inset ring-slate-300 file:mr-3 file:cursor-pointer file:rounded-l-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-700 hover:file:bg-brand-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-not-allowed disabled:opacity-60"
      />

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
          <Button variant="secondary" size="sm" onClick={() => abort.current?.abort()}>
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
      {message ? (
        <p id={errorId} role="alert" className="mt-1.5 text-xs font-medium text-red-600">
          {message}
        </p>
      ) : (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hintText}
        </p>
      )}
    </div>
  )
}

export type FileUploadFieldProps = Omit<FileUploadProps, 'onUploaded' | 'error'> & {
  /** The form field that receives the stored file's key (e.g. 'fileUrl'). */
  name: string
  /** Called after the key is set: copy the name, type or size into other fields here. */
  onUploaded?: (file: UploadedFile) => void
}

/** FileUpload inside a Form (components/ui/Form): the stored file's key becomes the value of `name`. */
export function FileUploadField({ name, label, onUploaded, ...props }: FileUploadFieldProps) {
  const { register, setValue, getFieldState, formState } = useFormContext()
  useEffect(() => {
    register(name)
  }, [register, name])
  const error = fieldErrorMessage(label, getFieldState(name, formState).error)
  return (
    <FileUpload
      {...props}
      label={label}
      error={error}
      onUploaded={(file) => {
        setValue(name, file.key, { shouldDirty: true, shouldValidate: formState.isSubmitted })
        onUploaded?.(file)
      }}
    />
  )
}

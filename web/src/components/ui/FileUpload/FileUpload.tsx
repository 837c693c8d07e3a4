// A file field that uploads as soon as a file is picked (POST /api/upload-file), with a progress
// bar and a cancel button, and hands the stored file to `onUploaded` (its `key` is what a content
// row stores). Over 10 MB, or a type the field does not take, it says so at once without sending.
// The server's message is shown when it refuses. FileUploadField is the same inside a Form: it
// puts the key into the form's field.
//
//   <FileUpload label="Lesson video" accept={['.mp4']} purpose="lesson-video" onUploaded={(f) => setKey(f.key)} />
//   <Form schema={...}><FileUploadField name="fileUrl" label="File" onUploaded={(f) => setValue('fileName', f.fileName)} /></Form>
import { useEffect, useId, type ReactNode } from 'react'
import { useFormContext } from 'react-hook-form'
import { UPLOAD_ACCEPT, UPLOAD_EXTENSIONS } from '@common/files'
import { FieldLabel, fieldErrorMessage } from '../Form/FieldShell'
import { uploadFile, type UploadedFile } from './uploadFile'
import { UploadStatus } from './UploadStatus'
import { useFileUpload } from './useFileUpload'

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
  const id = useId()
  const { state, input, start, cancel } = useFileUpload({ accept, purpose, upload, onUploaded })

  const message = state.step === 'failed' ? state.message : error
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const statusId = `${id}-status`
  const acceptsAll = accept === UPLOAD_EXTENSIONS
  const hintText = hint ?? `${acceptsAll ? 'Images, videos, audio, documents, spreadsheets, presentations, PDF or archives' : accept.join(' ')}, up to 10mb.`

  return (
    <div className={className}>
      <FieldLabel id={id} label={label} required={required} />
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

      <UploadStatus state={state} statusId={statusId} current={current} onCancel={cancel} />
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

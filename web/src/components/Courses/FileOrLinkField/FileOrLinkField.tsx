// One form field that holds either an uploaded file's storage key (POST /api/upload-file through
// the shared FileUpload) or a web link: a course thumbnail, a lesson's video or image, a lesson
// file. The person picks "Upload" or "Link"; switching clears the other kind so a stale value is
// never saved by surprise (switching back restores what the record had).
import { useRef, useState, type ReactNode } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { isStorageKey, storageKeyFileName } from '@common/files'
import { useCurrentUser } from '@/auth'
import { Button } from '@/components/ui/Button/Button'
import { FileUploadField } from '@/components/ui/FileUpload/FileUpload'
import { TextField } from '@/components/ui/Form/Form'
import { staffMediaUrl } from '../media'

export type FileOrLinkFieldProps = {
  /** The form field holding the key or the link (e.g. 'thumbnailUrl'). */
  name: string
  /** The whole field's name, e.g. 'Thumbnail'. */
  label: string
  linkLabel?: string
  uploadLabel?: string
  linkHint?: ReactNode
  /** Extensions the upload takes; default every uploadable type. */
  accept?: readonly string[]
  /** Why the file is uploaded (kept in the upload's info log). */
  purpose: string
  /** The stored_files id of the record's current upload, for its preview and download link. */
  currentFileId?: number | null
  /** Show an image preview of the current value. */
  previewImage?: boolean
  required?: boolean
}

type Mode = 'upload' | 'link'

export function FileOrLinkField({
  name,
  label,
  linkLabel = 'Web link',
  uploadLabel = 'File',
  linkHint,
  accept,
  purpose,
  currentFileId,
  previewImage = false,
  required = false,
}: FileOrLinkFieldProps) {
  const { setValue, control } = useFormContext()
  const user = useCurrentUser()
  const value = (useWatch({ control, name }) as string | null | undefined) ?? ''
  const initial = useRef(value)
  const [mode, setMode] = useState<Mode>(isStorageKey(value) ? 'upload' : 'link')
  // The stored file of an upload made here (its id gives the preview).
  const [uploadedId, setUploadedId] = useState<number | null>(null)

  const choose = (next: Mode) => {
    if (next === mode) return
    setMode(next)
    const keep = (next === 'upload') === isStorageKey(initial.current)
    setValue(name, keep ? initial.current : '', { shouldDirty: true })
  }

  const fileId = value && value === initial.current ? currentFileId : uploadedId
  const preview = previewImage ? staffMediaUrl(value, fileId, user?.accessLevel?.name) : null
  const current = isStorageKey(value)
    ? { fileName: storageKeyFileName(value), href: staffMediaUrl(value, fileId, user?.accessLevel?.name) ?? undefined }
    : null

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-700">
        {label}
        {required && <span className="ml-0.5 text-red-600" aria-hidden="true">*</span>}
      </legend>
      <div className="flex flex-wrap gap-4">
        {(['upload', 'link'] as const).map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="radio"
              name={`${name}-source`}
              value={option}
              checked={mode === option}
              onChange={() => choose(option)}
              className="h-4 w-4 border-slate-300 text-brand-600 focus:ring-2 focus:ring-brand-500"
            />
            {option === 'upload' ? 'Upload a file' : 'Use a link'}
          </label>
        ))}
      </div>
      {mode === 'link' ? (
        <TextField name={name} label={linkLabel} type="url" inputMode="url" placeholder="https://..." hint={linkHint} required={required} />
      ) : (
        <div className="space-y-2">
          <FileUploadField
            name={name}
            label={uploadLabel}
            accept={accept}
            purpose={purpose}
            required={required}
            current={current}
            onUploaded={(file) => setUploadedId(file.id)}
          />
          {!required && isStorageKey(value) && (
            <Button variant="ghost" size="sm" onClick={() => setValue(name, '', { shouldDirty: true })}>
              Remove {uploadLabel.toLowerCase()}
            </Button>
          )}
        </div>
      )}
      {preview && <img src={preview} alt={`${label} preview`} className="h-24 w-auto max-w-full rounded-lg object-cover ring-1 ring-slate-200" />}
    </fieldset>
  )
}

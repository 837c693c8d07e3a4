// The event's image: upload a picture (helper 1's FileUpload; the stored upload's key is what the
// form sends) or give a link to one. imageUrl holds either; the server checks an uploaded key is the
// caller's own picture.
import { useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { FILE_CATEGORY_EXTENSIONS, isExternalUrl, isStorageKey, storageKeyFileName, type UploadedFile } from '@common/files'
import { fileDownloadUrl } from '@common/files.downloads'
import { useCurrentUser } from '@/auth'
import { Button } from '@/components/ui/Button/Button'
import { FileUpload } from '@/components/ui/FileUpload/FileUpload'
import { TextField } from '@/components/ui/Form/Form'
import { FieldMessage, useField } from '@/components/ui/Form/FieldShell'

/** Pictures a browser shows (SVG is stored but never served inline, so it cannot be an event image). */
const IMAGE_ACCEPT: readonly string[] = FILE_CATEGORY_EXTENSIONS.images.filter((extension) => extension !== '.svg')

export function EventImageField({ initialPreviewUrl }: { initialPreviewUrl: string | null }) {
  const { setValue } = useFormContext()
  const user = useCurrentUser()
  const value = ((useWatch({ name: 'imageUrl' }) as string | null) ?? '').trim()
  const [initialKey] = useState(value)
  const [uploaded, setUploaded] = useState<{ key: string; previewUrl: string } | null>(null)
  const f = useField('imageUrl', 'Image', null, false)

  const onUploaded = (file: UploadedFile) => {
    // A link cannot send the x-current-role header: the URL names the role acting now.
    setUploaded({ key: file.key, previewUrl: fileDownloadUrl('uploads', file.id, { inline: true, as: user?.accessLevel?.name }) })
    setValue('imageUrl', file.key, { shouldDirty: true, shouldValidate: true })
  }

  if (isStorageKey(value)) {
    const preview = uploaded?.key === value ? uploaded.previewUrl : value === initialKey ? initialPreviewUrl : null
    return (
      <div>
        <p className="mb-1.5 text-sm font-medium text-slate-700">Image</p>
        <div className="flex flex-wrap items-center gap-4 rounded-lg border border-slate-200 bg-white p-3">
          {preview && <img src={preview} alt="The event's image" className="h-24 w-40 rounded-md object-cover" />}
          <p className="min-w-0 flex-1 break-all text-sm text-slate-700">{storageKeyFileName(value)}</p>
          <Button type="button" variant="secondary" size="sm" onClick={() => setValue('imageUrl', '', { shouldDirty: true })}>
            Remove image
          </Button>
        </div>
        <FieldMessage hintId={f.hintId} message={f.message} errorId={f.errorId} />
      </div>
    )
  }
  return (
    <div className="space-y-3">
      <FileUpload label="Image" accept={IMAGE_ACCEPT} purpose="event-image" hint="A JPG, PNG, GIF, BMP or WEBP picture, up to 10mb." error={f.message} onUploaded={onUploaded} />
      <TextField name="imageUrl" label="Or a link to an image" type="url" inputMode="url" placeholder="https://..." />
      {isExternalUrl(value) && <img src={value} alt="The linked image" className="h-24 w-40 rounded-md border border-slate-200 object-cover" />}
    </div>
  )
}

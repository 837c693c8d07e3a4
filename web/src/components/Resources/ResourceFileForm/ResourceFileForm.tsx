// The resource form, for new and edit: resourceFileSchema checks it here and the service checks the
// same. A resource is an uploaded file (helper 1's FileUpload: the key of the stored upload is what
// is sent) or a web link. The category is shown as the server will decide it (categoryOf, the spec's
// extension table), but it is never sent: the server decides it from the stored file or the link.
import { useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { categoryOf, formatFileSize, isExternalUrl, type UploadedFile } from '@common/files'
import {
  RESOURCE_AUDIENCES,
  RESOURCE_AUDIENCE_LABELS,
  resourceFileSchema,
  type ResourceSource,
} from '@common/validation/resources'
import { categoryLabel } from '@/lib/resourceCategories'
import { FileUpload } from '@/components/ui/FileUpload/FileUpload'
import { CheckboxField, Form, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/ui/Form/Form'
import { FieldMessage, useField } from '@/components/ui/Form/FieldShell'

/** What the form holds (and the API takes): common/validation/resources.ts's input. */
export type ResourceFileFormValues = z.input<typeof resourceFileSchema>
/** What the form submits: the schema's output (trimmed, blanks as null, defaults filled). */
export type ResourceFileValues = z.output<typeof resourceFileSchema>

/** The stored file a resource has (edit), or the one just uploaded. */
export type ResourceFileUpload = { key: string; fileName: string | null; sizeBytes: number | null; href?: string }

export type ResourceFileFormProps = {
  defaultValues: ResourceFileFormValues
  /** The resource's uploaded file, when editing one that has it. */
  currentFile?: ResourceFileUpload | null
  onSave: (values: ResourceFileValues) => void
  /** The mutation's error: its field messages show under the fields. */
  error?: unknown
  loading: boolean
}

export const NEW_RESOURCE_FILE_VALUES: ResourceFileFormValues = {
  title: '',
  description: '',
  source: 'upload',
  fileKey: '',
  url: '',
  audience: 'member',
  isPublished: true,
}

const audienceOptions = RESOURCE_AUDIENCES.map((audience) => ({ value: audience, label: RESOURCE_AUDIENCE_LABELS[audience] }))
const sources: { value: ResourceSource; label: string }[] = [
  { value: 'upload', label: 'An uploaded file' },
  { value: 'link', label: 'A web link' },
]

export function ResourceFileForm({ defaultValues, currentFile = null, onSave, error, loading }: ResourceFileFormProps) {
  return (
    <Form schema={resourceFileSchema} defaultValues={defaultValues} onSubmit={onSave} error={error} aria-label="Resource" className="max-w-3xl">
      <TextField name="title" label="Title" required maxLength={200} />
      <TextAreaField name="description" label="Description" rows={4} />
      <SourceField />
      <SourceDetails currentFile={currentFile} />
      <SelectField name="audience" label="Audience" options={audienceOptions} required hint="Members see it in My Resources, affiliates in their resources, everyone on the public page." />
      <CheckboxField name="isPublished" label="Published" hint="Only published resources are shown; unpublishing hides it at once." />
      <SubmitButton loading={loading} loadingLabel="Saving...">
        Save
      </SubmitButton>
    </Form>
  )
}

/** Upload or link: two radio buttons. */
function SourceField() {
  const { register } = useFormContext()
  const f = useField('source', 'The resource is', null, true)
  return (
    <fieldset aria-describedby={f.aria['aria-describedby']}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">The resource is</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {sources.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-slate-700">
            <input type="radio" value={option.value} className="h-4 w-4 border-slate-300 text-brand-600 focus:ring-2 focus:ring-brand-500" {...register('source')} />
            {option.label}
          </label>
        ))}
      </div>
      <FieldMessage hintId={f.hintId} message={f.message} errorId={f.errorId} />
    </fieldset>
  )
}

function SourceDetails({ currentFile }: { currentFile: ResourceFileUpload | null }) {
  const source = useWatch({ name: 'source' }) as ResourceSource
  return source === 'link' ? <LinkField /> : <UploadField currentFile={currentFile} />
}

/** The link, and the category it will get. */
function LinkField() {
  const url = (useWatch({ name: 'url' }) as string | null) ?? ''
  const category = isExternalUrl(url) ? categoryOf(url) : null
  return (
    <TextField
      name="url"
      label="Link"
      type="url"
      inputMode="url"
      required
      placeholder="https://..."
      hint={category ? `Category: ${categoryLabel(category)} (video-site links are Videos, other links Web links)` : 'A YouTube or Vimeo link becomes a video; any other link a web link.'}
    />
  )
}

/**
 * The upload (helper 1's FileUpload: files over 10 MB are refused there with the spec's note, before
 * anything is sent), the file the resource has until another is uploaded, and the category the
 * file's extension gives.
 */
function UploadField({ currentFile }: { currentFile: ResourceFileUpload | null }) {
  const { setValue } = useFormContext()
  const key = (useWatch({ name: 'fileKey' }) as string | null) ?? ''
  const [uploaded, setUploaded] = useState<ResourceFileUpload | null>(null)
  const f = useField('fileKey', 'File', null, true)
  const shown = uploaded?.key === key ? uploaded : currentFile?.key === key ? currentFile : null
  const category = shown?.fileName ? categoryOf(shown.fileName) : null

  const onUploaded = (file: UploadedFile) => {
    setUploaded({ key: file.key, fileName: file.fileName, sizeBytes: file.sizeBytes })
    setValue('fileKey', file.key, { shouldDirty: true, shouldValidate: true })
  }

  return (
    <div>
      <FileUpload
        label="File"
        purpose="resource-file"
        required
        error={f.message}
        current={currentFile?.fileName ? { fileName: currentFile.fileName, href: currentFile.href } : null}
        onUploaded={onUploaded}
      />
      {shown && category && (
        <p className="mt-1 text-xs text-slate-600">
          Category: <span className="font-medium">{categoryLabel(category)}</span>
          {shown.sizeBytes == null ? '' : ` · ${formatFileSize(shown.sizeBytes)}`} (from the file&apos;s extension)
        </p>
      )}
    </div>
  )
}

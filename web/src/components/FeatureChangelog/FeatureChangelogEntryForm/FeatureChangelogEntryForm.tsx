// A changelog entry's form, for new and edit: title, version, the Manila day it shipped, the
// markdown description with a preview exactly as /changelog renders it, and Published.
// featureChangelogEntrySchema checks it here and in the service.
import clsx from 'clsx'
import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import {
  featureChangelogEntrySchema,
  type FeatureChangelogEntryValues,
} from '@common/validation/featureChangelog'
import { Button } from '@/components/ui/Button/Button'
import { CheckboxField, DateField, Form, SubmitButton, TextAreaField, TextField } from '@/components/ui/Form/Form'
import { Markdown } from '@/components/ui/Markdown/Markdown'

/** The fields as the form holds them (the date box is null when empty). */
export type FeatureChangelogFormValues = {
  title: string
  version: string
  releasedOn: string | null
  description: string
  isPublished: boolean
}

type Props = {
  defaultValues: FeatureChangelogFormValues
  onSave: (values: FeatureChangelogEntryValues) => void
  onCancel?: () => void
  /** The mutation's error: its field messages show under the fields. */
  error?: unknown
  loading: boolean
}

export function FeatureChangelogEntryForm({ defaultValues, onSave, onCancel, error, loading }: Props) {
  return (
    <Form schema={featureChangelogEntrySchema} defaultValues={defaultValues} onSubmit={onSave} error={error} aria-label="Changelog entry">
      <TextField name="title" label="Title" required autoComplete="off" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="version" label="Version" placeholder="2.8.0" autoComplete="off" />
        <DateField name="releasedOn" label="Released on" required hint="The day it shipped, in Manila." />
      </div>
      <DescriptionField />
      <CheckboxField name="isPublished" label="Published" hint="Published entries are shown to everyone on the public changelog." />
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <SubmitButton loading={loading} loadingLabel="Saving...">
          Save
        </SubmitButton>
      </div>
    </Form>
  )
}

/** The description's box, or its preview: the same Markdown renderer as the public page. */
function DescriptionField() {
  const [preview, setPreview] = useState(false)
  const description = useWatch({ name: 'description' }) as string | undefined
  const tab = (isPreview: boolean, label: string) => (
    <button
      type="button"
      aria-pressed={preview === isPreview}
      onClick={() => setPreview(isPreview)}
      className={clsx(
        'rounded-md px-3 py-1 text-xs font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
        preview === isPreview ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
      )}
    >
      {label}
    </button>
  )
  return (
    <div>
      <div role="group" aria-label="Write or preview" className="mb-2 inline-flex rounded-lg bg-slate-100 p-1">
        {tab(false, 'Write')}
        {tab(true, 'Preview')}
      </div>
      {/* Kept mounted while previewing, so the form still holds (and checks) the text. */}
      <TextAreaField
        name="description"
        label="Description"
        rows={8}
        hint="Markdown: **bold**, - lists, [links](https://...)."
        className={clsx(preview && 'hidden')}
      />
      {preview && (
        <section aria-label="Description preview" className="min-h-[8rem] rounded-lg p-4 ring-1 ring-slate-200">
          {description?.trim() ? <Markdown>{description}</Markdown> : <p className="text-sm text-muted">Nothing to preview yet.</p>}
        </section>
      )}
    </div>
  )
}

// A task's form (add and edit, in a dialog on the stage page): taskSchema checks it here and the
// service checks the same. The description is markdown; the preview beside it renders it live,
// exactly as members will see it (the shared Markdown widget, sanitised).
import { useWatch } from 'react-hook-form'
import { taskSchema, type TaskInput, type TaskValues } from '@common/validation/stages'
import type { FormDefaults } from '@/components/ui/Form/Form'
import { Form, NumberField, TextAreaField, TextField } from '@/components/ui/Form/Form'
import { Markdown } from '@/components/ui/Markdown/Markdown'
import { DialogFormActions } from '../DialogFormActions/DialogFormActions'

export type { TaskValues }

export type TaskFormProps = {
  defaultValues: FormDefaults<TaskInput>
  onSave: (values: TaskValues) => void
  onCancel: () => void
  /** The mutation's error: its field messages show under the fields. */
  error?: unknown
  loading: boolean
  submitLabel: string
}

export function TaskForm({ defaultValues, onSave, onCancel, error, loading, submitLabel }: TaskFormProps) {
  return (
    <Form schema={taskSchema} defaultValues={defaultValues} onSubmit={onSave} error={error} aria-label="Task">
      <TextField name="title" label="Title" required maxLength={200} />
      <div className="grid gap-5 sm:grid-cols-2">
        <NumberField name="points" label="Tribe Points" required min={0} step={1} hint="What a member earns by finishing it." />
        <TextField name="actionLabel" label="Button label" maxLength={50} placeholder="Mark as done" />
      </div>
      <TextField name="actionUrl" label="Button link" placeholder="/form/journey-form or https://..." hint="A page of the app or a web link; empty for none." />
      <div className="grid gap-5 lg:grid-cols-2">
        <TextAreaField name="description" label="Description" rows={10} hint="Markdown: **bold**, *italic*, - lists, [links](https://...)." className="min-w-0" />
        <DescriptionPreview />
      </div>
      <DialogFormActions onCancel={onCancel} loading={loading} submitLabel={submitLabel} />
    </Form>
  )
}

/** The description as members will see it, updated as it is typed. */
function DescriptionPreview() {
  const description = useWatch({ name: 'description' }) as string | null | undefined
  return (
    <section aria-label="Description preview" className="min-w-0">
      <h3 className="mb-1.5 text-sm font-medium text-slate-700">Preview</h3>
      <div className="min-h-[10rem] rounded-lg border border-dashed border-slate-300 bg-slate-50/60 p-3 text-sm">
        {description?.trim() ? <Markdown>{description}</Markdown> : <p className="text-muted">The description appears here as members will see it.</p>}
      </div>
    </section>
  )
}

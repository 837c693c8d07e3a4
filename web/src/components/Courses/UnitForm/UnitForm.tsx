// The unit form: for a new unit, its course (chosen, or the one it was opened from) and its text;
// editing changes the text only (a unit's place is set on its course's tracks page).
import type { ReactNode } from 'react'
import { newUnitSchema, unitSchema, type NewUnitInput, type UnitInput } from '@common/validation/courses.units'
import { Form, SubmitButton, TextAreaField, TextField } from '@/components/ui/Form/Form'

export type UnitValues = { name: string; shortDescription: string | null; description: string | null }
export type NewUnitValues = UnitValues & { courseId: number }

function UnitFields() {
  return (
    <>
      <TextField name="name" label="Name" required maxLength={200} />
      <TextAreaField name="shortDescription" label="Short description" rows={2} />
      <TextAreaField name="description" label="Description" rows={4} />
    </>
  )
}

export function NewUnitForm({ defaultValues, parent, onSave, error, loading }: {
  defaultValues: NewUnitInput
  /** The course choice (ParentChoice with CourseChoicesCell). */
  parent: ReactNode
  onSave: (values: NewUnitValues) => void
  error?: unknown
  loading: boolean
}) {
  return (
    <Form<NewUnitInput, NewUnitValues> schema={newUnitSchema} defaultValues={defaultValues} onSubmit={onSave} error={error} aria-label="Unit" className="max-w-2xl">
      {parent}
      <UnitFields />
      <SubmitButton loading={loading} loadingLabel="Saving...">
        Save
      </SubmitButton>
    </Form>
  )
}

export function UnitForm({ defaultValues, onSave, error, loading }: { defaultValues: UnitInput; onSave: (values: UnitValues) => void; error?: unknown; loading: boolean }) {
  return (
    <Form<UnitInput, UnitValues> schema={unitSchema} defaultValues={defaultValues} onSubmit={onSave} error={error} aria-label="Unit" className="max-w-2xl">
      <UnitFields />
      <SubmitButton loading={loading} loadingLabel="Saving...">
        Save
      </SubmitButton>
    </Form>
  )
}

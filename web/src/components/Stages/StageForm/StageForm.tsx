// The stage form, for new and edit: stageSchema checks it here and the service checks the same, so
// a message shows under its field before anything is sent; the server's refusals (a number another
// stage has) show there too.
import type { StageInput, StageValues } from '@common/validation/stages'
import { stageSchema } from '@common/validation/stages'
import type { FormDefaults } from '@/components/ui/Form/Form'
import { Form, NumberField, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/ui/Form/Form'

export type { StageValues }

export type StageFormProps = {
  /** Where the fields start: a new stage's defaults, or the one being edited. */
  defaultValues: FormDefaults<StageInput>
  /** The courses the stage may follow (stageCourseOptions). */
  courses: { id: number; name: string }[]
  onSave: (values: StageValues) => void
  /** The mutation's error: its field messages show under the fields. */
  error?: unknown
  loading: boolean
  submitLabel?: string
}

export function StageForm({ defaultValues, courses, onSave, error, loading, submitLabel = 'Save' }: StageFormProps) {
  return (
    <Form schema={stageSchema} defaultValues={defaultValues} onSubmit={onSave} error={error} aria-label="Stage" className="max-w-2xl">
      <NumberField
        name="number"
        label="Stage number"
        required
        min={0}
        step={1}
        hint="Members climb the stages in this order. 0 is the orientation before Stage 1."
        className="max-w-[12rem]"
      />
      <TextField name="name" label="Name" required maxLength={100} />
      <TextAreaField name="description" label="Description" rows={3} hint="What a member works on in this stage." />
      <SelectField
        name="courseId"
        label="Course"
        placeholder="No course"
        options={courses.map((course) => ({ value: String(course.id), label: course.name }))}
        hint="The course whose lessons belong to this stage."
      />
      <SubmitButton loading={loading} loadingLabel="Saving...">
        {submitLabel}
      </SubmitButton>
    </Form>
  )
}

// The lesson file form: a name and an uploaded file or a web link; new files also choose their lesson.
import type { ReactNode } from 'react'
import { lessonFileSchema, newLessonFileSchema, type LessonFileInput, type NewLessonFileInput } from '@common/validation/courses.lessonFiles'
import { Form, SubmitButton, TextField } from '@/components/ui/Form/Form'
import { FileOrLinkField } from '../FileOrLinkField/FileOrLinkField'

export type LessonFileValues = { name: string; fileUrl: string | null }
export type NewLessonFileValues = LessonFileValues & { lessonId: number }

function LessonFileFields() {
  return (
    <>
      <TextField name="name" label="Name" required maxLength={200} hint="What members see, e.g. Client onboarding checklist." />
      <FileOrLinkField name="fileUrl" label="File or link" uploadLabel="File" linkLabel="Web link" purpose="lesson-file" required />
    </>
  )
}

export function NewLessonFileForm({ defaultValues, parent, onSave, error, loading }: {
  defaultValues: NewLessonFileInput
  parent: ReactNode
  onSave: (values: NewLessonFileValues) => void
  error?: unknown
  loading: boolean
}) {
  return (
    <Form<NewLessonFileInput, NewLessonFileValues> schema={newLessonFileSchema} defaultValues={defaultValues} onSubmit={onSave} error={error} aria-label="Lesson file" className="max-w-2xl">
      {parent}
      <LessonFileFields />
      <SubmitButton loading={loading} loadingLabel="Saving...">
        Save
      </SubmitButton>
    </Form>
  )
}

export function LessonFileForm({ defaultValues, onSave, error, loading }: { defaultValues: LessonFileInput; onSave: (values: LessonFileValues) => void; error?: unknown; loading: boolean }) {
  return (
    <Form<LessonFileInput, LessonFileValues> schema={lessonFileSchema} defaultValues={defaultValues} onSubmit={onSave} error={error} aria-label="Lesson file" className="max-w-2xl">
      <LessonFileFields />
      <SubmitButton loading={loading} loadingLabel="Saving...">
        Save
      </SubmitButton>
    </Form>
  )
}

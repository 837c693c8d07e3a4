// /courses/{id}/intro: what a member sees above the course's outline: the short description, the
// intro video (a YouTube or Vimeo link) and the markdown of what members get, with the member's
// view of it updating as staff type (the saved version opens at /courses/{id}/intro/preview).
import { useFormContext, useWatch } from 'react-hook-form'
import { useCurrentUser } from '@/auth'
import { courseIntroSchema, type CourseIntroInput } from '@common/validation/courses'
import { CourseIntro } from '@/components/ui/CourseIntro/CourseIntro'
import { Form, SubmitButton, TextAreaField, TextField } from '@/components/ui/Form/Form'
import { MarkdownField } from '../MarkdownField/MarkdownField'
import { memberIntroVideoUrl, memberThumbnailUrl } from '../media'

export type CourseIntroValues = { shortDescription: string | null; introVideoUrl: string | null; introContent: string | null }

export type CourseIntroFormProps = {
  course: { id: number; name: string; thumbnailUrl: string | null }
  defaultValues: CourseIntroInput
  onSave: (values: CourseIntroValues) => void
  error?: unknown
  loading: boolean
}

/** The member's intro with the values being typed. */
function LivePreview({ course }: { course: CourseIntroFormProps['course'] }) {
  const { control } = useFormContext()
  const user = useCurrentUser()
  const [shortDescription, introVideoUrl, introContent] = useWatch({ control, name: ['shortDescription', 'introVideoUrl', 'introContent'] }) as (string | null)[]
  return (
    <section aria-label="As members will see it" className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 sm:p-6">
      <p className="mb-4 text-xs font-semibold uppercase tracking-wide text-slate-500">As members will see it</p>
      <CourseIntro
        name={course.name}
        shortDescription={shortDescription}
        introVideoUrl={memberIntroVideoUrl(introVideoUrl)}
        introContent={introContent}
        thumbnailUrl={memberThumbnailUrl(course, user?.accessLevel?.name)}
      />
    </section>
  )
}

export function CourseIntroForm({ course, defaultValues, onSave, error, loading }: CourseIntroFormProps) {
  return (
    <Form<CourseIntroInput, CourseIntroValues> schema={courseIntroSchema} defaultValues={defaultValues} onSubmit={onSave} error={error} aria-label="Course intro" className="space-y-8">
      <div className="max-w-2xl space-y-5">
        <TextAreaField name="shortDescription" label="Short description" rows={2} hint="Shown under the course's name." />
        <TextField name="introVideoUrl" label="Intro video link" type="url" inputMode="url" placeholder="https://www.youtube.com/watch?v=..." hint="A YouTube or Vimeo link plays in the page; any other link is shown as a link." />
        <MarkdownField name="introContent" label="What members get" rows={12} />
        <SubmitButton loading={loading} loadingLabel="Saving...">
          Save intro
        </SubmitButton>
      </div>
      <LivePreview course={course} />
    </Form>
  )
}

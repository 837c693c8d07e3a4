// The lesson form: a Video Lesson (a YouTube or Vimeo link, or an uploaded MP4) or Image/Text Only
// (an image and a markdown body); name, descriptions, duration, published. New lessons also choose
// their unit. lessonSchema / newLessonSchema check it here and in the service alike.
import type { ReactNode } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { LESSON_TYPE_LABELS, LESSON_TYPES, lessonSchema, newLessonSchema, type LessonInput, type LessonValues, type NewLessonInput, type NewLessonValues } from '@common/validation/courses.lessons'
import { CheckboxField, Form, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/ui/Form/Form'
import { FileOrLinkField } from '../FileOrLinkField/FileOrLinkField'
import { MarkdownField } from '../MarkdownField/MarkdownField'

export const LESSON_IMAGE_ACCEPT = ['.jpg', '.jpeg', '.png', '.gif', '.webp']

/** The stored files of the lesson's current uploads, for previews. */
export type LessonUploads = { videoFileId?: number | null; imageFileId?: number | null }

export const blankLesson: LessonInput = {
  name: '',
  shortDescription: '',
  description: '',
  type: 'Video',
  videoUrl: '',
  imageUrl: '',
  content: '',
  duration: '',
  isPublished: true,
}

function LessonFields({ uploads }: { uploads: LessonUploads }) {
  const { control } = useFormContext()
  const type = useWatch({ control, name: 'type' }) as string
  return (
    <>
      <TextField name="name" label="Name" required maxLength={200} />
      <SelectField name="type" label="Type" required options={LESSON_TYPES.map((value) => ({ value, label: LESSON_TYPE_LABELS[value] }))} />
      {type === 'Video' && (
        <FileOrLinkField
          name="videoUrl"
          label="Video"
          linkLabel="YouTube or Vimeo link"
          uploadLabel="MP4 video"
          accept={['.mp4']}
          purpose="lesson-video"
          currentFileId={uploads.videoFileId}
          linkHint="e.g. https://www.youtube.com/watch?v=... or https://vimeo.com/..."
          required
        />
      )}
      <TextField name="duration" label="Duration" placeholder="12:30" hint="minutes:seconds, or hours:minutes:seconds" inputMode="numeric" className="max-w-xs" />
      <TextAreaField name="shortDescription" label="Short description" rows={2} />
      <TextAreaField name="description" label="Description" rows={3} />
      <FileOrLinkField
        name="imageUrl"
        label="Image"
        uploadLabel="Image"
        linkLabel="Image link"
        accept={LESSON_IMAGE_ACCEPT}
        purpose="lesson-image"
        currentFileId={uploads.imageFileId}
        previewImage
      />
      <MarkdownField name="content" label={type === 'Video' ? 'Notes under the video' : 'Lesson text'} rows={12} />
      <CheckboxField name="isPublished" label="Published" hint="Members see published lessons of published courses." />
    </>
  )
}

export function NewLessonForm({ defaultValues, parent, onSave, error, loading }: {
  defaultValues: NewLessonInput
  parent: ReactNode
  onSave: (values: NewLessonValues) => void
  error?: unknown
  loading: boolean
}) {
  return (
    <Form<NewLessonInput, NewLessonValues> schema={newLessonSchema} defaultValues={defaultValues} onSubmit={onSave} error={error} aria-label="Lesson" className="max-w-2xl">
      {parent}
      <LessonFields uploads={{}} />
      <SubmitButton loading={loading} loadingLabel="Saving...">
        Save
      </SubmitButton>
    </Form>
  )
}

export function LessonForm({ defaultValues, uploads, onSave, error, loading }: {
  defaultValues: LessonInput
  uploads: LessonUploads
  onSave: (values: LessonValues) => void
  error?: unknown
  loading: boolean
}) {
  return (
    <Form<LessonInput, LessonValues> schema={lessonSchema} defaultValues={defaultValues} onSubmit={onSave} error={error} aria-label="Lesson" className="max-w-2xl">
      <LessonFields uploads={uploads} />
      <SubmitButton loading={loading} loadingLabel="Saving...">
        Save
      </SubmitButton>
    </Form>
  )
}

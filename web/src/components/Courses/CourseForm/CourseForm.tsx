// The course form, for new and edit: name, short description, description, thumbnail (an upload
// or a link), published, and the products that give members the course. courseSchema checks it
// here and the service checks the same, so a message shows under its field before anything is
// sent; the server's refusals show there too.
import { courseSchema, type CourseInput, type CourseValues } from '@common/validation/courses'
import { CheckboxField, Form, SubmitButton, TextAreaField, TextField } from '@/components/ui/Form/Form'
import { FileOrLinkField } from '../FileOrLinkField/FileOrLinkField'
import { ProductChoicesCell } from '../ProductChoicesCell/ProductChoicesCell'

/** What the form's fields hold (the products as text ids, as checkboxes give them; the schema makes them numbers). */
export type CourseFormValues = CourseInput

export const blankCourse: CourseFormValues = {
  name: '',
  shortDescription: '',
  description: '',
  thumbnailUrl: '',
  isPublished: false,
  productIds: [],
}

/** Images a browser shows (an SVG never previews inline). */
export const THUMBNAIL_ACCEPT = ['.jpg', '.jpeg', '.png', '.gif', '.webp']

export type CourseFormProps = {
  /** Where the fields start: a new course's blanks, or the one being edited. */
  defaultValues: CourseFormValues
  /** The stored file of the current thumbnail upload, for its preview. */
  thumbnailFileId?: number | null
  onSave: (values: CourseValues) => void
  /** The mutation's error: its field messages show under the fields. */
  error?: unknown
  loading: boolean
}

export function CourseForm({ defaultValues, thumbnailFileId, onSave, error, loading }: CourseFormProps) {
  return (
    <Form<CourseFormValues, CourseValues>
      schema={courseSchema}
      defaultValues={defaultValues}
      onSubmit={onSave}
      error={error}
      aria-label="Course"
      className="max-w-2xl"
    >
      <TextField name="name" label="Name" required maxLength={200} />
      <TextAreaField name="shortDescription" label="Short description" rows={2} hint="One or two sentences, shown on course cards and above the intro." />
      <TextAreaField name="description" label="Description" rows={5} />
      <FileOrLinkField
        name="thumbnailUrl"
        label="Thumbnail"
        uploadLabel="Image"
        linkLabel="Image link"
        accept={THUMBNAIL_ACCEPT}
        purpose="course-thumbnail"
        currentFileId={thumbnailFileId}
        previewImage
      />
      <ProductChoicesCell />
      <CheckboxField name="isPublished" label="Published" hint="Members who hold one of its products see a published course." />
      <SubmitButton loading={loading} loadingLabel="Saving...">
        Save
      </SubmitButton>
    </Form>
  )
}

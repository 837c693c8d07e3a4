// The product form's "Courses": every live course as a checkbox (productCourseChoices); members who
// hold the product get the chosen ones. Registered with the surrounding Form as `courseIds` (the ids
// as text; the product schema turns them into numbers).
import { gql } from '@apollo/client'
import { useFormContext } from 'react-hook-form'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { ProductCourseChoicesQuery, ProductCourseChoicesQueryVariables } from '@/types/graphql'
import { fieldErrorMessage } from '@/components/ui/Form/FieldShell'

export const QUERY = gql`
  query ProductCourseChoices {
    productCourseChoices {
      id
      name
    }
  }
`

export const Empty = () => (
  <fieldset>
    <legend className="text-sm font-medium text-slate-700">Courses</legend>
    <p className="mt-1.5 text-sm text-slate-500">There are no courses yet.</p>
  </fieldset>
)

export const Success = ({ productCourseChoices }: CellSuccessProps<ProductCourseChoicesQueryVariables, ProductCourseChoicesQuery>) => {
  const { register, getFieldState, formState } = useFormContext()
  const message = fieldErrorMessage('Courses', getFieldState('courseIds', formState).error)
  return (
    <fieldset aria-describedby="product-courses-hint">
      <legend className="text-sm font-medium text-slate-700">Courses</legend>
      <div className="mt-2 grid max-h-72 gap-2 overflow-y-auto sm:grid-cols-2">
        {productCourseChoices.map((course) => (
          <label key={course.id} className="flex items-start gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-700">
            <input
              type="checkbox"
              value={String(course.id)}
              {...register('courseIds')}
              className="mt-0.5 h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-2 focus:ring-brand-500"
            />
            <span className="min-w-0 break-words">{course.name}</span>
          </label>
        ))}
      </div>
      {message ? (
        <p className="mt-1.5 text-xs font-medium text-red-600">{message}</p>
      ) : (
        <p id="product-courses-hint" className="mt-1.5 text-xs text-slate-500">
          Members who hold this product get these courses.
        </p>
      )}
    </fieldset>
  )
}

export const CourseChoicesField = createCell<ProductCourseChoicesQueryVariables, ProductCourseChoicesQuery>({
  QUERY,
  Empty,
  Success,
  displayName: 'CourseChoicesField',
})

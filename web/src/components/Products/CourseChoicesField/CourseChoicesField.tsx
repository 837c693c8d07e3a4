// The product form's "Courses": every live course as a checkbox (productCourseChoices); members who
// hold the product get the chosen ones. Registered with the surrounding Form as `courseIds` (the ids
// as text; the product schema turns them into numbers).
import { gql } from '@apollo/client'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { ProductCourseChoicesQuery, ProductCourseChoicesQueryVariables } from '@/types/graphql'
import { CheckboxGroupField } from '@/components/ui/Form/CheckboxGroupField'

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
  return (
    <CheckboxGroupField
      name="courseIds"
      legend="Courses"
      hint="Members who hold this product get these courses."
      hintId="product-courses-hint"
      gridClassName="max-h-72 overflow-y-auto sm:grid-cols-2"
      choices={productCourseChoices.map((course) => ({ id: course.id, label: course.name }))}
    />
  )
}

export const CourseChoicesField = createCell<ProductCourseChoicesQueryVariables, ProductCourseChoicesQuery>({
  QUERY,
  Empty,
  Success,
  displayName: 'CourseChoicesField',
})

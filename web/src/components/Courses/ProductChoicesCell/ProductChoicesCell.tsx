// The course form's "Products": every product as a checkbox (courseProductChoices); the chosen ones
// give members the course (product_courses). Registered with the surrounding Form as `productIds`
// (the ids as text; the course schema turns them into numbers).
import { gql } from '@apollo/client'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { CourseProductChoicesQuery, CourseProductChoicesQueryVariables } from '@/types/graphql'
import { CheckboxGroupField } from '@/components/ui/Form/CheckboxGroupField'

export const QUERY = gql`
  query CourseProductChoices {
    courseProductChoices {
      id
      name
      isActive
    }
  }
`

export const HINT = 'Members who hold one of these products get the course.'

export const Empty = () => (
  <fieldset>
    <legend className="text-sm font-medium text-slate-700">Products</legend>
    <p className="mt-1.5 text-sm text-slate-500">There are no products yet: members get courses through products.</p>
  </fieldset>
)

export const Success = ({ courseProductChoices }: CellSuccessProps<CourseProductChoicesQueryVariables, CourseProductChoicesQuery>) => {
  return (
    <CheckboxGroupField
      name="productIds"
      legend="Products"
      hint={HINT}
      hintId="course-products-hint"
      gridClassName="sm:grid-cols-2"
      choices={courseProductChoices.map((product) => ({
        id: product.id,
        label: (
          <>
            {product.name}
            {!product.isActive && <span className="text-slate-500"> (inactive)</span>}
          </>
        ),
      }))}
    />
  )
}

export const ProductChoicesCell = createCell<CourseProductChoicesQueryVariables, CourseProductChoicesQuery>({
  QUERY,
  Empty,
  Success,
  displayName: 'ProductChoicesCell',
})

export default ProductChoicesCell

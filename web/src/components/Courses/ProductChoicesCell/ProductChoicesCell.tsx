// The course form's "Products": every product as a checkbox (courseProductChoices); the chosen ones
// give members the course (product_courses). Registered with the surrounding Form as `productIds`
// (the ids as text; the course schema turns them into numbers).
import { gql } from '@apollo/client'
import { useFormContext } from 'react-hook-form'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { CourseProductChoicesQuery, CourseProductChoicesQueryVariables } from '@/types/graphql'
import { fieldErrorMessage } from '@/components/ui/Form/FieldShell'

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
  const { register, getFieldState, formState } = useFormContext()
  const message = fieldErrorMessage('Products', getFieldState('productIds', formState).error)
  return (
    <fieldset aria-describedby="course-products-hint">
      <legend className="text-sm font-medium text-slate-700">Products</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {courseProductChoices.map((product) => (
          <label key={product.id} className="flex items-start gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-700">
            <input
              type="checkbox"
              value={String(product.id)}
              {...register('productIds')}
              className="mt-0.5 h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-2 focus:ring-brand-500"
            />
            <span className="min-w-0 break-words">
              {product.name}
              {!product.isActive && <span className="text-slate-500"> (inactive)</span>}
            </span>
          </label>
        ))}
      </div>
      {message ? (
        <p className="mt-1.5 text-xs font-medium text-red-600">{message}</p>
      ) : (
        <p id="course-products-hint" className="mt-1.5 text-xs text-slate-500">
          {HINT}
        </p>
      )}
    </fieldset>
  )
}

export const ProductChoicesCell = createCell<CourseProductChoicesQueryVariables, CourseProductChoicesQuery>({
  QUERY,
  Empty,
  Success,
  displayName: 'ProductChoicesCell',
})

export default ProductChoicesCell

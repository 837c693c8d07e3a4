// The product form, for new and edit: name, price (pesos typed, centavos kept), description, image
// link, active, and the courses it grants. productSchema checks it here and the service checks the same.
import { productSchema, type ProductInput, type ProductValues } from '@common/validation/products'
import { PriceField } from '@/components/ui/PriceField/PriceField'
import { CheckboxField, Form, SubmitButton, TextAreaField, TextField } from '@/components/ui/Form/Form'
import { CourseChoicesField } from '../CourseChoicesField/CourseChoicesField'

export type ProductFormValues = ProductInput

export const blankProduct: ProductFormValues = { name: '', price: null, description: '', imageUrl: '', isActive: true, courseIds: [] }

export function ProductForm({ defaultValues, onSave, error, loading }: {
  defaultValues: ProductFormValues
  onSave: (values: ProductValues) => void
  error?: unknown
  loading: boolean
}) {
  return (
    <Form<ProductFormValues, ProductValues> schema={productSchema} defaultValues={defaultValues} onSubmit={onSave} error={error} aria-label="Product" className="max-w-2xl">
      <TextField name="name" label="Name" required maxLength={200} />
      <PriceField name="price" label="Price" required hint="The list price; each funnel sets the price it sells at." />
      <TextAreaField name="description" label="Description" rows={4} />
      <TextField name="imageUrl" label="Image link" hint="https://..." />
      <CourseChoicesField />
      <CheckboxField
        name="isActive"
        label="Active"
        hint="Untick to stop selling it (a product with funnels cannot be deleted: deactivate it). Members keep their access."
      />
      <SubmitButton loading={loading} loadingLabel="Saving...">
        Save
      </SubmitButton>
    </Form>
  )
}

// A new product: the form, createProduct, then the product's page (to add its funnels).
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import type { ProductValues } from '@common/validation/products'
import type { CreateProductMutation, CreateProductMutationVariables } from '@/types/graphql'
import { blankProduct, ProductForm } from '../ProductForm/ProductForm'
import { submitThen } from '@/components/ui/Form/submitThen'

export const CREATE_PRODUCT = gql`
  mutation CreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      id
    }
  }
`

export function NewProduct() {
  const [createProduct, { loading, error }] = useMutation<CreateProductMutation, CreateProductMutationVariables>(CREATE_PRODUCT, {
    refetchQueries: ['FindProducts'],
  })
  const onSave = submitThen(
    async (input: ProductValues) => (await createProduct({ variables: { input } })).data?.createProduct,
    'Product created',
    (created) => navigate(routes.product({ id: created.id })),
  )
  return (
    <section>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">New product</h1>
      <ProductForm defaultValues={blankProduct} onSave={onSave} error={error} loading={loading} />
    </section>
  )
}

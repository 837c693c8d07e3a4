// Change a product: load it (always from the server), the form and updateProduct, then its page.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import type { ProductValues } from '@common/validation/products'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { EditProductQuery, EditProductQueryVariables, UpdateProductMutation, UpdateProductMutationVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ProductForm } from '../ProductForm/ProductForm'
import { submitThen } from '@/components/ui/Form/submitThen'

export const QUERY = gql`
  query EditProduct($id: Int!) {
    product(id: $id) {
      id
      name
      price
      description
      imageUrl
      isActive
      courses {
        id
      }
    }
  }
`

export const UPDATE_PRODUCT = gql`
  mutation UpdateProduct($id: Int!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      id
      name
      price
      description
      imageUrl
      isActive
      status
      courses {
        id
        name
      }
    }
  }
`

type Found = { product: NonNullable<EditProductQuery['product']> }

export const Empty = () => <EmptyState title="Product not found" description="It may have been deleted." action={{ label: 'All products', to: routes.products() }} />

export const Success = ({ product }: CellSuccessProps<EditProductQueryVariables, Found>) => {
  const [updateProduct, { loading, error }] = useMutation<UpdateProductMutation, UpdateProductMutationVariables>(UPDATE_PRODUCT, {
    refetchQueries: ['FindProducts'],
  })
  const onSave = submitThen(
    async (input: ProductValues) => updateProduct({ variables: { id: product.id, input } }),
    'Product saved',
    () => navigate(routes.product({ id: product.id })),
  )
  return (
    <section>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">Edit {product.name}</h1>
      <ProductForm
        defaultValues={{
          name: product.name,
          price: product.price,
          description: product.description ?? '',
          imageUrl: product.imageUrl ?? '',
          isActive: product.isActive,
          courseIds: product.courses.map((course) => String(course.id)),
        }}
        onSave={onSave}
        error={error}
        loading={loading}
      />
    </section>
  )
}

export const EditProductCell = createCell<EditProductQueryVariables, EditProductQuery, Found>({
  QUERY,
  beforeQuery: (props) => ({ variables: props, fetchPolicy: 'network-only' as const }),
  Empty,
  Success,
  displayName: 'EditProductCell',
})

// /funnels/new/{productId}: the product it sells (NewFunnelProduct), the form starting from the
// product's name and list price, createFunnel, then the funnel's page.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import type { FunnelValues } from '@common/validation/funnels'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { CreateFunnelMutation, CreateFunnelMutationVariables, NewFunnelProductQuery, NewFunnelProductQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { FunnelForm } from '../FunnelForm/FunnelForm'
import { submitThen } from '@/components/ui/Form/submitThen'

export const QUERY = gql`
  query NewFunnelProduct($productId: Int!) {
    product(id: $productId) {
      id
      name
      price
    }
  }
`

export const CREATE_FUNNEL = gql`
  mutation CreateFunnel($input: FunnelInput!) {
    createFunnel(input: $input) {
      id
    }
  }
`

type Found = { product: NonNullable<NewFunnelProductQuery['product']> }

export const Empty = () => <EmptyState title="Product not found" description="A funnel sells a product." action={{ label: 'All products', to: routes.products() }} />

export const Success = ({ product }: CellSuccessProps<NewFunnelProductQueryVariables, Found>) => {
  const [createFunnel, { loading, error }] = useMutation<CreateFunnelMutation, CreateFunnelMutationVariables>(CREATE_FUNNEL, {
    refetchQueries: ['FindFunnels', 'FindProduct'],
  })
  const onSave = submitThen(
    async (input: FunnelValues) => (await createFunnel({ variables: { input } })).data?.createFunnel,
    'Funnel created',
    (created) => navigate(routes.funnel({ id: created.id })),
  )
  return (
    <section>
      <h1 className="mb-1 text-2xl font-semibold tracking-tight text-slate-900">New funnel</h1>
      <p className="mb-6 text-sm text-slate-500">Sells {product.name}</p>
      <FunnelForm
        defaultValues={{ productId: product.id, name: product.name, slug: '', price: product.price, validityByDays: null, isOpen: true, paymentTermIds: [] }}
        onSave={onSave}
        error={error}
        loading={loading}
      />
    </section>
  )
}

export const NewFunnelCell = createCell<NewFunnelProductQueryVariables, NewFunnelProductQuery, Found>({ QUERY, Empty, Success, displayName: 'NewFunnelCell' })

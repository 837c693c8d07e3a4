// Change a funnel: load it (always from the server), the form and updateFunnel, then its page.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import type { FunnelValues } from '@common/validation/funnels'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { EditFunnelQuery, EditFunnelQueryVariables, UpdateFunnelMutation, UpdateFunnelMutationVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { FunnelForm } from '../FunnelForm/FunnelForm'
import { submitThen } from '@/components/ui/Form/submitThen'
import { FUNNEL_FORM_FIELDS } from '../FunnelForm/funnelFormFields'

export const QUERY = gql`
  query EditFunnel($id: String!) {
    funnel(id: $id) {
      productId
      ...FunnelFormFields
    }
  }
  ${FUNNEL_FORM_FIELDS}
`

export const UPDATE_FUNNEL = gql`
  mutation UpdateFunnel($id: String!, $input: FunnelInput!) {
    updateFunnel(id: $id, input: $input) {
      ...FunnelFormFields
    }
  }
  ${FUNNEL_FORM_FIELDS}
`

type Found = { funnel: NonNullable<EditFunnelQuery['funnel']> }

export const Empty = () => <EmptyState title="Funnel not found" description="It may have been deleted." action={{ label: 'All funnels', to: routes.funnels() }} />

export const Success = ({ funnel }: CellSuccessProps<EditFunnelQueryVariables, Found>) => {
  const [updateFunnel, { loading, error }] = useMutation<UpdateFunnelMutation, UpdateFunnelMutationVariables>(UPDATE_FUNNEL, {
    refetchQueries: ['FindFunnels', 'FindFunnel'],
  })
  const onSave = submitThen(
    async (input: FunnelValues) => updateFunnel({ variables: { id: funnel.id, input } }),
    'Funnel saved',
    () => navigate(routes.funnel({ id: funnel.id })),
  )
  return (
    <section>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">Edit {funnel.name}</h1>
      <FunnelForm
        defaultValues={{
          productId: funnel.productId,
          name: funnel.name,
          slug: funnel.slug,
          price: funnel.price,
          validityByDays: funnel.validityByDays ?? null,
          isOpen: funnel.isOpen,
          paymentTermIds: funnel.funnelPaymentTerm.map((term) => term.paymentTermId),
        }}
        onSave={onSave}
        error={error}
        loading={loading}
      />
    </section>
  )
}

export const EditFunnelCell = createCell<EditFunnelQueryVariables, EditFunnelQuery, Found>({
  QUERY,
  beforeQuery: (props) => ({ variables: props, fetchPolicy: 'network-only' as const }),
  Empty,
  Success,
  displayName: 'EditFunnelCell',
})

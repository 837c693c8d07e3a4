// Change a unit: load it (always from the server), the form, updateUnit, then its page.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { EditUnitQuery, EditUnitQueryVariables, UpdateUnitMutation, UpdateUnitMutationVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { UnitForm, type UnitValues } from '../UnitForm/UnitForm'
import { submitThen } from '@/components/ui/Form/submitThen'

export const QUERY = gql`
  query EditUnit($id: Int!) {
    unit(id: $id) {
      id
      courseName
      name
      shortDescription
      description
    }
  }
`

export const UPDATE_UNIT = gql`
  mutation UpdateUnit($id: Int!, $input: UnitInput!) {
    updateUnit(id: $id, input: $input) {
      id
      name
      shortDescription
      description
      updatedAt
    }
  }
`

type Found = { unit: NonNullable<EditUnitQuery['unit']> }

export const Empty = () => <EmptyState title="Unit not found" description="It may have been deleted." action={{ label: 'All courses', to: routes.courses() }} />

export const Success = ({ unit }: CellSuccessProps<EditUnitQueryVariables, Found>) => {
  const [updateUnit, { loading, error }] = useMutation<UpdateUnitMutation, UpdateUnitMutationVariables>(UPDATE_UNIT, { refetchQueries: ['FindCourse'] })
  const onSave = submitThen(
    async (input: UnitValues) => updateUnit({ variables: { id: unit.id, input } }),
    'Unit saved',
    () => navigate(routes.unit({ id: unit.id })),
  )
  return (
    <section>
      <p className="mb-1 text-sm text-slate-500">{unit.courseName}</p>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">Edit {unit.name}</h1>
      <UnitForm
        defaultValues={{ name: unit.name, shortDescription: unit.shortDescription ?? '', description: unit.description ?? '' }}
        onSave={onSave}
        error={error}
        loading={loading}
      />
    </section>
  )
}

export const EditUnitCell = createCell<EditUnitQueryVariables, EditUnitQuery, Found>({
  QUERY,
  beforeQuery: (props) => ({ variables: props, fetchPolicy: 'network-only' as const }),
  Empty,
  Success,
  displayName: 'EditUnitCell',
})

export default EditUnitCell

// One form (FindForm), shown by FormDetail: its editor and its responses.
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindFormQuery, FindFormQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { FormDetail } from '../FormDetail/FormDetail'
import { ADMIN_FORM_FIELDS } from '../FormEditor/adminFormFields'

export const QUERY = gql`
  query FindForm($id: Int!) {
    adminForm(id: $id) {
      ...AdminFormFields
    }
  }
  ${ADMIN_FORM_FIELDS}
`

/** Empty shows when the form is null (no such id), so Success always has one. */
type Found = { adminForm: NonNullable<FindFormQuery['adminForm']> }

export const Empty = () => (
  <EmptyState title="Form not found" description="It may have been deleted." action={{ label: 'All forms', to: routes.forms() }} />
)

export const Success = ({ adminForm }: CellSuccessProps<FindFormQueryVariables, Found>) => <FormDetail form={adminForm} />

export const FormCell = createCell<FindFormQueryVariables, FindFormQuery, Found>({
  QUERY,
  Empty,
  Success,
  displayName: 'FormCell',
})

export default FormCell

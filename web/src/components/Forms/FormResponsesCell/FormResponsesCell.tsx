// A form's responses, a page at a time, newest first (FormResponses; the page's ?page=, ?sortBy=
// and ?sortOrder=), with the CSV download of all of them.
import { gql } from '@apollo/client'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindFormQuery, FormResponsesQuery, FormResponsesQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { FormResponses } from '../FormResponses/FormResponses'

export const QUERY = gql`
  query FormResponses($formId: Int!, $page: Int, $pageSize: Int, $sortBy: String, $sortOrder: SortOrder) {
    formResponses(formId: $formId, page: $page, pageSize: $pageSize, sortBy: $sortBy, sortOrder: $sortOrder) {
      items {
        id
        email
        submittedAt
        answers
        user {
          id
          firstName
          lastName
          email
        }
      }
      totalCount
      page
      pageSize
    }
  }
`

type Props = FormResponsesQueryVariables & { fields: NonNullable<FindFormQuery['adminForm']>['fields'] }

export const isEmpty = (data: FormResponsesQuery) => data.formResponses.totalCount === 0

export const Empty = () => <EmptyState title="No responses yet" description="Responses appear here as soon as someone answers the form." className="mt-6" />

export const Success = ({ formResponses, formId, fields }: CellSuccessProps<Props, FormResponsesQuery>) => (
  <FormResponses formId={formId} fields={fields} responses={formResponses.items} totalCount={formResponses.totalCount} />
)

export const FormResponsesCell = createCell<Props, FormResponsesQuery>({
  QUERY,
  // The questions are for showing the answers, not variables of the query.
  beforeQuery: ({ fields: _fields, ...variables }) => ({ variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true }),
  isEmpty,
  Empty,
  Success,
  displayName: 'FormResponsesCell',
})

export default FormResponsesCell

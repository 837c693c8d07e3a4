// The writes of /redirect-rules. Each refetches the list (FindRedirectRules), so a new, changed or
// deleted rule shows where the sort puts it.
import { gql } from '@apollo/client'
import { getFieldErrors, getGraphQLErrorMessage } from '@/lib/errors'

export const CREATE_REDIRECT_RULE = gql`
  mutation CreateRedirectRule($input: CreateRedirectRuleInput!) {
    createRedirectRule(input: $input) {
      id
      fromPath
    }
  }
`

export const UPDATE_REDIRECT_RULE = gql`
  mutation UpdateRedirectRule($id: Int!, $input: UpdateRedirectRuleInput!) {
    updateRedirectRule(id: $id, input: $input) {
      id
      fromPath
      toUrl
      isPermanent
      statusCode
      isActive
      updatedAt
    }
  }
`

export const DELETE_REDIRECT_RULE = gql`
  mutation DeleteRedirectRule($id: Int!) {
    deleteRedirectRule(id: $id) {
      id
      fromPath
    }
  }
`

/** The list to read again after a write. */
export const REFETCH_RULES = ['FindRedirectRules']

/** A refusal in words for a toast: the field messages (a loop names its chain), else the error's message. */
export function refusalText(error: unknown): string {
  return Object.values(getFieldErrors(error)).flat().join(' ') || getGraphQLErrorMessage(error)
}

// /form/{slug}: the form by its slug. Not found covers missing and unpublished forms (the API
// answers null for both); a members-only form asked for signed out offers to sign in.
import { gql } from '@apollo/client'
import { lazy, Suspense } from 'react'
import { routes } from '@redwoodjs/router'
import { createCell } from '@/lib/cell'
import type { FillableFormQuery, FillableFormQueryVariables } from '@/types/graphql'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { Spinner } from '@/components/ui/Spinner/Spinner'
import { FORM_FIELD_FIELDS } from '../FormQuestion/formFieldFields'
import type { FillableFormData } from '../FillForm/FillForm'

// The form's code (react-hook-form, zod and the answers schema, the field widgets) is its own
// chunk, so the page's first screen (the loading state) stays within the first-screen budget.
// ViewFormPage starts loading it when the page opens, in parallel with this cell's query.
export const loadFillForm = () => import('../FillForm/FillForm')
const FillForm = lazy(loadFillForm)

const LoadingForm = () => (
  <div role="status" className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-6 text-slate-600">
    <Spinner />
    Loading the form...
  </div>
)

export const QUERY = gql`
  query FillableForm($slug: String!) {
    form(slug: $slug) {
      id
      slug
      title
      description
      isPublic
      fields {
        ...FormFieldFields
      }
      myLastResponse {
        answers
        submittedAt
      }
    }
  }
  ${FORM_FIELD_FIELDS}
`

const box = 'rounded-xl border border-dashed border-slate-300 bg-white'

export const FillFormCell = createCell<FillableFormQueryVariables, FillableFormQuery>({
  QUERY,
  // Answers typed into a form must not be swapped under the person by a background refetch.
  beforeQuery: (variables) => ({ variables, fetchPolicy: 'network-only' }),
  Loading: LoadingForm,
  Empty: () => (
    <EmptyState title="Form not found" description="This form does not exist or is no longer open for answers." action={{ label: 'Go home', to: routes.home() }} className={box} />
  ),
  Failure: ({ error, refetch, errorCode }) =>
    errorCode === 'UNAUTHENTICATED' ? (
      <EmptyState
        title="Sign in to answer this form"
        description="This form is for members. Sign in and you will come straight back to it."
        action={{ label: 'Sign In', to: routes.login({ redirectTo: window.location.pathname }) }}
        className={box}
      />
    ) : (
      <LoadFailure error={error} refetch={refetch} what="this form" />
    ),
  Success: ({ form }) =>
    form ? (
      <Suspense fallback={<LoadingForm />}>
        <FillForm form={form as FillableFormData} />
      </Suspense>
    ) : null,
  displayName: 'FillFormCell',
})

export default FillFormCell

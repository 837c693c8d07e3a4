// One form on /forms/{id}: its title and state, Publish / Unpublish and Delete, and two tabs (?t=):
// the editor (settings and questions) and the responses with the CSV download. Deleting a form
// with responses, or the Journey Form, is refused by the server with what to do instead.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { JOURNEY_FORM_SLUG } from '@common/validation/forms'
import { notifyError, notifySuccess } from '@/lib/toast'
import type {
  DeleteFormMutation,
  DeleteFormMutationVariables,
  FindFormQuery,
  SetFormPublishedMutation,
  SetFormPublishedMutationVariables,
} from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import { Button } from '@/components/ui/Button/Button'
import { ConfirmDelete } from '@/components/ui/ConfirmDelete/ConfirmDelete'
import { RecordHeader } from '@/components/ui/RecordHeader/RecordHeader'
import { Tabs } from '@/components/ui/Tabs/Tabs'
import { FormEditor } from '../FormEditor/FormEditor'
import { FormResponsesCell } from '../FormResponsesCell/FormResponsesCell'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'

export const SET_FORM_PUBLISHED = gql`
  mutation SetFormPublished($id: Int!, $isPublished: Boolean!) {
    setFormPublished(id: $id, isPublished: $isPublished) {
      id
      isPublished
      updatedAt
    }
  }
`

export const DELETE_FORM = gql`
  mutation DeleteForm($id: Int!) {
    deleteForm(id: $id) {
      id
    }
  }
`

export type FormRecord = NonNullable<FindFormQuery['adminForm']>

export function FormDetail({ form }: { form: FormRecord }) {
  const { variables } = useServerTable()
  const [setPublished, publishing] = useMutation<SetFormPublishedMutation, SetFormPublishedMutationVariables>(SET_FORM_PUBLISHED)
  const [deleteForm] = useMutation<DeleteFormMutation, DeleteFormMutationVariables>(DELETE_FORM, {
    update: (cache, { data }) => {
      if (data) cache.evict({ id: cache.identify(data.deleteForm) })
    },
  })
  const undeletable = form.slug === JOURNEY_FORM_SLUG || form.responseCount > 0

  const onPublish = async () => {
    try {
      await setPublished({ variables: { id: form.id, isPublished: !form.isPublished } })
    } catch (error) {
      notifyError(error)
      return
    }
    notifySuccess(form.isPublished ? 'Form unpublished: nobody can answer it now' : 'Form published')
  }

  const onDelete = async () => {
    await deleteForm({ variables: { id: form.id } })
    navigate(routes.forms())
  }

  return (
    <article>
      <RecordHeader
        back={{ to: routes.forms(), label: 'Forms' }}
        title={form.title}
        strongBack
        className="mb-6"
        actions={
          <>
            <Button variant="secondary" loading={publishing.loading} loadingLabel="Saving..." onClick={onPublish}>
              {form.isPublished ? 'Unpublish' : 'Publish'}
            </Button>
            <ConfirmDelete
              label="Delete"
              title={`Delete ${form.title}?`}
              confirmLabel="Delete form"
              loadingLabel="Deleting..."
              success="Form deleted"
              refused={undeletable}
              onConfirm={onDelete}
            >
              <p className="text-sm text-slate-600">
                {form.slug === JOURNEY_FORM_SLUG
                  ? 'The Journey Form cannot be deleted: the journey-form dialog sends members to it. Unpublish it instead.'
                  : form.responseCount > 0
                    ? `This form has ${form.responseCount} ${form.responseCount === 1 ? 'response' : 'responses'}: deleting it would lose members' answers. Unpublish it instead.`
                    : 'Nobody has answered this form. Deleting it cannot be undone.'}
              </p>
            </ConfirmDelete>
          </>
        }
      >
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-500">
          <Badge tone={form.isPublished ? 'success' : 'outline'}>{form.isPublished ? 'Published' : 'Draft'}</Badge>
          <span>{form.isPublic ? 'Anyone can answer' : 'Signed-in users answer'}</span>
          <span aria-hidden="true">·</span>
          <code className="break-all text-xs">/form/{form.slug}</code>
        </div>
      </RecordHeader>

      <Tabs
        label="Form"
        tabs={[
          { label: 'Questions and settings', content: <FormEditor key={form.updatedAt} form={form} /> },
          {
            label: `Responses (${form.responseCount})`,
            content: <FormResponsesCell {...variables} formId={form.id} fields={form.fields} />,
          },
        ]}
      />

    </article>
  )
}

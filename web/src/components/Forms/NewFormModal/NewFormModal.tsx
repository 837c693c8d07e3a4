// "New form" on /forms (the spec has no /forms/new): a dialog asking a title and a slug (suggested
// from the title until it is typed by hand), createForm, then the new form's page, where its
// questions are written. A new form starts unpublished.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { newFormSchema, slugify, type NewFormInput } from '@common/validation/forms'
import type { CreateFormMutation, CreateFormMutationVariables } from '@/types/graphql'
import { Button } from '@/components/ui/Button/Button'
import { Form, SubmitButton } from '@/components/ui/Form/Form'
import { Modal } from '@/components/ui/Modal/Modal'
import { submitThen } from '@/components/ui/Form/submitThen'
import { FormNameFields } from '../FormNameFields/FormNameFields'

export const CREATE_FORM = gql`
  mutation CreateForm($input: NewFormInput!) {
    createForm(input: $input) {
      id
    }
  }
`

export function NewFormModal() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>New form</Button>
      <Modal open={open} onClose={() => setOpen(false)} title="New form">
        {open && <NewFormFields onCancel={() => setOpen(false)} />}
      </Modal>
    </>
  )
}

function NewFormFields({ onCancel }: { onCancel: () => void }) {
  const methods = useForm<NewFormInput>({ resolver: zodResolver(newFormSchema), defaultValues: { title: '', slug: '' } })
  // The slug follows the title until someone types in it (then it is "dirty" and left alone).
  useEffect(() => {
    const subscription = methods.watch((values, { name }) => {
      if (name === 'title' && !methods.getFieldState('slug').isDirty) methods.setValue('slug', slugify(values.title ?? ''))
    })
    return () => subscription.unsubscribe()
  }, [methods])
  const [createForm, { loading, error }] = useMutation<CreateFormMutation, CreateFormMutationVariables>(CREATE_FORM, {
    refetchQueries: ['AdminForms'],
  })

  const onSave = submitThen(
    async (input: NewFormInput) => (await createForm({ variables: { input } })).data?.createForm,
    'Form created: add its questions',
    (created) => navigate(routes.form({ id: created.id })),
  )

  return (
    <Form formMethods={methods} onSubmit={onSave} error={error} aria-label="New form">
      <FormNameFields slugHint="The form's address: /form/your-slug. Lowercase letters, digits and dashes." />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <SubmitButton loading={loading} loadingLabel="Creating...">
          Create form
        </SubmitButton>
      </div>
    </Form>
  )
}

// The form's editor on /forms/{id}: title, slug, description, who may answer, and its questions
// (QuestionEditor: add, remove, reorder). formSchema checks it here and the service checks the
// same. Publishing is the header's button (FormDetail), so saving here never flips it back.
import { gql, useMutation } from '@apollo/client'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import { formSchema, JOURNEY_FORM_SLUG, type FormInput, type FormValues } from '@common/validation/forms'
import { notifySuccess } from '@/lib/toast'
import type { FindFormQuery, UpdateFormMutation, UpdateFormMutationVariables } from '@/types/graphql'
import { Button } from '@/components/ui/Button/Button'
import { CheckboxField, Form, SubmitButton, TextAreaField } from '@/components/ui/Form/Form'
import { QuestionEditor, blankQuestion } from '../QuestionEditor/QuestionEditor'
import { ADMIN_FORM_FIELDS } from './adminFormFields'
import { FormNameFields } from '../FormNameFields/FormNameFields'

export const UPDATE_FORM = gql`
  mutation UpdateForm($id: Int!, $input: FormInput!) {
    updateForm(id: $id, input: $input) {
      ...AdminFormFields
    }
  }
  ${ADMIN_FORM_FIELDS}
`

type FormRecord = NonNullable<FindFormQuery['adminForm']>

/** The editor's values: the form as stored, each question's options as lines of text. */
export function editorValues(form: FormRecord): FormInput {
  return {
    slug: form.slug,
    title: form.title,
    description: form.description ?? '',
    isPublic: form.isPublic,
    isPublished: form.isPublished,
    fields: form.fields.map((field) => ({
      label: field.label,
      name: field.name,
      type: field.type as NonNullable<FormInput['fields']>[number]['type'],
      required: field.required,
      options: field.options.join('\n'),
      helpText: field.helpText ?? '',
    })),
  }
}

export function FormEditor({ form }: { form: FormRecord }) {
  const methods = useForm<FormInput, unknown, FormValues>({ resolver: zodResolver(formSchema), defaultValues: editorValues(form) })
  const questions = useFieldArray({ control: methods.control, name: 'fields' })
  // Answers are stored under a question's key: saved keys never change, and no new question takes one.
  const [savedNames, setSavedNames] = useState<ReadonlySet<string>>(() => new Set(form.fields.map((field) => field.name)))
  const [updateForm, { loading, error }] = useMutation<UpdateFormMutation, UpdateFormMutationVariables>(UPDATE_FORM)
  const isJourneyForm = form.slug === JOURNEY_FORM_SLUG

  const onSave = async (values: FormValues) => {
    let saved: UpdateFormMutation['updateForm'] | undefined
    try {
      // Published or not is the header's button: send what the server has now.
      saved = (await updateForm({ variables: { id: form.id, input: { ...values, isPublished: form.isPublished } } })).data?.updateForm
    } catch {
      // The error is the mutation's `error`: the form shows it, with field messages on the fields.
      return
    }
    if (!saved) return
    // Keys removed in this save stay taken too: their old answers are still stored under them.
    setSavedNames((before) => new Set([...before, ...saved.fields.map((field) => field.name)]))
    methods.reset(editorValues(saved))
    notifySuccess('Form saved')
  }

  return (
    <Form formMethods={methods} onSubmit={onSave} error={error} aria-label="Form settings and questions" className="max-w-3xl pt-6">
      <FormNameFields
        slugReadOnly={isJourneyForm}
        slugHint={
          isJourneyForm
            ? 'The Journey Form keeps the slug journey-form: the journey-form dialog sends members to it.'
            : 'The form is answered at /form/<slug>. Lowercase letters, digits and dashes.'
        }
      />
      <TextAreaField name="description" label="Description" rows={3} hint="Shown above the questions." />
      <CheckboxField name="isPublic" label="Anyone can answer (no sign-in needed)" />

      <section aria-labelledby="questions-heading" className="space-y-4 border-t border-slate-200 pt-5">
        <div>
          <h2 id="questions-heading" className="text-lg font-semibold text-slate-900">
            Questions
          </h2>
          <p className="text-sm text-slate-500">Answers are stored under each question's answer key, made from its question when it is added.</p>
        </div>
        {questions.fields.length === 0 && <p className="rounded-xl border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-500">No questions yet.</p>}
        <ol className="space-y-4">
          {questions.fields.map((question, index) => (
            <li key={question.id}>
              <QuestionEditor
                index={index}
                count={questions.fields.length}
                savedNames={savedNames}
                onMove={(to) => questions.move(index, to)}
                onRemove={() => questions.remove(index)}
              />
            </li>
          ))}
        </ol>
        <Button variant="secondary" onClick={() => questions.append(blankQuestion())}>
          Add question
        </Button>
      </section>

      <div className="border-t border-slate-200 pt-5">
        <SubmitButton loading={loading} loadingLabel="Saving...">
          Save form
        </SubmitButton>
      </div>
    </Form>
  )
}

// Change password (Account tab): the current password, the new one with the live checklist, and
// the new one again. The server checks the current one, applies its password rule and ends the
// user's other sessions; this browser stays signed in.
import { gql, useMutation } from '@apollo/client'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { changePasswordSchema, type ChangePasswordInput } from '@common/validation/profiles'
import { notifySuccess } from '@/lib/toast'
import type { ChangePasswordMutation, ChangePasswordMutationVariables } from '@/types/graphql'
import { PasswordChecklist } from '@/components/ui/PasswordChecklist/PasswordChecklist'
import { Form, SubmitButton, TextField } from '@/components/ui/Form/Form'

export const CHANGE_PASSWORD = gql`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`

export const PASSWORD_CHANGED = 'Password changed. Your other sessions were signed out.'

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' }

export function ChangePasswordForm() {
  const form = useForm<ChangePasswordInput>({ defaultValues: EMPTY, resolver: zodResolver(changePasswordSchema) })
  const [changePassword, { error, loading }] = useMutation<ChangePasswordMutation, ChangePasswordMutationVariables>(CHANGE_PASSWORD)
  const [done, setDone] = useState(false)
  const newPassword = form.watch('newPassword')

  const onSubmit = async (values: ChangePasswordInput) => {
    setDone(false)
    try {
      await changePassword({ variables: { input: values } })
    } catch {
      return // shown by the form
    }
    form.reset(EMPTY)
    setDone(true)
    notifySuccess(PASSWORD_CHANGED)
  }

  return (
    <section aria-labelledby="change-password-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="change-password-heading" className="text-lg font-semibold text-slate-900">
        Change password
      </h2>
      <Form<ChangePasswordInput> formMethods={form} onSubmit={onSubmit} error={error} aria-label="Change password" className="mt-4 max-w-md space-y-4">
        <TextField name="currentPassword" label="Current password" type="password" autoComplete="current-password" required />
        <div>
          <TextField name="newPassword" label="New password" type="password" autoComplete="new-password" required />
          <PasswordChecklist password={newPassword} />
        </div>
        <TextField name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" required />
        {done && (
          <p role="status" className="text-sm text-green-700">
            {PASSWORD_CHANGED}
          </p>
        )}
        <SubmitButton loading={loading} loadingLabel="Saving...">
          Change Password
        </SubmitButton>
      </Form>
    </section>
  )
}

export default ChangePasswordForm

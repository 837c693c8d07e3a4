// Step 2 of the reset screen: the new password twice, with the live checklist. The submit rule
// only requires a value and a match (docs/product.md, "Password reset"); the server enforces its own rules.
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Form, SubmitButton, TextField } from '@/components/ui/Form/Form'
import { PasswordChecklist } from '@/components/ui/PasswordChecklist/PasswordChecklist'
import { PASSWORDS_DO_NOT_MATCH, PASSWORD_REQUIRED } from '../passwordRules'

type NewPasswordForm = { password: string; confirmPassword: string }

export function NewPasswordStep({ onSubmit }: { onSubmit: (password: string) => Promise<void> }) {
  const form = useForm<NewPasswordForm>({ defaultValues: { password: '', confirmPassword: '' } })
  const [submitting, setSubmitting] = useState(false)
  const password = form.watch('password')

  const submit = async ({ password }: NewPasswordForm) => {
    setSubmitting(true)
    try {
      await onSubmit(password)
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <Form<NewPasswordForm> onSubmit={submit} formMethods={form} aria-label="Choose a new password">
      <div>
        <TextField
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          validation={{ validate: (value: string) => !!value || PASSWORD_REQUIRED }}
        />
        <PasswordChecklist password={password} />
      </div>
      <TextField
        name="confirmPassword"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        validation={{ validate: (value: string, values: Record<string, unknown>) => value === values.password || PASSWORDS_DO_NOT_MATCH }}
      />
      <SubmitButton loading={submitting} loadingLabel="Saving..." className="w-full">
        Change Password
      </SubmitButton>
    </Form>
  )
}

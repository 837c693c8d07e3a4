// Step 2 of the reset screen: the new password twice, with the live checklist. The submit rule
// only requires a value and a match (spec part 1 section 5); the server enforces its own rules.
import { useForm } from 'react-hook-form'
import { Button } from '../../components/Button/Button'
import { FieldMessage, inputClass, labelClass } from '../../shell/auth/AuthCard'
import { PasswordChecklist } from '../../shell/auth/PasswordChecklist'
import { PASSWORDS_DO_NOT_MATCH, PASSWORD_REQUIRED } from '../../shell/auth/passwordRules'

type NewPasswordForm = { password: string; confirmPassword: string }

export function NewPasswordStep({ onSubmit }: { onSubmit: (password: string) => Promise<void> }) {
  const { register, handleSubmit, watch, formState } = useForm<NewPasswordForm>({
    defaultValues: { password: '', confirmPassword: '' },
  })
  const { errors, isSubmitting } = formState
  const password = watch('password')

  return (
    <form noValidate onSubmit={handleSubmit(({ password }) => onSubmit(password))} className="space-y-5">
      <div>
        <label htmlFor="new-password" className={labelClass}>
          New password
        </label>
        <input
          id="new-password"
          type="password"
          autoComplete="new-password"
          aria-invalid={!!errors.password}
          aria-describedby={errors.password ? 'new-password-error' : undefined}
          className={inputClass(!!errors.password)}
          {...register('password', { required: PASSWORD_REQUIRED })}
        />
        <FieldMessage id="new-password-error" message={errors.password?.message} />
        <PasswordChecklist password={password} />
      </div>
      <div>
        <label htmlFor="confirm-password" className={labelClass}>
          Confirm password
        </label>
        <input
          id="confirm-password"
          type="password"
          autoComplete="new-password"
          aria-invalid={!!errors.confirmPassword}
          aria-describedby={errors.confirmPassword ? 'confirm-password-error' : undefined}
          className={inputClass(!!errors.confirmPassword)}
          {...register('confirmPassword', {
            validate: (value, form) => value === form.password || PASSWORDS_DO_NOT_MATCH,
          })}
        />
        <FieldMessage id="confirm-password-error" message={errors.confirmPassword?.message} />
      </div>
      <Button type="submit" loading={isSubmitting} loadingLabel="Saving..." className="w-full">
        Change Password
      </Button>
    </form>
  )
}

// The one form wrapper every form uses: react-hook-form underneath, an optional zod schema (the same one
// the service parses its input with), the server's error block on top, and labelled fields that announce
// their own errors.
import { zodResolver } from '@hookform/resolvers/zod'
import clsx from 'clsx'
import { useEffect, type ReactNode } from 'react'
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form'
import type { z } from 'zod'
import { formatFormError, getFieldErrors } from '@/lib/errors'
import { Button, type ButtonProps } from '../Button/Button'

export { CheckboxField } from './CheckboxField'
export { DateField, DateTimeField } from './DateFields'
export { fieldErrorMessage } from './FieldShell'
export { NumberField } from './NumberField'
export { SelectField } from './SelectField'
export { TextAreaField, TextField } from './TextFields'

/**
 * The values a form starts from. Any field may start empty as null (a new record's number or date
 * box), even where the schema's input type says it must be filled: the schema says so on submit.
 */
export type FormDefaults<TValues extends FieldValues> = { [K in keyof DefaultValues<TValues>]?: DefaultValues<TValues>[K] | null }

/** Props of Form: `TValues` are the fields' values, `TSubmitted` what onSubmit receives (the schema's output). */
export type FormProps<TValues extends FieldValues, TSubmitted = TValues> = {
  onSubmit: SubmitHandler<TSubmitted>
  /** The last server error (e.g. the mutation's error); shown above the fields, field messages on fields. */
  error?: unknown
  defaultValues?: FormDefaults<TValues>
  /**
   * A zod schema (from common/validation/<domain>.ts) validating the fields on submit; its messages
   * show under the fields and onSubmit receives its parsed output. Fields then need no `validation`.
   */
  schema?: z.ZodType<TSubmitted, TValues>
  /** Extra useForm options (mode, resolver...). */
  config?: Omit<UseFormProps<TValues, unknown, TSubmitted>, 'defaultValues'>
  /** Pass your own useForm() result to read or reset values outside the form (give it the schema's resolver yourself). */
  formMethods?: UseFormReturn<TValues, unknown, TSubmitted>
  children: ReactNode
  className?: string
  'aria-label'?: string
}

/** The server error block: title and list, from formatFormError. Renders nothing without an error. */
export function FormError({ error, className }: { error?: unknown; className?: string }) {
  const summary = formatFormError(error)
  if (!summary) return null
  return (
    <div role="alert" className={clsx('rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800', className)}>
      <p className="font-semibold">{summary.title}</p>
      {summary.messages.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {summary.messages.map((m, i) => (
            <li key={i}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** A react-hook-form form with the FormError block above its fields; BAD_USER_INPUT messages also mark their fields. */
export function Form<TValues extends FieldValues, TSubmitted = TValues>({
  onSubmit, error, defaultValues, schema, config, formMethods, children, className, ...rest
}: FormProps<TValues, TSubmitted>) {
  if (schema && formMethods) {
    // useForm() already ran without it: the schema would silently validate nothing.
    throw new Error('Form: pass the schema to your own useForm ({ resolver: zodResolver(schema) }) when you give formMethods')
  }
  const resolver = schema ? (zodResolver(schema) as Resolver<TValues, unknown, TSubmitted>) : config?.resolver
  const own = useForm<TValues, unknown, TSubmitted>({ ...config, resolver, defaultValues: defaultValues as DefaultValues<TValues> | undefined })
  const methods = formMethods ?? own

  useEffect(() => {
    // Keyed by the field's name (a schema issue's path joined with '.'), as the service's parseInput sends them.
    for (const [field, messages] of Object.entries(getFieldErrors(error))) {
      methods.setError(field as never, { type: 'server', message: messages.join(' ') })
    }
  }, [error, methods])

  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={methods.handleSubmit(onSubmit)} className={clsx('space-y-5', className)} {...rest}>
        <FormError error={error} />
        {children}
      </form>
    </FormProvider>
  )
}

/** The form's submit button; shows `loadingLabel` (e.g. 'Saving...') while `loading`. */
export function SubmitButton({ loading, loadingLabel, children, ...rest }: Omit<ButtonProps, 'type'>) {
  return (
    <Button type="submit" loading={loading} loadingLabel={loadingLabel} {...rest}>
      {children}
    </Button>
  )
}

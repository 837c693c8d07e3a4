// A money field on the form wrapper: the user types pesos ('1,499.50', after a ₱ prefix), the form
// value is integer centavos (149950), null when blank. Text it cannot read (a minus sign, more than
// two decimals, letters) stays the field's value as typed, so the form's schema (centavosSchema from
// common/validation/products.ts) refuses it on submit with the reason under the field.
import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react'
import { useController, useFormContext } from 'react-hook-form'
import { centavosToPesosText, parsePesos } from '@common/validation/products'
import { controlClass, FieldShell, useField, type FieldBase } from '../Form/FieldShell'

export type PriceFieldProps = Omit<FieldBase, 'validation'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type' | 'value' | 'defaultValue' | 'onChange'>

/** A labelled peso amount whose form value is integer centavos (or null when empty). */
export function PriceField({ name, label, hint, required, className, ...input }: PriceFieldProps) {
  const { control } = useFormContext()
  const { field } = useController({ name, control })
  const f = useField(name, label, hint, Boolean(required))
  const [text, setText] = useState(() => (typeof field.value === 'string' ? field.value : centavosToPesosText(field.value)))
  // The last value this box gave the form: a different one came from outside (a reset) and is shown.
  const given = useRef<unknown>(field.value)

  useEffect(() => {
    if (field.value === given.current) return
    given.current = field.value
    setText(typeof field.value === 'string' ? field.value : centavosToPesosText(field.value))
  }, [field.value])

  function change(next: string) {
    setText(next)
    const parsed = parsePesos(next, label)
    const value = 'error' in parsed ? next : parsed.centavos
    given.current = value
    field.onChange(value)
  }

  return (
    <FieldShell {...f} label={label} hint={hint} required={Boolean(required)} className={className}>
      <div className="relative">
        <span className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-sm text-slate-500" aria-hidden="true">
          ₱
        </span>
        <input
          id={f.id}
          ref={field.ref}
          name={field.name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          {...f.aria}
          className={`${controlClass(Boolean(f.message))} pl-7`}
          {...input}
          value={text}
          onChange={(e) => change(e.target.value)}
          onBlur={() => {
            // Tidy a readable amount ('1499.5' -> '1,499.50'); leave unreadable text for the user to fix.
            const parsed = parsePesos(text, label)
            if (!('error' in parsed)) setText(centavosToPesosText(parsed.centavos))
            field.onBlur()
          }}
        />
      </div>
    </FieldShell>
  )
}

// The look of a form control and a select's options, without the form library: list filters and
// toolbars on public pages use them, and must not pull react-hook-form into their first screen.
import clsx from 'clsx'

const CONTROL =
  'block w-full rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-inset placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-inset disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500'

/** The classes of a text-like control, red when invalid. */
export function controlClass(invalid: boolean) {
  return clsx(CONTROL, invalid ? 'ring-red-400 focus:ring-red-500' : 'ring-slate-300 focus:ring-brand-500')
}

/** A select's options, one a choice: its value and its words. */
export function SelectOptions({ options }: { options: readonly { value: string | number; label: string }[] }) {
  return (
    <>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  )
}

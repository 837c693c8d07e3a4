// A group of flag switches inside the access-level form (react-hook-form context): each flag a
// switch with its name and its one-line meaning, and "All on" / "All off" for the group. The
// values live at `<kind>.<flag>` (pageAccess.users, functionAccess.batch_create). A switch that is off
// and that the user may not turn on (`mayTurnOn`) is disabled with the reason beside its meaning;
// "All on" turns on only the switches the user may.
import { useFormContext, useWatch } from 'react-hook-form'
import clsx from 'clsx'
import { Button } from '@/components/ui/Button/Button'
import { FLAG_NOT_HELD_REASON } from '../accessLevelAccess'
import type { FlagGroup, FlagKind } from '../flagGroups'

/** The field path of one flag. Flag names hold no dots, so react-hook-form reads them as one key. */
const pathOf = (group: FlagGroup, name: string) => `${group.kind}.${name}`

const anyFlag = () => true

export function FlagSwitches({ group, mayTurnOn = anyFlag }: { group: FlagGroup; mayTurnOn?: (kind: FlagKind, name: string) => boolean }) {
  const { control, setValue } = useFormContext()
  const values = useWatch({ control, name: group.flags.map((flag) => pathOf(group, flag.name)) }) as (boolean | undefined)[]
  const onCount = values.filter((value) => value === true).length
  const allowed = group.flags.map((flag) => mayTurnOn(group.kind, flag.name))
  const canTurnMoreOn = group.flags.some((_, index) => allowed[index] && values[index] !== true)
  const setAll = (on: boolean) => {
    group.flags.forEach((flag, index) => {
      if (!on || allowed[index]) setValue(pathOf(group, flag.name), on, { shouldDirty: true })
    })
  }
  const headingId = `flag-group-${group.key}`

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
        <div>
          <h3 id={headingId} className="text-sm font-semibold text-slate-900">
            {group.label}
          </h3>
          <p className="text-xs text-slate-500">
            {onCount} of {group.flags.length} on
          </p>
        </div>
        <div className="flex gap-2">
          <Button type="button" variant="secondary" size="sm" onClick={() => setAll(true)} disabled={!canTurnMoreOn}>
            All on<span className="sr-only"> in {group.label}</span>
          </Button>
          <Button type="button" variant="secondary" size="sm" onClick={() => setAll(false)} disabled={onCount === 0}>
            All off<span className="sr-only"> in {group.label}</span>
          </Button>
        </div>
      </header>
      <ul className="divide-y divide-slate-100">
        {group.flags.map((flag, index) => {
          const on = values[index] === true
          const locked = !on && !allowed[index]
          const meaningId = `flag-${group.kind}-${flag.name.replace(/[^a-zA-Z0-9_-]/g, '-')}`
          const reasonId = `${meaningId}-reason`
          return (
            <li key={flag.name} className="flex items-start justify-between gap-3 px-4 py-2.5">
              <div className="min-w-0">
                <p className="break-all font-mono text-sm text-slate-900">{flag.name}</p>
                <p id={meaningId} className="text-xs text-slate-500">
                  {flag.meaning}
                </p>
                {locked && (
                  <p id={reasonId} className="text-xs text-amber-800">
                    {FLAG_NOT_HELD_REASON}
                  </p>
                )}
              </div>
              <button
                type="button"
                role="switch"
                aria-checked={on}
                aria-label={flag.name}
                aria-describedby={locked ? `${meaningId} ${reasonId}` : meaningId}
                disabled={locked}
                onClick={() => setValue(pathOf(group, flag.name), !on, { shouldDirty: true })}
                className={clsx(
                  'relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full border-2 border-transparent transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50',
                  on ? 'bg-brand-600' : 'bg-slate-300',
                )}
              >
                <span
                  aria-hidden="true"
                  className={clsx(
                    'pointer-events-none inline-block h-5 w-5 rounded-full bg-white shadow ring-0 transition-transform',
                    on ? 'translate-x-5' : 'translate-x-0',
                  )}
                />
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

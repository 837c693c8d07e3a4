import clsx from 'clsx'
import { checkPassword } from '@/components/Auth/passwordRules'

/** Ticks each password rule as the user types; announced politely to screen readers. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul aria-label="Password requirements" aria-live="polite" className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
      {checkPassword(password).map((rule) => (
        <li
          key={rule.id}
          data-met={rule.met}
          className={clsx('flex items-center gap-2', rule.met ? 'text-emerald-700' : 'text-slate-500')}
        >
          <span
            aria-hidden="true"
            className={clsx(
              'grid h-4 w-4 place-items-center rounded-full text-[10px] font-bold',
              rule.met ? 'bg-emerald-600 text-white' : 'border border-slate-300',
            )}
          >
            {rule.met ? '✓' : ''}
          </span>
          {rule.label}
          <span className="sr-only">{rule.met ? '(done)' : '(not yet)'}</span>
        </li>
      ))}
    </ul>
  )
}

// Where a new unit, lesson or lesson file goes: a search box and a select of the matching courses,
// units or lessons (a choices cell given the search). Opened from a course or lesson page, the form
// starts with that parent (`initialId`) chosen; typing a search starts a new choice.
import { useEffect, useId, useState, type ReactNode } from 'react'
import { useFormContext } from 'react-hook-form'
import { controlClass } from '@/components/ui/Form/FieldShell'

export const CHOICE_SEARCH_DELAY_MS = 300

export type ChoiceQuery = { search: string | null; id: number | null }

export function ParentChoice({ name, searchLabel, initialId, children }: {
  /** The form field the chosen id goes into. */
  name: string
  searchLabel: string
  initialId: number | null
  /** The choices cell for a search (or the initial id). */
  children: (query: ChoiceQuery) => ReactNode
}) {
  const { setValue } = useFormContext()
  const id = useId()
  const [text, setText] = useState('')
  const [query, setQuery] = useState<ChoiceQuery>({ search: null, id: initialId })

  useEffect(() => {
    if (!text.trim() && query.id === initialId) return
    const timer = setTimeout(() => setQuery({ search: text.trim() || null, id: null }), CHOICE_SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text starts a new search
  }, [text])

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {searchLabel}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={100}
        placeholder="Type to search"
        onChange={(event) => {
          setText(event.target.value)
          // A new search starts a new choice: what was chosen may no longer be listed.
          setValue(name, '', { shouldDirty: true })
        }}
        className={controlClass(false)}
      />
      {children(query)}
    </div>
  )
}

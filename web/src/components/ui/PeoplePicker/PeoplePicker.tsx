// Finding people by name, e-mail or Tribe ID: the leader pickers and the bulk assignments of the
// group, success-manager, accountability and challenge pages. `document` is a query taking
// $search and answering `choices { id name email current }` (each page's own choices field, so
// each is guarded by its page's flag); `current` says where the person is now (their group, their
// manager...), so a move is never a surprise. Several may be ticked and acted on at once.
import { useLazyQuery, type DocumentNode } from '@apollo/client'
import { useState, type FormEvent } from 'react'
import { Button } from '../Button/Button'
import { controlClass } from '../Form/FieldShell'

export type PersonChoice = { id: number; name: string; email: string; current?: string | null }

export type PeoplePickerProps = {
  document: DocumentNode
  /** The search box's label, e.g. "Find members". */
  label: string
  /** The button acting on the ticked people, e.g. "Assign"; with `single`, each row's button. */
  actionLabel: string
  onPick: (people: PersonChoice[]) => void | Promise<void>
  /** One person at a time: a button per row instead of checkboxes. */
  single?: boolean
  /** What `current` means, e.g. "Group" ("Group: North"). */
  currentLabel?: string
  busy?: boolean
  /** People not to offer (already chosen). */
  exclude?: number[]
}

export function PeoplePicker({ document, label, actionLabel, onPick, single, currentLabel = 'Now', busy, exclude = [] }: PeoplePickerProps) {
  const [text, setText] = useState('')
  const [ticked, setTicked] = useState<number[]>([])
  const [search, { data, loading, error, called }] = useLazyQuery<{ choices: PersonChoice[] }>(document, { fetchPolicy: 'network-only' })
  const results = (data?.choices ?? []).filter((person) => !exclude.includes(person.id))
  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
    setTicked([])
    void search({ variables: { search: text.trim() || null } })
  }
  const toggle = (id: number) => setTicked((now) => (now.includes(id) ? now.filter((other) => other !== id) : [...now, id]))
  const act = async (people: PersonChoice[]) => {
    await onPick(people)
    setTicked([])
  }
  const inputId = `${label.replace(/\W+/g, '-')}-input`
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3">
      {/* Not a nested <form>: the picker may sit inside the group form. */}
      <div className="flex gap-2" role="search" aria-label={label}>
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <input
          id={inputId}
          type="search"
          value={text}
          placeholder={label}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onSearch(event as unknown as FormEvent)
          }}
          className={controlClass(false)}
        />
        <Button type="button" variant="secondary" onClick={onSearch as unknown as () => void} loading={loading}>
          Search
        </Button>
      </div>
      {error && <p className="mt-2 text-sm text-red-600">{error.message}</p>}
      {called && !loading && !error && !data?.choices.length && <p className="mt-2 text-sm text-slate-500">No one found</p>}
      {results.length > 0 && (
        <ul className="mt-2 divide-y divide-slate-100" aria-label={`${label}: results`}>
          {results.map((person) => (
            <li key={person.id} className="flex items-center gap-3 py-2">
              {!single && (
                <input
                  type="checkbox"
                  aria-label={`Choose ${person.name}`}
                  checked={ticked.includes(person.id)}
                  onChange={() => toggle(person.id)}
                  className="h-4 w-4 rounded border-slate-300 text-brand-600"
                />
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900">{person.name}</p>
                <p className="truncate text-xs text-slate-500">
                  {person.email}
                  {person.current ? ` · ${currentLabel}: ${person.current}` : ''}
                </p>
              </div>
              {single && (
                <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={() => void act([person])}>
                  {actionLabel}
                  <span className="sr-only"> {person.name}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!single && ticked.length > 0 && (
        <div className="mt-2 flex justify-end">
          <Button type="button" size="sm" loading={busy} onClick={() => void act(results.filter((person) => ticked.includes(person.id)))}>
            {actionLabel} {ticked.length} {ticked.length === 1 ? 'person' : 'people'}
          </Button>
        </div>
      )}
    </div>
  )
}

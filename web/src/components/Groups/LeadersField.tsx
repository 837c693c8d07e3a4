// The leaders of a group or sub-group as a form field (leaderIds): the chosen people as removable
// chips, and the people picker to add one. A user leads at most one group or sub-group: the
// server's message names anyone who already leads elsewhere, under this field.
import { gql } from '@apollo/client'
import { useState } from 'react'
import { useController, useFormContext } from 'react-hook-form'
import { Button } from '@/components/ui/Button/Button'
import { fieldErrorMessage } from '@/components/ui/Form/FieldShell'
import { PeoplePicker, type PersonChoice } from '@/components/ui/PeoplePicker/PeoplePicker'

export const GROUP_USER_CHOICES = gql`
  query GroupUserChoices($search: String) {
    choices: groupUserChoices(search: $search) {
      id
      name
      email
      current
    }
  }
`

export function LeadersField({ initial }: { initial: PersonChoice[] }) {
  const { control } = useFormContext()
  const { field, fieldState } = useController({ name: 'leaderIds', control })
  const [people, setPeople] = useState<PersonChoice[]>(initial)
  const ids: number[] = field.value ?? []
  const chosen = ids.map((id) => people.find((person) => person.id === id) ?? { id, name: `User ${id}`, email: '' })
  const message = fieldErrorMessage('Leaders', fieldState.error)
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">Leaders</legend>
      {chosen.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Chosen leaders">
          {chosen.map((person) => (
            <li key={person.id} className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pl-3 pr-1 text-sm text-slate-800">
              {person.name}
              <Button type="button" size="sm" variant="ghost" onClick={() => field.onChange(ids.filter((id) => id !== person.id))}>
                <span aria-hidden="true">×</span>
                <span className="sr-only">Remove {person.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">No leaders yet.</p>
      )}
      <PeoplePicker
        document={GROUP_USER_CHOICES}
        label="Find a leader"
        actionLabel="Add"
        single
        currentLabel="Group"
        exclude={ids}
        onPick={([person]) => {
          setPeople((now) => [...now.filter((other) => other.id !== person.id), person])
          field.onChange([...ids, person.id])
        }}
      />
      {message && <p className="text-xs font-medium text-red-600">{message}</p>}
    </fieldset>
  )
}

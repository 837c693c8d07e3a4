// The search box above the non-members and archived users lists: part of a name, e-mail or Tribe
// ID, kept in the address (?search=), back to page 1 on a new search.
import { useState, type FormEvent } from 'react'
import { setQueryParams } from '@/lib/useQueryParam'
import { Button } from '@/components/ui/Button/Button'
import { controlClass } from '@/components/ui/Form/FieldShell'

export function PeopleSearch({ label, search }: { label: string; search: string | null }) {
  const [text, setText] = useState(search ?? '')
  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    setQueryParams({ search: text.trim() || null, page: null })
  }
  const id = `${label.toLowerCase().replace(/\W+/g, '-')}-search`
  return (
    <form role="search" aria-label={label} onSubmit={onSearch} className="mb-4 flex w-full gap-2 sm:max-w-xl">
      <label htmlFor={id} className="sr-only">
        Search {label.toLowerCase()} by name, e-mail or Tribe ID
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search by name, e-mail or Tribe ID"
        className={`${controlClass(false)} min-w-0 flex-1`}
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  )
}

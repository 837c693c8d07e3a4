// A list's search box: the text lives in the address (?search=), and a new search goes back to page 1.
import { useState, type FormEvent } from 'react'
import { setQueryParams } from '@/lib/useQueryParam'
import { Button } from '../Button/Button'
import { controlClass } from '../Form/FieldShell'

export function SearchBox({ label, search, placeholder }: { label: string; search: string; placeholder?: string }) {
  const [text, setText] = useState(search)
  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    setQueryParams({ search: text.trim() || null, page: null })
  }
  return (
    <form role="search" aria-label={label} onSubmit={onSearch} className="mb-4 flex w-full gap-2 sm:max-w-md">
      <label className="sr-only" htmlFor={`${label}-search`}>
        {label}
      </label>
      <input
        id={`${label}-search`}
        type="search"
        value={text}
        placeholder={placeholder ?? 'Search'}
        onChange={(event) => setText(event.target.value)}
        className={controlClass(false)}
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  )
}

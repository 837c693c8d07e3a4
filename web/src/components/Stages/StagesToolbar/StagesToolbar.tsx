// Above the stages table: a name search kept in the address (?search=), like the table's page and
// sort; a new search goes back to page 1 in the same navigation.
import { useState, type FormEvent } from 'react'
import { setQueryParams } from '@/lib/useQueryParam'
import { Button } from '@/components/ui/Button/Button'

export function StagesToolbar({ search }: { search: string }) {
  const [text, setText] = useState(search)
  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    setQueryParams({ search: text.trim() || null, page: null })
  }
  return (
    <form role="search" aria-label="Stages" onSubmit={onSearch} className="mb-4 flex w-full gap-2 sm:max-w-md">
      <label htmlFor="stages-search" className="sr-only">
        Search stages by name
      </label>
      <input
        id="stages-search"
        type="search"
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search by name"
        className="block w-full min-w-0 rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-inset focus:ring-brand-500"
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  )
}

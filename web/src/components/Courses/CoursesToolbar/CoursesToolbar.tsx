// Above the courses table: search by name and the status filter (all live courses, published,
// draft, archived). Both live in the address (?search=, ?status=) like the table's page and sort,
// and a change goes back to page 1 in the same navigation.
import { useState, type FormEvent } from 'react'
import type { CourseStatus } from '@common/validation/courses'
import { setQueryParams } from '@/lib/useQueryParam'
import { Button } from '@/components/ui/Button/Button'
import { controlClass } from '@/components/ui/Form/FieldShell'
import { COURSE_FILTERS } from '../courseStatus'

export function CoursesToolbar({ status, search }: { status: CourseStatus | null; search: string }) {
  const [text, setText] = useState(search)
  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    setQueryParams({ search: text.trim() || null, page: null })
  }
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="sm:w-56">
        <label htmlFor="courses-status" className="mb-1.5 block text-sm font-medium text-slate-700">
          Show
        </label>
        <select
          id="courses-status"
          value={status ?? ''}
          onChange={(event) => setQueryParams({ status: event.target.value || null, page: null })}
          className={controlClass(false)}
        >
          {COURSE_FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <form role="search" aria-label="Courses" onSubmit={onSearch} className="flex w-full gap-2 sm:w-auto">
        <label htmlFor="courses-search" className="sr-only">
          Search courses by name
        </label>
        <input
          id="courses-search"
          type="search"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search by name"
          className={`${controlClass(false)} min-w-0 sm:w-64`}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
    </div>
  )
}

// Above the info logs: actor, subject, action and a range of Manila days, searched together into
// the address (back to page 1). The range is checked with the server's schema, so a reversed one
// is refused here in the same words before anything is asked.
import { Link, routes } from '@redwoodjs/router'
import { INFO_LOG_SEARCH_MAX, infoLogsFilterSchema, type InfoLogsFilterInput } from '@common/validation/reports.infoLogs'
import { DateField, Form, SelectField, SubmitButton, TextField } from '@/components/ui/Form/Form'
import { buttonClassName } from '@/components/ui/Button/Button'
import { setQueryParams } from '@/lib/useQueryParam'
import type { InfoLogsSearch } from '../infoLogsSearch'

export function InfoLogsToolbar({ search, actions }: { search: InfoLogsSearch; actions: readonly string[] }) {
  // The action in the address stays a choice even before (or without) the list of actions.
  const options = [...new Set([...actions, ...(search.action ? [search.action] : [])])].map((action) => ({ value: action, label: action }))
  const onSubmit = (values: InfoLogsSearch) => setQueryParams({ ...values, page: null })
  return (
    <Form<InfoLogsFilterInput, InfoLogsSearch>
      schema={infoLogsFilterSchema}
      onSubmit={onSubmit}
      defaultValues={{ actor: search.actor ?? '', subject: search.subject ?? '', action: search.action ?? '', from: search.from, to: search.to }}
      aria-label="Search the info logs"
      className="mb-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <TextField name="actor" label="Actor" placeholder="Name or e-mail" maxLength={INFO_LOG_SEARCH_MAX} hint="Who did it" />
        <TextField name="subject" label="Subject" placeholder="Name, e-mail or bugReport 12" maxLength={INFO_LOG_SEARCH_MAX} hint="Who or what it was about" />
        <SelectField name="action" label="Action" options={options} placeholder="Every action" />
        <DateField name="from" label="From (Manila)" />
        <DateField name="to" label="To (Manila)" />
      </div>
      <div className="flex flex-wrap gap-2">
        <SubmitButton>Search</SubmitButton>
        <Link to={routes.infoLogsReport()} className={buttonClassName('secondary', 'md')}>
          Clear
        </Link>
      </div>
    </Form>
  )
}

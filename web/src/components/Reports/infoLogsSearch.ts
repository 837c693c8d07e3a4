// The info logs report's search as the address holds it (?actor=&subject=&action=&from=&to=), and
// where its export downloads from with the same filters.
export const INFO_LOG_FILTERS = ['actor', 'subject', 'action', 'from', 'to'] as const
export type InfoLogsSearch = Record<(typeof INFO_LOG_FILTERS)[number], string | null>

/** The search in `query` (a location's search string); blank values are none. */
export function readInfoLogsSearch(query: string): InfoLogsSearch {
  const params = new URLSearchParams(query)
  return Object.fromEntries(INFO_LOG_FILTERS.map((name) => [name, params.get(name)?.trim() || null])) as InfoLogsSearch
}

/** The export of the filtered list; `as` is the role acting now (a link cannot send the x-current-role header). */
export function infoLogsExportUrl(format: 'csv' | 'xlsx', search: InfoLogsSearch, role: string | null | undefined) {
  const params = new URLSearchParams({ format })
  for (const name of INFO_LOG_FILTERS) if (search[name]) params.set(name, search[name]!)
  if (role) params.set('as', role)
  return `/api/info-logs-export?${params.toString()}`
}

// /feature-changelog (flag featureChangeLog): the staff's changelog entries, drafts too, a page at
// a time; ?page=, ?sortBy=, ?sortOrder=, ?status= and ?search= in the address are the list's
// variables. New entries and edits open in a dialog; published ones show on the public /changelog.
import { Link, routes } from '@redwoodjs/router'
import { FeatureChangelogEntriesCell } from '@/components/FeatureChangelog/FeatureChangelogEntriesCell/FeatureChangelogEntriesCell'
import { FeatureChangelogToolbar, parseChangelogStatus } from '@/components/FeatureChangelog/FeatureChangelogToolbar/FeatureChangelogToolbar'
import { NewFeatureChangelogEntry } from '@/components/FeatureChangelog/NewFeatureChangelogEntry/NewFeatureChangelogEntry'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { useQueryParam } from '@/lib/useQueryParam'

export default function FeatureChangeLogPage() {
  const { variables } = useServerTable()
  const [rawStatus] = useQueryParam('status')
  const [search] = useQueryParam('search')
  const status = parseChangelogStatus(rawStatus)
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Feature Changelog</h1>
        <NewFeatureChangelogEntry />
      </div>
      <p className="mb-6 text-sm text-slate-600">
        Published entries appear on the{' '}
        <Link to={routes.changelog()} className="font-medium text-brand-700 underline">
          public changelog
        </Link>
        , newest release first.
      </p>
      {/* Keyed by the address's search so Back and shared links refill the box. */}
      <FeatureChangelogToolbar key={search ?? ''} status={status} search={search ?? ''} />
      <FeatureChangelogEntriesCell {...variables} status={status} search={search || null} />
    </div>
  )
}

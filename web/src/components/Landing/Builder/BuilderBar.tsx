// The builder's bar: back to the funnel or list, the page's name and state, and its actions.
import { Link } from '@redwoodjs/router'
import { Button, buttonClassName } from '@/components/ui/Button/Button'
import { formatDateTime } from '@/lib/format'
import type { LandingPageFieldsFragment } from '@/types/graphql'

function StatusLine({ page, dirty }: { page: LandingPageFieldsFragment | null; dirty: boolean }) {
  const parts: string[] = []
  if (dirty) parts.push('Unsaved changes')
  else if (page?.draftUpdatedAt) parts.push(`Draft saved ${formatDateTime(page.draftUpdatedAt)}`)
  if (page?.publishedVersion) parts.push(`Version ${page.publishedVersion} is live${page.hasUnpublishedChanges ? ', the draft differs' : ''}`)
  else parts.push('Not published yet')
  return (
    <p role="status" className="text-xs text-slate-600">
      {parts.join(' · ')}
    </p>
  )
}

export type BuilderBarProps = {
  page: LandingPageFieldsFragment | null
  dirty: boolean
  name: string
  back: { to: string; label: string }
  onVersions: () => void
  onOptIns: () => void
  onSave: () => void
  onPublish: () => void
  saving: boolean
  publishing: boolean
  busy: boolean
}

export function BuilderBar({ page, dirty, name, back, onVersions, onOptIns, onSave, onPublish, saving, publishing, busy }: BuilderBarProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-200 bg-white px-4 py-2">
      <div className="min-w-0 flex-1">
        <Link to={back.to} className="text-xs font-medium text-brand-700 hover:underline">
          ← {back.label}
        </Link>
        <h1 className="truncate text-base font-semibold text-slate-900">{name}: page builder</h1>
        <StatusLine page={page} dirty={dirty} />
      </div>
      {page?.publishedVersion ? (
        <a href={page.publicPath} target="_blank" rel="noopener noreferrer" className={buttonClassName('ghost', 'sm')}>
          View live page
        </a>
      ) : null}
      <Button variant="secondary" size="sm" disabled={!page} onClick={onOptIns}>
        Sign-ups
      </Button>
      <Button variant="secondary" size="sm" disabled={!page?.versions.length} onClick={onVersions}>
        Versions
      </Button>
      <Button variant="secondary" size="sm" onClick={onSave} loading={saving} loadingLabel="Saving..." disabled={busy}>
        Save draft
      </Button>
      <Button size="sm" onClick={onPublish} loading={publishing} loadingLabel="Publishing..." disabled={busy}>
        Publish
      </Button>
    </div>
  )
}

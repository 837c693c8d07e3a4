// The page's published versions, newest first, each restorable into the draft.
import { Button } from '@/components/ui/Button/Button'
import { Modal } from '@/components/ui/Modal/Modal'
import { formatDateTime } from '@/lib/format'
import type { LandingPageFieldsFragment } from '@/types/graphql'

export function VersionsDialog({
  page,
  open,
  onClose,
  onRestore,
  busy,
}: {
  page: LandingPageFieldsFragment | null
  open: boolean
  onClose: () => void
  onRestore: (version: number) => void
  busy: boolean
}) {
  return (
    <Modal title="Published versions" open={open} onClose={onClose}>
      <ol className="divide-y divide-slate-200">
        {page?.versions.map((version) => (
          <li key={version.version} className="flex items-center justify-between gap-4 py-3">
            <div className="text-sm">
              <p className="font-medium text-slate-900">
                Version {version.version}
                {version.version === page.publishedVersion && <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs text-emerald-700">Live</span>}
              </p>
              <p className="text-slate-600">
                {formatDateTime(version.publishedAt)}
                {version.publishedBy ? ` by ${version.publishedBy}` : ''}
              </p>
            </div>
            <Button variant="secondary" size="sm" onClick={() => onRestore(version.version)} disabled={busy}>
              Restore
            </Button>
          </li>
        ))}
      </ol>
    </Modal>
  )
}

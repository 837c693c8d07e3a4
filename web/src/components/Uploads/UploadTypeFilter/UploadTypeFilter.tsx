// The spec's "Upload type" filter (members, groups, courses) as a row of toggle buttons; the
// choice lives in ?type= so a reload or a link keeps it.
import clsx from 'clsx'
import { UPLOAD_KIND_LABELS, UPLOAD_KINDS, type UploadKind } from '@common/validation/uploads'

export function UploadTypeFilter({ value, onChange }: { value: UploadKind; onChange: (kind: UploadKind) => void }) {
  return (
    <div role="group" aria-label="Upload type" className="inline-flex rounded-lg border border-slate-200 bg-white p-1 shadow-sm">
      {UPLOAD_KINDS.map((kind) => (
        <button
          key={kind}
          type="button"
          aria-pressed={kind === value}
          onClick={() => onChange(kind)}
          className={clsx(
            'rounded-md px-3 py-1.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
            kind === value ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-100',
          )}
        >
          {UPLOAD_KIND_LABELS[kind]}
        </button>
      ))}
    </div>
  )
}

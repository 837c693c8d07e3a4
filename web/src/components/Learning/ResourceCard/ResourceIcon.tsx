// A resource category's icon tile.
import clsx from 'clsx'

const ICONS: Record<string, { path: string; tone: string }> = {
  images: { path: 'M4 5h16v14H4zM4 15l4-4 5 5 3-3 4 4M15 9.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0', tone: 'bg-pink-50 text-pink-600' },
  videos: { path: 'M4 6h11v12H4zM15 10l5-3v10l-5-3', tone: 'bg-red-50 text-red-600' },
  audio: { path: 'M9 18V6l10-2v12M9 18a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0M19 16a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0', tone: 'bg-violet-50 text-violet-600' },
  presentations: { path: 'M3 4h18M5 4v11h14V4M12 15v5M8 20h8', tone: 'bg-orange-50 text-orange-600' },
  spreadsheets: { path: 'M4 4h16v16H4zM4 10h16M4 15h16M10 4v16', tone: 'bg-emerald-50 text-emerald-600' },
  documents: { path: 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M9 13h6M9 17h6', tone: 'bg-blue-50 text-blue-600' },
  pdf: { path: 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M8 15h8', tone: 'bg-rose-50 text-rose-600' },
  archive: { path: 'M4 7h16v13H4zM3 4h18v3H3zM10 11h4', tone: 'bg-amber-50 text-amber-700' },
  webLink: { path: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1', tone: 'bg-sky-50 text-sky-600' },
}

export function ResourceIcon({ category, className }: { category: string; className?: string }) {
  const icon = ICONS[category] ?? ICONS.documents
  return (
    <span aria-hidden="true" className={clsx('grid shrink-0 place-items-center rounded-lg', icon.tone, className ?? 'h-11 w-11')}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" className="h-6 w-6">
        <path d={icon.path} />
      </svg>
    </span>
  )
}

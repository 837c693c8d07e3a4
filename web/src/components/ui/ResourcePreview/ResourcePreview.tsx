// A resource shown in the page as a member or staff sees it: a picture, a PDF, a player or an
// embedded video, decided by lib/resourceCategories' resourcePreview. The member's page gives the
// preview a little more height than the back office's, and each says in its own words what to do
// when a browser cannot show the file (`fallback`).
import type { ReactNode } from 'react'
import type { ResourcePreview as Preview } from '@/lib/resourceCategories'

const HEIGHTS = {
  member: { image: 'max-h-[70vh]', pdf: 'h-[75vh]' },
  staff: { image: 'max-h-[60vh]', pdf: 'h-[70vh]' },
} as const

type Props = { preview: Preview; title: string; size: keyof typeof HEIGHTS; fallback: ReactNode }

export function ResourcePreview({ preview, title, size, fallback }: Props) {
  const label = `${title}: preview`
  const heights = HEIGHTS[size]
  switch (preview.kind) {
    case 'image':
      return <img src={preview.src} alt={title} className={`mx-auto ${heights.image} w-auto max-w-full rounded-xl border border-slate-200 bg-white object-contain`} />
    case 'pdf':
      return <iframe src={preview.src} title={label} className={`${heights.pdf} w-full rounded-xl border border-slate-200 bg-white`} />
    case 'video':
      return <video controls preload="metadata" src={preview.src} aria-label={label} className="aspect-video w-full rounded-xl bg-black" />
    case 'audio':
      return <audio controls preload="metadata" src={preview.src} aria-label={label} className="w-full" />
    case 'embed':
      return (
        <iframe
          src={preview.src}
          title={label}
          loading="lazy"
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          className="aspect-video w-full rounded-xl bg-black"
        />
      )
    default:
      return fallback
  }
}

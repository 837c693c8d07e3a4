// A course's picture, or (no picture, or one that fails to load) a coloured tile with its initials,
// so a card never shows a broken image.
import clsx from 'clsx'
import { useState } from 'react'

const TILES = ['from-brand-500 to-brand-700', 'from-emerald-500 to-teal-700', 'from-amber-500 to-orange-600', 'from-fuchsia-500 to-purple-700', 'from-sky-500 to-indigo-600']

export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[A-Za-z0-9]/.test(word))
  return words
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('')
}

/** A stable tile colour for a name. */
export function tileFor(name: string): string {
  let hash = 0
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return TILES[hash % TILES.length]
}

export function CourseThumbnail({ name, url, className }: { name: string; url?: string | null; className?: string }) {
  const [failed, setFailed] = useState(false)
  if (url && !failed) {
    return <img src={url} alt="" loading="lazy" onError={() => setFailed(true)} className={clsx('aspect-video w-full bg-slate-100 object-cover', className)} />
  }
  return (
    <div aria-hidden="true" className={clsx('flex aspect-video w-full items-center justify-center bg-gradient-to-br text-3xl font-semibold tracking-wide text-white/90', tileFor(name), className)}>
      {initials(name)}
    </div>
  )
}

export default CourseThumbnail

import clsx from 'clsx'
import { useEffect, useState } from 'react'

/** Up to two initials from a name: 'Juan dela Cruz' -> 'JC'; '' -> '?'. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const first = words[0][0]
  const last = words.length > 1 ? words[words.length - 1][0] : ''
  return (first + last).toUpperCase()
}

const SIZES = { sm: 'h-8 w-8 text-xs', md: 'h-10 w-10 text-sm', lg: 'h-16 w-16 text-lg' }

/** A round avatar: the image when it loads, otherwise the name's initials. */
export function Avatar({ src, name, size = 'md', className }: { src?: string | null; name: string; size?: 'sm' | 'md' | 'lg'; className?: string }) {
  const [failed, setFailed] = useState(false)
  useEffect(() => setFailed(false), [src])
  const base = clsx('inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full', SIZES[size], className)

  if (src && !failed) {
    return <img src={src} alt={name} onError={() => setFailed(true)} className={clsx(base, 'object-cover')} />
  }
  return (
    <span role="img" aria-label={name} className={clsx(base, 'bg-brand-100 font-semibold text-brand-700')}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  )
}

export default Avatar

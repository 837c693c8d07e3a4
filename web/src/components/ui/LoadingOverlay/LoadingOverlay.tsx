import { useEffect, useState } from 'react'
import clsx from 'clsx'
import { Spinner } from '../Spinner/Spinner'

/** How long the overlay stays by default (ms). */
export const LOADING_OVERLAY_DURATION_MS = 5000
/** How long it stays on the splash layout (ms). */
export const SPLASH_OVERLAY_DURATION_MS = 3000
/** Fade-out time before it leaves the DOM (ms). */
export const LOADING_OVERLAY_FADE_MS = 300

/** Props of LoadingOverlay. */
export type LoadingOverlayProps = {
  text?: string
  /** Shown for this long (ms); default 5000, or 3000 for the splash variant. */
  duration?: number
  variant?: 'default' | 'splash'
  /** Called once the overlay has faded out and been removed. */
  onHidden?: () => void
}

/** A full-screen overlay with a spinner and text; it fades after its duration and unmounts 300 ms later. */
export function LoadingOverlay({ text = 'Loading...', duration, variant = 'default', onHidden }: LoadingOverlayProps) {
  const shownFor = duration ?? (variant === 'splash' ? SPLASH_OVERLAY_DURATION_MS : LOADING_OVERLAY_DURATION_MS)
  const [phase, setPhase] = useState<'shown' | 'fading' | 'gone'>('shown')

  useEffect(() => {
    setPhase('shown')
    const fade = setTimeout(() => setPhase('fading'), shownFor)
    const remove = setTimeout(() => {
      setPhase('gone')
      onHidden?.()
    }, shownFor + LOADING_OVERLAY_FADE_MS)
    return () => {
      clearTimeout(fade)
      clearTimeout(remove)
    }
    // onHidden is a notification; a new function identity must not restart the timers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownFor, text])

  if (phase === 'gone') return null
  return (
    <div
      role="status"
      aria-live="polite"
      data-phase={phase}
      className={clsx(
        'fixed inset-0 z-[100] flex flex-col items-center justify-center gap-4 bg-white/90 backdrop-blur-sm transition-opacity duration-300',
        phase === 'fading' ? 'opacity-0' : 'opacity-100',
      )}
    >
      <Spinner size="lg" className="text-brand-600" />
      <p className="max-w-[350px] px-4 text-center text-sm font-medium text-slate-700">{text}</p>
    </div>
  )
}

export default LoadingOverlay

// The wrapper of the free-training pages: logo header, the splash loading overlay (3000 ms) and
// the social-preview metadata of the 3-part work-from-home training.
import { useEffect, type ReactNode } from 'react'
import { Link } from '@redwoodjs/router'
import { TRAINING_META } from '@/components/Training/trainingMeta'
import { LoadingOverlay } from '@/components/ui/LoadingOverlay/LoadingOverlay'
import { Logo } from '@/components/ui/Logo/Logo'
import { applyMeta } from '@/lib/socialMeta'

export default function SplashLayout({ children }: { children?: ReactNode }) {
  useEffect(() => applyMeta(TRAINING_META), [])
  return (
    <div className="min-h-screen bg-white">
      <LoadingOverlay variant="splash" />
      <header className="border-b border-slate-100">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <Link to="/" className="rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
            <Logo />
          </Link>
        </div>
      </header>
      <main id="main">{children}</main>
    </div>
  )
}

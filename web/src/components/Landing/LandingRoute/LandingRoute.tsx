// The landing page at the current path, without Apollo (lib/publicPage.ts): the page from the HTML
// or GET /api/public-page, a skeleton while it comes, the failure with a retry, and `missing` when
// the server has no landing page here.
import type { ReactNode } from 'react'
import { useLocation } from '@redwoodjs/router'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'
import { PublicShell } from '@/components/ui/PublicShell/PublicShell'
import { usePublicPage } from '@/lib/publicPage'
import { LandingView } from '../LandingView/LandingView'

export function LandingRoute({ missing }: { missing: ReactNode }) {
  const { pathname } = useLocation()
  const state = usePublicPage(pathname)
  if (state.status === 'ready' && state.page.content.kind === 'landing') return <LandingView content={state.page.content} title={state.page.title} />
  if (state.status === 'missing' || state.status === 'ready') return <>{missing}</>
  return (
    <PublicShell>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        {state.status === 'error' ? (
          <LoadFailure error={state.error} refetch={state.retry} what="this page" />
        ) : (
          <div role="status" aria-label="Loading" className="space-y-4">
            <div className="h-12 w-3/4 animate-pulse rounded bg-slate-200" />
            <div className="h-5 w-1/2 animate-pulse rounded bg-slate-200" />
            <div className="h-48 animate-pulse rounded bg-slate-200" />
          </div>
        )}
      </div>
    </PublicShell>
  )
}

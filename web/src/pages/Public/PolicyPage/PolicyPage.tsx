// /terms-conditions, /privacy-policy and /refund-policy (docs/product.md, "Public pages"): the
// policy staff wrote on /default-settings, with the day it was last saved. Public, without Apollo:
// the content comes with the page's HTML or from GET /api/public-page (lib/publicPage.ts).
import { useLocation } from '@redwoodjs/router'
import { POLICY_TITLES } from '@common/publicPages'
import { NotFound } from '@/components/ui/NotFound/NotFound'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'
import { LazyMarkdown } from '@/components/ui/Markdown/LazyMarkdown'
import { PublicShell } from '@/components/ui/PublicShell/PublicShell'
import { formatDate } from '@/lib/format'
import { usePublicPage } from '@/lib/publicPage'

export default function PolicyPage() {
  const { pathname } = useLocation()
  const state = usePublicPage(pathname)
  if (state.status === 'missing') return <NotFound />
  return (
    <PublicShell>
      <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        {state.status === 'ready' && state.page.content.kind === 'policy' ? (
          <>
            <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{POLICY_TITLES[state.page.content.name]}</h1>
            <p className="mt-2 text-sm text-slate-500">Last updated {formatDate(state.page.content.updatedAt)}</p>
            <LazyMarkdown className="mt-8">{state.page.content.markdown}</LazyMarkdown>
          </>
        ) : state.status === 'error' ? (
          <LoadFailure error={state.error} refetch={state.retry} what="this page" />
        ) : (
          <div role="status" aria-label="Loading" className="space-y-4">
            <div className="h-9 w-2/3 animate-pulse rounded bg-slate-200" />
            <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
            <div className="h-40 animate-pulse rounded bg-slate-200" />
          </div>
        )}
      </article>
    </PublicShell>
  )
}

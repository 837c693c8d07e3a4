// /free-training-beginner[/{id}] and /free-training-experienced[/{id}] (docs/product.md, "Free
// training"): part {id} (1 to 3) of the track's video series, the parts to move between, and the
// 3-day live workshop: each day's Zoom link while it is live, its recording afterwards, its freebie.
// With the workshop switched off the page still sells the series. Public, without Apollo.
import { lazy, Suspense } from 'react'
import { Link, useLocation } from '@redwoodjs/router'
import { TRAINING_TRACK_PATHS, TRAINING_TRACK_TITLES, type TrainingContent } from '@common/publicPages'
import { hasRegistered } from '@/components/Training/registered'
import { WorkshopDays } from '@/components/Landing/WorkshopDays/WorkshopDays'
import { buttonClassName } from '@/components/ui/Button/Button'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'
import { NotFound } from '@/components/ui/NotFound/NotFound'
import { PublicShell } from '@/components/ui/PublicShell/PublicShell'
import { usePublicPage } from '@/lib/publicPage'

const VideoPlayer = lazy(() => import('@/components/ui/VideoPlayer/VideoPlayer'))

const partPath = (content: TrainingContent, part: number) => `${TRAINING_TRACK_PATHS[content.track]}/${part}`

export default function TrainingTrackPage() {
  const { pathname, search } = useLocation()
  const state = usePublicPage(pathname)
  if (state.status === 'missing') return <NotFound />
  const content = state.status === 'ready' && state.page.content.kind === 'training' ? state.page.content : null
  const shown = content?.parts[content.part - 1]
  const justRegistered = new URLSearchParams(search).get('registered') === '1'
  return (
    <PublicShell>
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
        {justRegistered && (
          <p role="status" className="mb-6 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-800">
            You are registered. We sent the links to your e-mail: start with part 1 below.
          </p>
        )}
        {content ? (
          <>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
              {TRAINING_TRACK_TITLES[content.track]}
            </p>
            <h1 className="mt-2 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
              {shown ? `Part ${content.part}: ${shown.title}` : 'The videos are on their way'}
            </h1>
            <div className="mt-6 aspect-video overflow-hidden rounded-2xl bg-slate-900">
              {shown?.video ? (
                <Suspense fallback={<div className="h-full w-full animate-pulse bg-slate-800" />}>
                  <VideoPlayer video={shown.video} title={`Part ${content.part}: ${shown.title}`} onEnded={() => {}} />
                </Suspense>
              ) : (
                <p className="grid h-full place-items-center p-6 text-center text-slate-200">This part has no video yet. Check your e-mail: we will send it as soon as it is ready.</p>
              )}
            </div>
            {shown?.summary && <p className="mt-4 text-slate-700">{shown.summary}</p>}

            <nav aria-label="Parts of the series" className="mt-8">
              <ol className="grid gap-3 sm:grid-cols-3">
                {content.parts.map((part) => (
                  <li key={part.number}>
                    <Link
                      to={partPath(content, part.number)}
                      aria-current={part.number === content.part ? 'page' : undefined}
                      className={`block h-full rounded-xl border p-4 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${
                        part.number === content.part ? 'border-brand-500 bg-brand-50' : 'border-slate-200 bg-white hover:border-brand-300'
                      }`}
                    >
                      <span className="block font-semibold text-slate-900">Part {part.number}</span>
                      <span className="mt-1 block text-slate-600">{part.title}</span>
                    </Link>
                  </li>
                ))}
              </ol>
            </nav>

            {content.workshop && <WorkshopDays workshop={content.workshop} />}

            <section aria-labelledby="join" className="mt-10 rounded-2xl bg-slate-900 p-6 text-white sm:p-8">
              <h2 id="join" className="text-xl font-semibold">
                Ready for more than three videos?
              </h2>
              <p className="mt-2 max-w-2xl text-slate-300">
                Join the Tribe: full courses, coaches, weekly events and an accountability group to keep you going, paid in full or in instalments.
              </p>
              <div className="mt-5 flex flex-wrap gap-3">
                <Link to={content.offerPath} className={buttonClassName('primary', 'md')}>
                  Join the Tribe
                </Link>
                {!hasRegistered() && !justRegistered && (
                  <Link to="/free-training" className="inline-flex items-center rounded-lg px-3 font-medium text-white underline hover:text-brand-100">
                    Register for the live workshop
                  </Link>
                )}
              </div>
            </section>
          </>
        ) : state.status === 'error' ? (
          <LoadFailure error={state.error} refetch={state.retry} what="the training" />
        ) : (
          <div role="status" aria-label="Loading" className="space-y-4">
            <div className="h-8 w-2/3 animate-pulse rounded bg-slate-200" />
            <div className="aspect-video animate-pulse rounded-2xl bg-slate-200" />
          </div>
        )}
      </div>
    </PublicShell>
  )
}

// /free-training (docs/product.md, "Free training"): what the free training is, the registration,
// and the two tracks' 3-part series. Public, without Apollo (lib/publicPage.ts): the words above the
// fold are the page's own, so the first screen waits neither for the content nor for the form.
import { lazy, Suspense } from 'react'
import { Link } from '@redwoodjs/router'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'
import { PublicShell } from '@/components/ui/PublicShell/PublicShell'
import { usePublicPage } from '@/lib/publicPage'
import { useAfterFirstPaint } from '@/lib/useAfterFirstPaint'

// The form's code (react-hook-form, zod) is its own chunk, asked for once the hero has painted: the
// front door's first screen stays under 100 KB (scripts/bench-bundle.ts) and nothing competes with
// the words for the phone's connection (docs/benchmarks.md, "Public pages: Lighthouse").
const RegistrationForm = lazy(() => import('@/components/Training/RegistrationForm/RegistrationForm'))

/** The form's place while its code arrives: the same height, so nothing below it moves. */
const FormPlaceholder = () => <div aria-busy="true" aria-label="Loading the form" className="h-[22.5rem] animate-pulse rounded-lg bg-slate-100" />

const PROMISES = [
  'Which freelancing work clients pay Filipinos for, and how to start with the skills you have',
  'A profile and a proposal that get replies, and how to get paid safely',
  'A 3-day live workshop on Zoom with Tribe coaches, with recordings and freebies',
]

export default function FreeTrainingPage() {
  const state = usePublicPage('/free-training')
  const showForm = useAfterFirstPaint()
  const tracks = state.status === 'ready' && state.page.content.kind === 'training-landing' ? state.page.content.tracks : null
  return (
    <PublicShell>
      <section className="bg-gradient-to-br from-brand-700 via-brand-600 to-brand-900 text-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_26rem] lg:py-16">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">Free 3-part training</p>
            <h1 className="mt-3 text-3xl font-semibold leading-tight sm:text-4xl">Start freelancing from home, with a community behind you</h1>
            <p className="mt-4 max-w-xl text-lg text-brand-50">
              Three short videos and a live 3-day workshop from Tribe, the learning community of Filipino freelancers and work-from-home professionals.
            </p>
            <ul className="mt-8 space-y-3">
              {PROMISES.map((promise) => (
                <li key={promise} className="flex gap-3">
                  <span aria-hidden="true" className="mt-0.5 grid h-6 w-6 shrink-0 place-items-center rounded-full bg-white/15 text-sm">
                    ✓
                  </span>
                  <span>{promise}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl bg-white p-6 text-slate-900 shadow-xl">
            <h2 className="text-xl font-semibold">Get the free training</h2>
            <p className="mt-1 text-sm text-slate-600">We e-mail you the videos and the workshop dates. No payment needed.</p>
            <div className="mt-5">
              {showForm ? (
                <Suspense fallback={<FormPlaceholder />}>
                  <RegistrationForm />
                </Suspense>
              ) : (
                <FormPlaceholder />
              )}
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="tracks" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="tracks" className="text-2xl font-semibold text-slate-900">
          Two series: pick yours
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          {(tracks ?? []).map((track) => (
            <article key={track.track} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6">
              <h3 className="text-lg font-semibold text-slate-900">{track.title}</h3>
              {track.workshopLive && <p className="mt-2 inline-flex w-fit rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-700">Workshop live now</p>}
              <ol className="mt-4 flex-1 space-y-2 text-slate-700">
                {track.parts.map((title, index) => (
                  <li key={title}>
                    <span className="font-medium text-slate-900">Part {index + 1}:</span> {title}
                  </li>
                ))}
              </ol>
              <Link to={track.path} className="mt-6 font-medium text-brand-700 hover:text-brand-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
                Watch part 1 <span aria-hidden="true">→</span>
                <span className="sr-only"> of the {track.title}</span>
              </Link>
            </article>
          ))}
          {!tracks && state.status !== 'error' && <div role="status" aria-label="Loading" className="h-48 animate-pulse rounded-2xl bg-slate-200 md:col-span-2" />}
          {state.status === 'error' && (
            <div className="md:col-span-2">
              <LoadFailure error={state.error} refetch={state.retry} what="the series" />
            </div>
          )}
        </div>
      </section>
    </PublicShell>
  )
}

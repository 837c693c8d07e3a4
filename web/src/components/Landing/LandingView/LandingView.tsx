// A published landing page as visitors see it: the public frame, then its blocks. A closed funnel's
// page says so first and offers its waitlist (the opt-in form, which the server keeps as a
// waitlist entry while the funnel is closed).
import { lazy, Suspense } from 'react'
import type { LandingContent } from '@common/landingPages'
import { PublicShell } from '@/components/ui/PublicShell/PublicShell'
import { LandingBlocks } from '../LandingBlocks/LandingBlocks'
import { LandingDataProvider } from '../landingData'

const OptInForm = lazy(() => import('../OptInForm/OptInForm'))

function Waitlist({ title, pageId, headingLevel }: { title: string; pageId: number; headingLevel: 'h1' | 'h2' }) {
  const Heading = headingLevel
  return (
    <section id="waitlist" aria-labelledby="waitlist-heading" className="bg-amber-50 px-4 py-10 sm:px-6 sm:py-14">
      <div className="mx-auto max-w-xl">
        <Heading id="waitlist-heading" className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          {headingLevel === 'h1' ? title : 'Enrolment is closed for now'}
        </Heading>
        <p className="mt-3 text-slate-700">
          {headingLevel === 'h1' && 'Enrolment is closed for now. '}
          Leave your name, e-mail and mobile number and we will tell you first when it opens again.
        </p>
        <div className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <Suspense fallback={<div aria-busy="true" className="h-64" />}>
            <OptInForm pageId={pageId} buttonLabel="Join the waitlist" successMessage="You are on the waitlist. We will tell you as soon as enrolment opens." />
          </Suspense>
        </div>
      </div>
    </section>
  )
}

export function LandingView({ content, title }: { content: LandingContent; title: string }) {
  // The page's own opening (a Hero) holds its h1; without one, the waitlist's heading is the page's.
  const hasHero = content.document.content.some((block) => block.type === 'Hero')
  return (
    <LandingDataProvider value={content}>
      <PublicShell>
        {content.closed && <Waitlist title={title} pageId={content.pageId} headingLevel={hasHero ? 'h2' : 'h1'} />}
        <LandingBlocks document={content.document} />
      </PublicShell>
    </LandingDataProvider>
  )
}

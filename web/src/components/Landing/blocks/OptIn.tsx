import { lazy, Suspense } from 'react'
import type { BlockProps } from '@common/landingPages'
import { useAfterFirstPaint } from '@/lib/useAfterFirstPaint'
import { useLandingData } from '../landingData'
import { Section } from './Section'

const OptInForm = lazy(() => import('../OptInForm/OptInForm'))

/** A short pitch and the opt-in form (its code is asked for after the page's first paint). */
export function OptIn({ heading, text, buttonLabel, successMessage }: BlockProps<'OptIn'>) {
  const { pageId, editing } = useLandingData()
  const painted = useAfterFirstPaint()
  const waiting = <div aria-busy="true" className="h-64" />
  return (
    <Section heading={heading || undefined} tone="tint" className="max-w-xl">
      {text && <p className="mb-6 whitespace-pre-line text-slate-700">{text}</p>}
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        {painted ? (
          <Suspense fallback={waiting}>
            <OptInForm
              pageId={pageId}
              editing={editing}
              buttonLabel={buttonLabel || 'Send'}
              successMessage={successMessage || 'Thank you! Check your e-mail and your phone: we will be in touch soon.'}
            />
          </Suspense>
        ) : (
          waiting
        )}
      </div>
    </Section>
  )
}

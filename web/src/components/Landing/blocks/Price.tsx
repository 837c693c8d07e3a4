import type { BlockProps, LandingOffer } from '@common/landingPages'
import { buttonClassName } from '@/components/ui/Button/Button'
import { formatPeso } from '@/lib/format'
import { useLandingData } from '../landingData'
import { Section } from './Section'

const every = (term: LandingOffer['terms'][number]) =>
  term.intervalCount === 1 ? `every ${term.intervalUnit}` : `every ${term.intervalCount} ${term.intervalUnit}s`

/** How a term is paid, in words: in full, or the first payment today and the rest after it. */
export function termWords(term: LandingOffer['terms'][number]): string {
  if (term.numberOfPayments <= 1) return 'One payment'
  return `${formatPeso(term.dueNow)} today, then ${term.numberOfPayments - 1} more ${every(term)}`
}

/**
 * The funnel's price and payment terms as the server quotes them (never typed into the page), each
 * with its checkout button. A closed funnel says so and points at the waitlist.
 */
export function Price({ heading, funnelId, buttonLabel }: BlockProps<'Price'>) {
  const data = useLandingData()
  const offer = data.offers[funnelId || data.funnelId || '']
  if (!offer) {
    return (
      <Section heading={heading || undefined}>
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {data.editing ? 'Choose the funnel whose price this block shows.' : 'This offer is not available.'}
        </p>
      </Section>
    )
  }
  return (
    <Section heading={heading || undefined} tone="tint" className="max-w-5xl">
      <p className="mb-6 text-lg text-slate-700">{offer.productName}</p>
      {offer.isOpen ? (
        <ul className="flex flex-wrap justify-center gap-4">
          {offer.terms.map((term) => (
            <li key={term.id} className="flex w-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:w-72">
              <h3 className="font-semibold text-slate-900">{term.name}</h3>
              <p className="mt-2 text-3xl font-bold text-slate-900">{formatPeso(term.total)}</p>
              <p className="mt-1 flex-1 text-sm text-slate-600">{termWords(term)}</p>
              <a
                href={`${offer.checkoutPath}${offer.checkoutPath.includes('?') ? '&' : '?'}term=${encodeURIComponent(term.id)}`}
                className={buttonClassName('primary', 'md', 'mt-5 w-full')}
              >
                {buttonLabel || 'Enrol now'}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
          <p className="font-semibold text-slate-900">Enrolment is closed for now.</p>
          {/* On the funnel's own page the waitlist form is above; elsewhere the funnel's page has it. */}
          <a href={offer.funnelId === data.funnelId ? '#waitlist' : offer.checkoutPath} className={buttonClassName('secondary', 'md', 'mt-4')}>
            {offer.funnelId === data.funnelId ? 'Join the waitlist' : 'See what comes next'}
          </a>
        </div>
      )}
    </Section>
  )
}

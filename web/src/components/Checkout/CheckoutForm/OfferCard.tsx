// The offer being bought: funnel, product, its description and how long access lasts.
import type { Offer } from '../offer'

export function OfferCard({ offer }: { offer: Offer }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="text-sm font-medium text-brand-700">{offer.funnelName}</p>
      <h1 id="offer-title" className="mt-1 text-2xl font-semibold tracking-tight text-slate-900">
        {offer.productName}
      </h1>
      {offer.productDescription && <p className="mt-3 whitespace-pre-line text-slate-600">{offer.productDescription}</p>}
      <p className="mt-4 text-sm text-slate-500">
        {offer.validityByDays ? `${offer.validityByDays} days of access from the day you pay.` : 'Lifetime access.'}
      </p>
    </div>
  )
}

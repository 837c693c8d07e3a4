// /affiliate/payout (login only; a separate private route of the affiliate's): where to be paid,
// the next payout and the payouts so far.
import { AffiliatePayoutCell } from '@/components/Affiliates/AffiliatePayoutCell/AffiliatePayoutCell'

export default function AffiliatePayoutPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="mb-2 text-2xl font-semibold tracking-tight text-slate-900">Payout</h1>
      <p className="mb-6 max-w-3xl text-sm text-slate-600">Approved commission is paid out to your GCash or bank account once it reaches the minimum payout.</p>
      <AffiliatePayoutCell />
    </div>
  )
}

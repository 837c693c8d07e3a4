// /checkout/closed: where a closed (or no longer sold) funnel's checkout sends buyers.
import { routes } from '@redwoodjs/router'
import { PageShell } from '@/components/ui/PageShell/PageShell'
import { PublicShell } from '@/components/ui/PublicShell/PublicShell'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'

export const CHECKOUT_CLOSED_TITLE = 'This offer is closed'

export default function CheckoutClosedPage() {
  return (
    <PublicShell>
      <PageShell className="max-w-3xl">
        <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
          <EmptyState
            title={CHECKOUT_CLOSED_TITLE}
            description="Enrolment for this offer has ended. Watch our page for the next opening, or ask our team about other ways to join."
            action={{ label: 'Go to Home', to: routes.home() }}
          />
        </div>
      </PageShell>
    </PublicShell>
  )
}

// /checkout/{funnelId}: a funnel's public checkout (no sign-in needed to look; sign in to pay).
import { PageShell } from '@/components/ui/PageShell/PageShell'
import { PublicShell } from '@/components/ui/PublicShell/PublicShell'
import { CheckoutCell } from '@/components/Checkout/CheckoutCell/CheckoutCell'

export default function CheckoutPage({ funnelId }: { funnelId: string }) {
  return (
    <PublicShell>
      <PageShell className="max-w-5xl">
        <CheckoutCell funnelId={funnelId} />
      </PageShell>
    </PublicShell>
  )
}

// /checkout/test-provider/{sessionId}: the built-in test provider's hosted page.
import { PageShell } from '@/components/ui/PageShell/PageShell'
import { PublicShell } from '@/components/ui/PublicShell/PublicShell'
import { TestProviderCell } from '@/components/Checkout/TestProviderCell/TestProviderCell'

export default function TestProviderPage({ sessionId }: { sessionId: string }) {
  return (
    <PublicShell>
      <PageShell className="max-w-5xl">
        <TestProviderCell id={sessionId} />
      </PageShell>
    </PublicShell>
  )
}

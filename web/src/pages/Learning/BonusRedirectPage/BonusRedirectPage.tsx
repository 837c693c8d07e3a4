// /bonus (public): Bonuses leads to the bonus content the settings name.
import { BonusRedirectCell } from '@/components/Learning/BonusRedirectCell/BonusRedirectCell'
import { PageShell } from '@/components/ui/PageShell/PageShell'
import { PublicShell } from '@/components/ui/PublicShell/PublicShell'

export default function BonusRedirectPage() {
  return (
    <PublicShell>
      <PageShell className="max-w-3xl">
        <BonusRedirectCell />
      </PageShell>
    </PublicShell>
  )
}

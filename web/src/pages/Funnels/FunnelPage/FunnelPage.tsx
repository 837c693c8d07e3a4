// /funnels/{id}: one funnel with its terms, coupons and checkout link.
import { FunnelCell } from '@/components/Funnels/FunnelCell/FunnelCell'

export default function FunnelPage({ id }: { id: string }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <FunnelCell id={id} />
    </div>
  )
}

// /funnels/{funnelId}/coupons/new (no flag of its own: guarded by editProduct).
import { NewCouponCell } from '@/components/Coupons/NewCouponCell/NewCouponCell'

export default function NewCouponPage({ funnelId }: { funnelId: string }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <NewCouponCell funnelId={funnelId} />
    </div>
  )
}

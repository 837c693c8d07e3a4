// /funnels/{funnelId}/coupons/{id} (no flag of its own: guarded by funnel).
import { CouponCell } from '@/components/Coupons/CouponCell/CouponCell'

export default function CouponPage({ id }: { funnelId: string; id: number }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <CouponCell id={id} />
    </div>
  )
}

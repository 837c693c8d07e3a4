// /coupons/{id}/edit (no flag of its own: guarded by editProduct).
import { EditCouponCell } from '@/components/Coupons/EditCouponCell/EditCouponCell'

export default function EditCouponPage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <EditCouponCell id={id} />
    </div>
  )
}

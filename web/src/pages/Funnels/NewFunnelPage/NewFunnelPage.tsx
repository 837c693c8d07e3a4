// /funnels/new/{productId} (no flag of its own: guarded by newProduct; saving needs product_create).
import { NewFunnelCell } from '@/components/Funnels/NewFunnelCell/NewFunnelCell'

export default function NewFunnelPage({ productId }: { productId: number }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <NewFunnelCell productId={productId} />
    </div>
  )
}

// /products/{id}: one product with its courses and funnels.
import { ProductCell } from '@/components/Products/ProductCell/ProductCell'

export default function ProductPage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <ProductCell id={id} />
    </div>
  )
}

// /products/{id}/edit (editProduct).
import { EditProductCell } from '@/components/Products/EditProductCell/EditProductCell'

export default function EditProductPage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <EditProductCell id={id} />
    </div>
  )
}

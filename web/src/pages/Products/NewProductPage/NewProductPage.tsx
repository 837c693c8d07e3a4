// /products/new (route guarded by the newProduct page flag; saving needs product_create).
import { NewProduct } from '@/components/Products/NewProduct/NewProduct'

export default function NewProductPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <NewProduct />
    </div>
  )
}

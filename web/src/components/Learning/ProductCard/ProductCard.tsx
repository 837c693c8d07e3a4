// A product the member holds: its name, since when, until when (or Lifetime), Active or Expired,
// and the courses it grants with the member's progress in each.
import { Link, routes } from '@redwoodjs/router'
import { formatDate } from '@/lib/format'
import { Badge } from '@/components/ui/Badge/Badge'
import { CourseThumbnail } from '../CourseThumbnail/CourseThumbnail'
import { ProgressBar } from '@/components/ui/ProgressBar/ProgressBar'
import type { CourseProgress } from '../types'

export type ProductView = {
  subscriptionId: number
  productId: number
  name: string
  funnelName: string | null
  startedAt: string
  expiry: string | null
  lifetime: boolean
  /** Active or Expired. */
  status: string
  courses: CourseProgress[]
}

/** 'Lifetime' or the expiry date. */
export function expiryLabel(product: Pick<ProductView, 'lifetime' | 'expiry'>): string {
  return product.lifetime || !product.expiry ? 'Lifetime' : formatDate(product.expiry)
}

function CourseRow({ course }: { course: CourseProgress }) {
  return (
    <li className="relative flex items-center gap-3 rounded-lg p-2 hover:bg-slate-50 focus-within:ring-2 focus-within:ring-brand-500">
      <CourseThumbnail name={course.name} url={course.thumbnailUrl} className="w-20 shrink-0 rounded-md text-base sm:w-24" />
      <div className="min-w-0 flex-1 space-y-1.5">
        <Link to={routes.viewCourse({ id: course.id })} className="block text-sm font-medium text-slate-900 hover:text-brand-700 focus:outline-none after:absolute after:inset-0 after:content-['']">
          {course.name}
        </Link>
        <ProgressBar percentage={course.percentage} label={`${course.name} progress`} />
      </div>
    </li>
  )
}

export function ProductCard({ product }: { product: ProductView }) {
  const active = product.status === 'Active'
  return (
    <article className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <header className="flex flex-col gap-3 border-b border-slate-100 p-5 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900">{product.name}</h2>
          {product.funnelName && <p className="text-sm text-slate-500">{product.funnelName}</p>}
        </div>
        <Badge tone={active ? 'success' : 'error'} className="self-start">
          {product.status}
        </Badge>
      </header>
      <dl className="grid grid-cols-2 gap-4 px-5 py-4 text-sm">
        <div>
          <dt className="text-slate-500">Started</dt>
          <dd className="font-medium text-slate-900">{formatDate(product.startedAt)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{active ? 'Expires' : 'Expired'}</dt>
          <dd className="font-medium text-slate-900">{expiryLabel(product)}</dd>
        </div>
      </dl>
      <div className="border-t border-slate-100 px-3 py-3">
        {product.courses.length > 0 ? (
          <>
            <h3 className="px-2 pb-1 text-xs font-medium uppercase tracking-wide text-slate-500">Courses</h3>
            <ul className="space-y-1">
              {product.courses.map((course) => (
                <CourseRow key={course.id} course={course} />
              ))}
            </ul>
          </>
        ) : (
          <p className="px-2 py-2 text-sm text-slate-500">
            {active ? 'No courses in this product yet.' : 'This product has expired: renew it to open its courses again.'}
          </p>
        )}
      </div>
    </article>
  )
}

export default ProductCard

// Who sees which button of the catalog back office (products, funnels, coupons): the page flags
// decide the pages (the routes' guards); the create buttons also need their function flags
// (docs/product.md, "Page access": product_create shows Add New Product and Add Funnel). Payment
// terms have their own access helper (components/PaymentTerms/paymentTermAccess.ts, as the
// scaffold writes it). The API refuses the same calls.
import type { CurrentUser } from '@common/currentUser'
import type { PageFlag } from '@common/permissions'
import { formatPeso } from './format'

type Access = Pick<CurrentUser, 'pageAccess' | 'functionAccess'> | null | undefined

export const canOpen = (user: Access, page: PageFlag) => user?.pageAccess[page] === true

export const canCreateProduct = (user: Access) => canOpen(user, 'newProduct') && user?.functionAccess.product_create === true

/** Funnels and coupons are part of their product's offer: editing them is editing the product. */
export const canEditProduct = (user: Access) => canOpen(user, 'editProduct')

// The catalog's words that several of its screens show (a funnel lists its product's validity and
// its coupons' values).

/** 'Lifetime', '1 day', '365 days'. */
export const validityText = (days: number | null | undefined) => (days == null ? 'Lifetime' : `${days} day${days === 1 ? '' : 's'}`)

/** '₱500.00' for a fixed coupon, '20%' for a percentage one. */
export function couponValueText(coupon: { type: string; amount?: number | null; percentOff?: number | null }) {
  return coupon.type === 'fixed' ? formatPeso(coupon.amount ?? 0) : `${coupon.percentOff ?? 0}%`
}

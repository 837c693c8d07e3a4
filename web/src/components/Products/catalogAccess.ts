// Who sees which button of the catalog back office (products, funnels, coupons, payment terms): the
// page flags decide the pages (the routes' guards); the create buttons also need their function
// flags (spec part 2 section 6: product_create shows Add New Product and Add Funnel,
// payment-term_create Add Payment Term). The API refuses the same calls.
import type { CurrentUser } from '../../../../common/currentUser'
import type { PageFlag } from '../../../../common/permissions'

type Access = Pick<CurrentUser, 'pageAccess' | 'functionAccess'> | null | undefined

export const canOpen = (user: Access, page: PageFlag) => user?.pageAccess[page] === true

export const canCreateProduct = (user: Access) => canOpen(user, 'newProduct') && user?.functionAccess.product_create === true

export const canCreatePaymentTerm = (user: Access) => canOpen(user, 'newPaymentTerm') && user?.functionAccess['payment-term_create'] === true

/** Funnels and coupons are part of their product's offer: editing them is editing the product. */
export const canEditProduct = (user: Access) => canOpen(user, 'editProduct')

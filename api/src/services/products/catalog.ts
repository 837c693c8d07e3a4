// What the product, funnel, coupon and payment-term services share: the info log of a change, the
// money rows as the API answers them, and the database refusals turned into field messages.
import { writeInfoLog } from '../../lib/audit'
import { currentUser } from '../../lib/context'
import type { Executor } from '../../lib/db'

export type CatalogKind = 'product' | 'funnel' | 'coupon' | 'payment-term'

/** The info-log row of a change: what, to which row, and who (with the admin behind an impersonated session). */
export function logChange(tx: Executor, kind: CatalogKind, change: string, id: number | string, details: Record<string, unknown>) {
  const user = currentUser()
  return writeInfoLog(
    { action: `${kind}-${change}`, userId: user?.id ?? null, originalUserId: user?.originalUserId ?? null, entityType: kind, entityId: id, details },
    tx,
  )
}


// The info-log rows of the forms back office: what changed, on which form, and who (with the
// admin behind an impersonated session). Written in the change's own transaction.
import { writeInfoLog } from '../../lib/audit'
import { currentUser } from '../../lib/context'
import type { Executor } from '../../lib/db'

export type FormLogAction = 'form-created' | 'form-updated' | 'form-published' | 'form-unpublished' | 'form-deleted' | 'form-responses-exported'

export function logFormChange(executor: Executor, action: FormLogAction, id: number, details: Record<string, unknown>) {
  const user = currentUser()
  return writeInfoLog({ action, userId: user?.id ?? null, originalUserId: user?.originalUserId ?? null, entityType: 'form', entityId: id, details }, executor)
}

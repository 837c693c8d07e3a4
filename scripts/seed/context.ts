// What the seed modules hand each other: the transaction, "today" in Manila, and the ids of
// the rows later modules point at.
import type { Executor } from '../../api/src/lib/db'
import type { RoleId } from '../../common/permissions'

export type SeedContext = {
  tx: Executor
  /** Manila calendar date the seed treats as today ('YYYY-MM-DD'). */
  today: string
  levels: Record<RoleId, number>
  /** Batch id by batch number (15-18). */
  batches: Map<number, number>
  /** Stage id by stage number (0-5). */
  stages: Map<number, number>
  /** User id by e-mail. */
  users: Map<string, number>
}

export function userId(ctx: SeedContext, email: string): number {
  const id = ctx.users.get(email)
  if (id === undefined) throw new Error(`seed: unknown user ${email}`)
  return id
}

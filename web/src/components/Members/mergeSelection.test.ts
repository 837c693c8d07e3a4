import { describe, expect, it } from 'vitest'
import { mergeUsersMessages } from '@common/validation/members.mergeUsers'
import { mergeProblem } from './mergeSelection'

const account = (id: number, archivedAt: string | null = null) => ({ id, email: `u${id}@example.com`, firstName: 'U', lastName: String(id), isMember: false, archivedAt })

describe('mergeProblem', () => {
  it('needs both accounts, two different ones, and a kept account that is not archived', () => {
    expect(mergeProblem(null, account(2))).toBe(mergeUsersMessages.source)
    expect(mergeProblem(account(1), null)).toBe(mergeUsersMessages.target)
    expect(mergeProblem(account(1), account(1))).toBe(mergeUsersMessages.same)
    expect(mergeProblem(account(1), account(2, '2026-01-01T00:00:00.000Z'))).toBe(mergeUsersMessages.targetArchived)
    // An archived duplicate may still be merged into a live account.
    expect(mergeProblem(account(1, '2026-01-01T00:00:00.000Z'), account(2))).toBeNull()
  })
})

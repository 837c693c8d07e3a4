import { describe, expect, it } from 'vitest'
import { assignedMessage } from './SuccessManagerCell'

describe('assignedMessage', () => {
  it('names every member moved from another manager (a member has one manager)', () => {
    expect(
      assignedMessage({
        __typename: 'SuccessManagerAssignment',
        assignedCount: 2,
        moved: [{ __typename: 'SuccessManagerMove', userId: 4, name: 'Ben Bautista', fromManagerName: 'Sue Soriano' }],
      }),
    ).toBe('Assigned 2 members. Moved Ben Bautista from Sue Soriano.')
    expect(assignedMessage({ __typename: 'SuccessManagerAssignment', assignedCount: 1, moved: [] })).toBe('Assigned 1 member.')
  })
})

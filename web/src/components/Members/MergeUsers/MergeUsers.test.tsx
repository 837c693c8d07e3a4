import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mergeUsersMessages } from '@common/validation/members.mergeUsers'
import { renderWithProviders } from '@/test/renderWithProviders'
import { CANDIDATES } from '../AccountPicker/AccountPicker'
import { MergeUsers, PREVIEW } from './MergeUsers'

const candidate = (id: number, email: string) => ({
  __typename: 'MergeCandidate' as const,
  id,
  email,
  firstName: 'Dina',
  lastName: String(id),
  tribeId: null,
  isMember: false,
  archivedAt: null,
})
const find = (search: string, rows: ReturnType<typeof candidate>[]) => ({
  request: { query: CANDIDATES, variables: { search } },
  result: { data: { mergeCandidates: rows } },
})
const item = (key: string, label: string, moves: number, conflicts = 0, conflictRule: string | null = null) => ({ __typename: 'MergeCount' as const, key, label, moves, conflicts, conflictRule })

async function choose(section: string, search: string) {
  const box = screen.getByRole('region', { name: section })
  await userEvent.type(within(box).getByRole('searchbox'), search)
  await userEvent.click(within(box).getByRole('button', { name: 'Find' }))
  await userEvent.click(await within(box).findByRole('button', { name: /Choose/ }))
}

describe('MergeUsers', () => {
  it('refuses the same account twice and offers no merge', async () => {
    renderWithProviders(<MergeUsers />, { mocks: [find('dina', [candidate(1, 'dina@example.com')]), find('dina', [candidate(1, 'dina@example.com')])] })
    await choose('Duplicate account (merged and archived)', 'dina')
    await choose('Account to keep', 'dina')
    expect(await screen.findByRole('alert')).toHaveTextContent(mergeUsersMessages.same)
    expect(screen.queryByRole('button', { name: 'Merge accounts' })).not.toBeInTheDocument()
  })

  it('previews what moves, with the conflicts and their rule, before the merge button', async () => {
    const preview = {
      request: { query: PREVIEW, variables: { sourceId: 1, targetId: 2 } },
      result: {
        data: {
          mergeUsersPreview: {
            __typename: 'MergePreview',
            source: { __typename: 'MergeCandidate', id: 1, email: 'dina@example.com' },
            target: { __typename: 'MergeCandidate', id: 2, email: 'kate@example.com' },
            items: [item('subscriptions', 'Subscriptions', 3), item('lessonProgress', 'Lesson progress', 4, 1, 'the further progress is kept')],
          },
        },
      },
    }
    renderWithProviders(<MergeUsers />, { mocks: [find('dina', [candidate(1, 'dina@example.com')]), find('kate', [candidate(2, 'kate@example.com')]), preview] })
    await choose('Duplicate account (merged and archived)', 'dina')
    await choose('Account to keep', 'kate')
    const table = await screen.findByRole('table', { name: 'What the merge moves' })
    expect(within(table).getByRole('row', { name: /Subscriptions 3/ })).toBeInTheDocument()
    expect(within(table).getByRole('row', { name: /Lesson progress/ })).toHaveTextContent('Lesson progress41: the further progress is kept')
    await userEvent.click(screen.getByRole('button', { name: 'Merge accounts' }))
    expect(await screen.findByRole('dialog', { name: 'Merge these accounts?' })).toHaveTextContent('dina@example.com')
  })
})

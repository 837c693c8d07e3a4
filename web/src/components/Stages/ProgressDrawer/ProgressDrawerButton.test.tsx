import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { mockProgress } from '../test/progressMock'
import { QUERY } from './ProgressDrawer'
import { ProgressDrawerButton } from './ProgressDrawerButton'

describe('ProgressDrawerButton', () => {
  it('asks for nothing until opened, then shows the stage, points, percentage and the next tasks', async () => {
    let asked = 0
    renderWithProviders(<ProgressDrawerButton userId={7} />, {
      user: testUser({ id: 7 }),
      role: 'member',
      mocks: [
        {
          request: { query: QUERY, variables: { userId: 7 } },
          result: () => {
            asked += 1
            return { data: { userStageProgress: mockProgress({ finished: [11] }) } }
          },
        },
      ],
    })
    const button = screen.getByRole('button', { name: 'My progress' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(asked).toBe(0)

    await userEvent.click(button)
    const drawer = await screen.findByRole('dialog', { name: 'My progress' })
    expect(await within(drawer).findByTestId('stage-points')).toHaveTextContent('115 Tribe Points')
    expect(within(drawer).getByTestId('stage-label')).toHaveTextContent('Stage 1: Foundation')
    expect(within(drawer).getByRole('progressbar', { name: 'Stage 1: Foundation progress' })).toHaveAttribute('aria-valuenow', '25')
    // The next three of the remaining tasks, in order.
    const next = within(drawer).getByRole('list', { name: 'Next tasks' })
    expect(within(next).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Pick your niche+25', 'Finish the course+30', 'Join a live call+10'])
    expect(within(drawer).getByRole('link', { name: 'Open my stage' })).toHaveAttribute('href', '/stages/my-stage')
    expect(asked).toBe(1)

    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('says when nothing is left on the stage', async () => {
    renderWithProviders(<ProgressDrawerButton userId={7} />, {
      user: testUser({ id: 7 }),
      role: 'member',
      mocks: [{ request: { query: QUERY, variables: { userId: 7 } }, result: { data: { userStageProgress: mockProgress({ finished: [11, 12, 13, 14], points: 195 }) } } }],
    })
    await userEvent.click(screen.getByRole('button', { name: 'My progress' }))
    const drawer = await screen.findByRole('dialog', { name: 'My progress' })
    expect(await within(drawer).findByText('Nothing left on this stage.')).toBeInTheDocument()
    expect(within(drawer).getByTestId('stage-remaining')).toHaveTextContent('Every task of this stage is done.')
  })
})

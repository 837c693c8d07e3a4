import '@/components/ui/Markdown/happyDomShim'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { GraphQLError } from 'graphql'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { MockedResponse } from '@apollo/client/testing'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { mockProgress, STAGES } from '../test/progressMock'
import { FINISH_TASK } from '../useFinishTask'
import { MyStageCell, QUERY } from './MyStageCell'

const playTaskSound = vi.hoisted(() => vi.fn())
vi.mock('../taskSound', () => ({ playTaskSound, TASK_SOUND_URL: '/sounds/task-finished.wav' }))

const user = testUser({ id: 7 })
const page = (progress: unknown, more: MockedResponse[] = []) =>
  renderWithProviders(<MyStageCell userId={7} />, {
    user,
    role: 'member',
    mocks: [{ request: { query: QUERY, variables: { userId: 7 } }, result: { data: { stages: STAGES, userStageProgress: progress } } }, ...more],
  })

const points = () => screen.getByTestId('stage-points')
const bar = () => screen.getByRole('progressbar', { name: 'Stage 1: Foundation progress' })

describe('MyStageCell', () => {
  beforeEach(() => playTaskSound.mockClear())

  it('shows the stage, points, percentage, the journey with the member marked and each task in its state', async () => {
    page(mockProgress())
    expect(await screen.findByTestId('stage-label')).toHaveTextContent('Stage 1: Foundation')
    expect(points()).toHaveTextContent('115 Tribe Points')
    expect(bar()).toHaveAttribute('aria-valuenow', '25')
    expect(screen.getByTestId('stage-remaining')).toHaveTextContent('3 tasks left on this stage. Next: Stage 2: Skill Building.')
    const journey = screen.getByRole('list', { name: 'Stages' })
    expect(within(journey).getByText('Stage 1: Foundation').closest('li')).toHaveAttribute('aria-current', 'step')
    const done = screen.getByRole('listitem', { name: 'Set up your workspace' })
    expect(within(done).getByText('Finished')).toBeInTheDocument()
    expect(within(done).queryByRole('button')).toBeNull()
    // Markdown is rendered, not shown raw.
    expect(within(done).getByText('backup internet').tagName).toBe('STRONG')
    expect(within(screen.getByRole('listitem', { name: 'Pick your niche' })).getByRole('button', { name: 'Mark "Pick your niche" as done' })).toBeEnabled()
    expect(screen.getByText('Rewards for Tribe Points are coming soon.')).toBeInTheDocument()
    expect(screen.getByTestId('move-up-status')).toHaveTextContent('Finish every task of this stage to ask to move up to Stage 2: Skill Building.')
    expect(screen.queryByRole('button', { name: 'Ask to move up' })).toBeNull()
  })

  it('finishing a task updates points, percentage and the list at once, and plays the sound', async () => {
    const finished = vi.fn(() => ({ data: { finishTask: mockProgress({ finished: [11, 12], points: 140 }) } }))
    page(mockProgress(), [{ request: { query: FINISH_TASK, variables: { taskId: 12 } }, result: finished }])
    await userEvent.click(await screen.findByRole('button', { name: 'Mark "Pick your niche" as done' }))
    expect(await within(screen.getByRole('listitem', { name: 'Pick your niche' })).findByText('Finished')).toBeInTheDocument()
    expect(points()).toHaveTextContent('140 Tribe Points')
    expect(bar()).toHaveAttribute('aria-valuenow', '50')
    expect(finished).toHaveBeenCalledTimes(1)
    expect(playTaskSound).toHaveBeenCalledTimes(1)
  })

  it('a failure toasts the extracted message and changes nothing', async () => {
    page(mockProgress(), [{ request: { query: FINISH_TASK, variables: { taskId: 12 } }, result: { errors: [new GraphQLError('Task not found')] } }])
    await userEvent.click(await screen.findByRole('button', { name: 'Mark "Pick your niche" as done' }))
    expect(await screen.findByText('Task not found')).toBeInTheDocument()
    expect(points()).toHaveTextContent('115 Tribe Points')
    expect(screen.getByRole('button', { name: 'Mark "Pick your niche" as done' })).toBeEnabled()
    expect(playTaskSound).not.toHaveBeenCalled()
  })

  it('says so when the stage has no tasks', async () => {
    page(mockProgress({ tasks: [], finished: [], canRequestMoveUp: false }))
    expect(await screen.findByText('No tasks on this stage yet')).toBeInTheDocument()
  })

  it('offers to move up when every task is done, and shows a sent-back note', async () => {
    page(
      mockProgress({
        finished: [11, 12, 13, 14],
        moveUpRequest: {
          __typename: 'MoveUpReview',
          id: 5,
          status: 'rejected',
          note: null,
          createdAt: '2026-11-01T00:00:00.000Z',
          reviewerName: 'Rhea Reviewer',
          reviewerNote: 'Add your portfolio link first',
          reviewedAt: '2026-11-02T00:00:00.000Z',
          toStage: { __typename: 'Stage', id: 3, number: 2, name: 'Skill Building' },
        },
      }),
    )
    expect(await screen.findByRole('button', { name: 'Ask to move up' })).toBeEnabled()
    expect(screen.getByRole('note')).toHaveTextContent('Sent back by Rhea Reviewer')
    expect(screen.getByRole('note')).toHaveTextContent('Add your portfolio link first')
  })

  it('shows the failure with a way to try again', async () => {
    renderWithProviders(<MyStageCell userId={7} />, {
      user,
      role: 'member',
      mocks: [{ request: { query: QUERY, variables: { userId: 7 } }, result: { errors: [new GraphQLError('Database unavailable')] } }],
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your stage.')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})

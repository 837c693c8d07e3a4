import '@/components/ui/Markdown/happyDomShim'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { moveTask } from './moveTask'
import { DELETE_STAGE_TASK, REORDER_STAGE_TASKS, StageTasks, type StageTaskRecord } from './StageTasks'

const task = (id: number, title: string, position: number, extra: Partial<StageTaskRecord> = {}): StageTaskRecord => ({
  __typename: 'StageTask',
  id,
  stageId: 1,
  title,
  description: '',
  points: 10,
  actionLabel: null,
  actionUrl: null,
  position,
  archivedAt: null,
  completionCount: 0,
  ...extra,
})

const tasks = [
  task(11, 'Set up your workspace', 0, { description: 'A **quiet** corner.' }),
  task(12, 'Pick your niche', 1, { completionCount: 3 }),
  task(13, 'Finish the course', 2),
  task(14, 'Old welcome task', 3, { archivedAt: '2025-01-01T00:00:00.000Z', completionCount: 5 }),
]

describe('moveTask', () => {
  it('moves one id and leaves impossible moves alone', () => {
    expect(moveTask([1, 2, 3], 1, 0)).toEqual([2, 1, 3])
    expect(moveTask([1, 2, 3], 1, 2)).toEqual([1, 3, 2])
    expect(moveTask([1, 2, 3], 0, -1)).toBeNull()
    expect(moveTask([1, 2, 3], 2, 3)).toBeNull()
  })
})

describe('StageTasks', () => {
  it('lists the live tasks in order with their markdown, and the archived ones apart', () => {
    renderWithProviders(<StageTasks stageId={1} tasks={tasks} canEdit={false} />, { user: testUser(), route: '/stages/1' })
    const list = screen.getByRole('list', { name: 'Tasks in order' })
    expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '1.Set up your workspace',
      '2.Pick your niche',
      '3.Finish the course',
    ])
    expect(within(list).getByText('quiet').tagName).toBe('STRONG')
    expect(screen.getByText(/Old welcome task/)).toBeInTheDocument()
    // Read-only: no buttons that change anything.
    expect(screen.queryByRole('button', { name: /Add task|Up|Edit|Restore/ })).toBeNull()
  })

  it('moves a task up through reorderStageTasks', async () => {
    const reordered = vi.fn(() => ({ data: { reorderStageTasks: [] } }))
    renderWithProviders(<StageTasks stageId={1} tasks={tasks} canEdit />, {
      user: testUser({ pageAccess: { editStage: true } }),
      route: '/stages/1',
      mocks: [{ request: { query: REORDER_STAGE_TASKS, variables: { stageId: 1, taskIds: [12, 11, 13] } }, result: reordered }],
    })
    expect(screen.getByRole('button', { name: 'Up (Set up your workspace)' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Up (Pick your niche)' }))
    await waitFor(() => expect(reordered).toHaveBeenCalled())
    expect(await screen.findByText('Order saved')).toBeInTheDocument()
  })

  it('asks to archive, not delete, a task members finished, and says their points stay', async () => {
    const archived = vi.fn(() => ({ data: { deleteStageTask: { ...tasks[1], archivedAt: '2025-02-01T00:00:00.000Z' } } }))
    renderWithProviders(<StageTasks stageId={1} tasks={tasks} canEdit />, {
      user: testUser({ pageAccess: { editStage: true } }),
      route: '/stages/1',
      mocks: [{ request: { query: DELETE_STAGE_TASK, variables: { id: 12 } }, result: archived }],
    })
    await userEvent.click(screen.getByRole('button', { name: 'Delete Pick your niche' }))
    const dialog = await screen.findByRole('dialog', { name: 'Archive Pick your niche?' })
    expect(dialog).toHaveTextContent('3 members have finished this task')
    expect(dialog).toHaveTextContent('the Tribe Points they earned with it stay')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive task' }))
    await waitFor(() => expect(archived).toHaveBeenCalled())
    expect(await screen.findByText('Task archived: members keep their points')).toBeInTheDocument()
  })
})

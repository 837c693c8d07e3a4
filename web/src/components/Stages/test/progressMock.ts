// A StageProgress as the API answers it (with __typename, as Apollo's mocks need), for the
// member-stage component tests.
type Over = { finished?: number[]; points?: number; stageId?: number; tasks?: ReturnType<typeof mockTask>[]; moveUpRequest?: unknown; canRequestMoveUp?: boolean }

export function mockTask(id: number, title: string, points: number, description = '') {
  return { __typename: 'MemberTask', id, title, description, points, actionLabel: null, actionUrl: null, finished: false, finishedAt: null }
}

export const TASKS = [
  mockTask(11, 'Set up your workspace', 15, 'A quiet corner and a **backup internet** plan.'),
  mockTask(12, 'Pick your niche', 25),
  mockTask(13, 'Finish the course', 30),
  mockTask(14, 'Join a live call', 10),
]

export function mockProgress({ finished = [11], points = 115, tasks = TASKS, moveUpRequest = null, canRequestMoveUp }: Over = {}) {
  const stageTasks = tasks.map((task) =>
    finished.includes(task.id) ? { ...task, finished: true, finishedAt: '2026-11-01T12:00:00.000Z' } : task,
  )
  const remaining = stageTasks.filter((task) => !task.finished)
  return {
    __typename: 'StageProgress',
    id: 7,
    stage: { __typename: 'Stage', id: 2, number: 1, name: 'Foundation', description: 'Mindset and workspace.' },
    nextStage: { __typename: 'Stage', id: 3, number: 2, name: 'Skill Building' },
    points,
    percentage: stageTasks.length ? Math.floor(((stageTasks.length - remaining.length) * 100) / stageTasks.length) : 0,
    remainingTasksCount: remaining.length,
    stageTasks,
    remainingTasks: remaining.map(({ __typename, id, title, points: p }) => ({ __typename, id, title, points: p })),
    canRequestMoveUp: canRequestMoveUp ?? remaining.length === 0,
    moveUpRequest,
  }
}

export const STAGES = [
  { __typename: 'Stage', id: 1, number: 0, name: 'Orientation', description: null },
  { __typename: 'Stage', id: 2, number: 1, name: 'Foundation', description: 'Mindset and workspace.' },
  { __typename: 'Stage', id: 3, number: 2, name: 'Skill Building', description: null },
]

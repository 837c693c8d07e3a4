import '@/components/ui/Markdown/happyDomShim'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { COMPLETE_LESSON, LessonPlayerCell, QUERY, START_LESSON } from './LessonPlayerCell'

const lesson = (id: number, name: string, over: object = {}) => ({
  __typename: 'LearnerLesson',
  id,
  name,
  type: 'Image/Text Only',
  durationSeconds: null,
  started: false,
  completed: false,
  completedAt: null,
  positionSeconds: 0,
  ...over,
})

const progress = (completedCount: number, status: string) => ({
  __typename: 'LearnerCourse',
  id: 3,
  name: 'VA Fundamentals',
  shortDescription: null,
  thumbnailUrl: null,
  lessonCount: 2,
  completedCount,
  percentage: completedCount * 50,
  status,
  lastOpenedAt: '2026-01-05T00:00:00.000Z',
  resumeLessonId: 8,
})

const player = {
  __typename: 'LessonPlayer',
  lesson: lesson(8, 'Canned Responses'),
  course: {
    ...progress(1, 'watching'),
    units: [{ __typename: 'LearnerUnit', id: 1, name: 'Support', shortDescription: null, lessons: [lesson(7, 'Tickets', { started: true, completed: true }), lesson(8, 'Canned Responses')] }],
  },
  unitId: 1,
  unitName: 'Support',
  shortDescription: null,
  description: null,
  content: 'Be **kind**.',
  imageUrl: null,
  video: null,
  files: [],
  previousLessonId: 7,
  nextLessonId: null,
}

describe('LessonPlayerCell', () => {
  it('starts the lesson on open, and completing it shows everywhere on the page at once', async () => {
    const started = vi.fn(() => ({ data: { startLesson: { __typename: 'LessonProgressUpdate', lesson: lesson(8, 'Canned Responses', { started: true }), course: progress(1, 'watching') } } }))
    const completed = vi.fn(() => ({
      data: {
        completeLesson: {
          __typename: 'LessonProgressUpdate',
          lesson: lesson(8, 'Canned Responses', { started: true, completed: true, completedAt: '2026-01-05T01:00:00.000Z' }),
          course: progress(2, 'completed'),
        },
      },
    }))
    renderWithProviders(<LessonPlayerCell courseId={3} lessonId={8} />, {
      user: testUser(),
      role: 'member',
      mocks: [
        { request: { query: QUERY, variables: { courseId: 3, lessonId: 8 } }, result: { data: { lessonPlayer: player } } },
        { request: { query: START_LESSON, variables: { lessonId: 8 } }, result: started },
        { request: { query: COMPLETE_LESSON, variables: { lessonId: 8 } }, result: completed },
      ],
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Canned Responses' })).toBeInTheDocument()
    await waitFor(() => expect(started).toHaveBeenCalledTimes(1))
    const outline = screen.getByRole('complementary', { name: 'Course outline' })
    expect(within(outline).getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '50')

    await userEvent.click(screen.getByRole('button', { name: 'Mark complete' }))
    expect(await screen.findByRole('button', { name: 'Completed' })).toBeDisabled()
    expect(completed).toHaveBeenCalledTimes(1)
    // The course's normalised progress and the lesson's state changed in the outline too.
    expect(within(outline).getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '100')
    expect(within(outline).getByRole('link', { name: /Canned Responses/ })).toHaveTextContent('Completed')
  })

  it('says the lesson is not found when the member may not read it', async () => {
    renderWithProviders(<LessonPlayerCell courseId={3} lessonId={99} />, {
      user: testUser(),
      role: 'member',
      mocks: [{ request: { query: QUERY, variables: { courseId: 3, lessonId: 99 } }, result: { data: { lessonPlayer: null } } }],
    })
    expect(await screen.findByText('Lesson not found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the course' })).toHaveAttribute('href', '/courses/my-courses/3')
  })
})

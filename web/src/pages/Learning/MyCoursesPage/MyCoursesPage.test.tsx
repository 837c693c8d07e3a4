import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { QUERY as MY_COURSES } from '@/components/Learning/MyCoursesCell/MyCoursesCell'
import { WAITLIST_LINK_QUERY } from '@/components/Learning/MembershipGate/MembershipGateDialog'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import MyCoursesPage from './MyCoursesPage'

const course = (id: number, name: string, percentage: number, status: string) => ({
  __typename: 'LearnerCourse',
  id,
  name,
  shortDescription: `${name} in practice.`,
  thumbnailUrl: null,
  lessonCount: 4,
  completedCount: Math.round((percentage / 100) * 4),
  percentage,
  status,
  lastOpenedAt: null,
  resumeLessonId: 1,
})

function coursesMock(variables: { filter: string; sort: string; page: number }, items: ReturnType<typeof course>[]) {
  return {
    request: { query: MY_COURSES, variables: { ...variables, pageSize: 12 } },
    result: vi.fn(() => ({ data: { myCourses: { __typename: 'LearnerCourseList', items, totalCount: items.length + 12, page: variables.page, pageSize: 12 } } })),
  }
}

describe('MyCoursesPage', () => {
  it('reads the filter, sort and page from the address and asks the server for that list', async () => {
    const completed = coursesMock({ filter: 'completed', sort: 'newest', page: 2 }, [course(1, 'Setting Up for Success', 100, 'completed')])
    renderWithProviders(<MyCoursesPage />, { user: testUser(), role: 'member', route: '/courses/my-courses?filter=completed&sort=newest&page=2', mocks: [completed] })
    expect(await screen.findByRole('link', { name: 'Setting Up for Success' })).toHaveAttribute('href', '/courses/my-courses/1')
    expect(screen.getByRole('button', { name: 'Completed' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByLabelText('Sort by')).toHaveValue('newest')
    expect(screen.getByRole('progressbar', { name: 'Setting Up for Success progress' })).toHaveAttribute('aria-valuenow', '100')
    expect(screen.getByText('4 of 4 lessons done')).toBeInTheDocument()
  })

  it('changing the filter or the sort rewrites the address, back to page 1, and loads that list', async () => {
    const first = coursesMock({ filter: 'completed', sort: 'recent', page: 3 }, [course(1, 'Setting Up for Success', 100, 'completed')])
    const watching = coursesMock({ filter: 'watching', sort: 'recent', page: 1 }, [course(2, 'VA Fundamentals', 40, 'watching')])
    const newest = coursesMock({ filter: 'watching', sort: 'newest', page: 1 }, [course(3, 'Bookkeeping', 10, 'watching')])
    const allNewest = coursesMock({ filter: 'all', sort: 'newest', page: 1 }, [])
    renderWithProviders(<MyCoursesPage />, { user: testUser(), role: 'member', route: '/courses/my-courses?filter=completed&page=3', mocks: [first, watching, newest, allNewest] })
    await screen.findByRole('link', { name: 'Setting Up for Success' })

    await userEvent.click(screen.getByRole('button', { name: 'Watching' }))
    expect(window.location.search).toBe('?filter=watching')
    expect(await screen.findByRole('link', { name: 'VA Fundamentals' })).toBeInTheDocument()
    expect(screen.getByText('In progress')).toBeInTheDocument()

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'newest')
    expect(window.location.search).toBe('?filter=watching&sort=newest')
    expect(await screen.findByRole('link', { name: 'Bookkeeping' })).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'All' }))
    expect(window.location.search).toBe('?sort=newest')
    await waitFor(() => expect(allNewest.result).toHaveBeenCalled())
  })

  it("names the sorts in the spec's words: Recent and Newest", async () => {
    const all = coursesMock({ filter: 'all', sort: 'recent', page: 1 }, [])
    renderWithProviders(<MyCoursesPage />, { user: testUser(), role: 'member', route: '/courses/my-courses', mocks: [all] })
    const options = screen.getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent])
    expect(options).toEqual([
      ['recent', 'Recent'],
      ['newest', 'Newest'],
    ])
    await waitFor(() => expect(all.result).toHaveBeenCalled())
  })

  it('reads an unknown filter or sort as the default', async () => {
    const all = coursesMock({ filter: 'all', sort: 'recent', page: 1 }, [])
    renderWithProviders(<MyCoursesPage />, { user: testUser(), role: 'member', route: '/courses/my-courses?filter=nonsense&sort=oldest', mocks: [all] })
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByLabelText('Sort by')).toHaveValue('recent')
    await waitFor(() => expect(all.result).toHaveBeenCalled())
  })

  it('shows why the list is empty for the filter chosen', async () => {
    const empty = {
      request: { query: MY_COURSES, variables: { filter: 'completed', sort: 'recent', page: 1, pageSize: 12 } },
      result: { data: { myCourses: { __typename: 'LearnerCourseList', items: [], totalCount: 0, page: 1, pageSize: 12 } } },
    }
    renderWithProviders(<MyCoursesPage />, { user: testUser(), role: 'member', route: '/courses/my-courses?filter=completed', mocks: [empty] })
    expect(await screen.findByText('No completed courses yet')).toBeInTheDocument()
  })

  it('gives a non-member the membership gate with the waitlist link, and asks for no courses', async () => {
    const courses = coursesMock({ filter: 'all', sort: 'recent', page: 1 }, [])
    const waitlist = {
      request: { query: WAITLIST_LINK_QUERY, variables: { name: 'waitlist-link' } },
      result: { data: { defaultSettingByName: { __typename: 'Setting', id: 3, value: '/form/waitlist' } } },
    }
    renderWithProviders(<MyCoursesPage />, { user: testUser(), role: 'non-member', route: '/courses/my-courses', mocks: [courses, waitlist] })
    const dialog = await screen.findByRole('dialog', { name: 'This content is for members' })
    expect(dialog).toHaveTextContent('This content is exclusive to Tribe members.')
    expect(dialog).toHaveTextContent('Enrollment opens soon.')
    expect(await screen.findByRole('link', { name: 'Join the Waitlist' })).toHaveAttribute('href', '/form/waitlist')
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByText('Exclusive to members')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'How to join' }))
    expect(screen.getByRole('dialog', { name: 'This content is for members' })).toBeInTheDocument()
    expect(courses.result).not.toHaveBeenCalled()
  })
})

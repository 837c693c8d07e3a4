import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { CoursesTable, type CourseRow } from './CoursesTable'

const rows: CourseRow[] = [
  {
    __typename: 'Course',
    id: 3,
    name: 'Virtual Assistant Fundamentals',
    isPublished: true,
    status: 'published',
    unitCount: 2,
    lessonCount: 5,
    updatedAt: '2026-05-01T04:00:00.000Z',
    products: [
      { __typename: 'CourseProduct', id: 1, name: 'Tribe Membership' },
      { __typename: 'CourseProduct', id: 2, name: 'VA Bootcamp' },
    ],
  },
  { __typename: 'Course', id: 4, name: 'Bookkeeping Basics', isPublished: false, status: 'draft', unitCount: 0, lessonCount: 0, updatedAt: '2026-05-02T04:00:00.000Z', products: [] },
]

describe('CoursesTable', () => {
  it('shows each course with its status, size and products, and Edit / Publish to editors', () => {
    renderWithProviders(<CoursesTable courses={rows} totalCount={12} />, {
      user: testUser({ pageAccess: { courses: true, course: true, editCourse: true } }),
      route: '/courses',
    })
    const table = screen.getByRole('table', { name: 'Courses' })
    const [first, second] = within(table).getAllByRole('row').slice(1)
    expect(first).toHaveTextContent('Virtual Assistant Fundamentals')
    expect(first).toHaveTextContent('Published')
    expect(first).toHaveTextContent('Tribe Membership, VA Bootcamp')
    expect(within(first).getByRole('button', { name: 'Unpublish Virtual Assistant Fundamentals' })).toBeInTheDocument()
    expect(second).toHaveTextContent('Draft')
    expect(second).toHaveTextContent('None')
    expect(within(second).getByRole('button', { name: 'Publish Bookkeeping Basics' })).toBeInTheDocument()
    expect(within(second).getByRole('link', { name: 'Edit Bookkeeping Basics' })).toHaveAttribute('href', '/courses/4/edit')
    expect(screen.getByText('1-10 of 12 items', { exact: false })).toBeInTheDocument()
  })

  it('offers readers Show only', () => {
    renderWithProviders(<CoursesTable courses={rows} totalCount={2} />, { user: testUser({ pageAccess: { courses: true, course: true } }), route: '/courses' })
    expect(screen.getAllByRole('link', { name: /^Show / })).toHaveLength(2)
    expect(screen.queryByRole('link', { name: /^Edit / })).toBeNull()
    expect(screen.queryByRole('button', { name: /Publish/ })).toBeNull()
  })
})

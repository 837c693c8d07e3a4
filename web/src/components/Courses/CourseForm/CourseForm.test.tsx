import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { courseMessages } from '@common/validation/courses'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { QUERY as PRODUCT_CHOICES } from '../ProductChoicesCell/ProductChoicesCell'
import { blankCourse, CourseForm } from './CourseForm'

const products = {
  request: { query: PRODUCT_CHOICES },
  result: {
    data: {
      courseProductChoices: [
        { __typename: 'CourseProduct', id: 1, name: 'Tribe Membership', isActive: true },
        { __typename: 'CourseProduct', id: 2, name: 'VA Bootcamp', isActive: false },
      ],
    },
  },
}

function renderForm(props: Partial<Parameters<typeof CourseForm>[0]> = {}) {
  const onSave = vi.fn()
  renderWithProviders(<CourseForm defaultValues={blankCourse} onSave={onSave} loading={false} {...props} />, {
    user: testUser({ pageAccess: { courses: true, newCourse: true } }),
    mocks: [products],
  })
  return onSave
}

describe('CourseForm', () => {
  it('refuses a blank name and a thumbnail that is not a web address, sending nothing', async () => {
    const onSave = renderForm()
    await userEvent.type(screen.getByLabelText('Image link'), 'not a link')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(courseMessages.nameRequired))
    expect(screen.getByLabelText('Image link')).toHaveAccessibleDescription(courseMessages.thumbnail)
    expect(onSave).not.toHaveBeenCalled()
  })

  it('sends the course with the chosen products as ids', async () => {
    const onSave = renderForm()
    await userEvent.type(screen.getByLabelText(/^Name/), '  Social Media Management ')
    await userEvent.type(screen.getByLabelText('Image link'), 'https://cdn.example.com/smm.png')
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Tribe Membership' }))
    expect(screen.getByRole('checkbox', { name: 'VA Bootcamp (inactive)' })).not.toBeChecked()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Published' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(onSave.mock.calls[0][0]).toEqual({
      name: 'Social Media Management',
      shortDescription: null,
      description: null,
      thumbnailUrl: 'https://cdn.example.com/smm.png',
      isPublished: true,
      productIds: [1],
    })
  })

  it('starts with the course\'s products ticked, and shows a server message under its field', async () => {
    const error = {
      message: 'x',
      graphQLErrors: [{ message: 'Errors prevented this form from being saved', extensions: { code: 'BAD_USER_INPUT', properties: { messages: { thumbnailUrl: ['That upload was not found among your uploads: upload the file again'] } } } }],
    }
    renderForm({ defaultValues: { ...blankCourse, name: 'VA Basics', productIds: ['2'] }, error })
    expect(await screen.findByRole('checkbox', { name: 'VA Bootcamp (inactive)' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Tribe Membership' })).not.toBeChecked()
    expect(screen.getByRole('alert')).toHaveTextContent('That upload was not found among your uploads')
  })
})

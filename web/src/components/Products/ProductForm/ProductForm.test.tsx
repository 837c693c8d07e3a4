import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { productMessages } from '@common/validation/products'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { QUERY as COURSE_CHOICES } from '../CourseChoicesField/CourseChoicesField'
import { blankProduct, ProductForm } from './ProductForm'

const courses = {
  request: { query: COURSE_CHOICES },
  result: {
    data: {
      productCourseChoices: [
        { __typename: 'ProductCourse', id: 3, name: 'VA Fundamentals' },
        { __typename: 'ProductCourse', id: 7, name: 'Bookkeeping Basics' },
      ],
    },
  },
}

function renderForm() {
  const onSave = vi.fn()
  renderWithProviders(<ProductForm defaultValues={blankProduct} onSave={onSave} loading={false} />, {
    user: testUser({ pageAccess: { products: true, newProduct: true } }),
    mocks: [courses],
  })
  return onSave
}

describe('ProductForm', () => {
  it('refuses a blank name and a price with three decimals, sending nothing', async () => {
    const onSave = renderForm()
    await userEvent.type(screen.getByLabelText(/^Price/), '10.999')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(productMessages.nameRequired))
    expect(screen.getByLabelText(/^Price/)).toHaveAccessibleDescription('Use at most 2 decimal places (centavos)')
    expect(onSave).not.toHaveBeenCalled()
  })

  it('sends the price in centavos and the chosen courses as ids', async () => {
    const onSave = renderForm()
    await userEvent.type(screen.getByLabelText(/^Name/), 'VA Bootcamp')
    await userEvent.type(screen.getByLabelText(/^Price/), '4,999')
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Bookkeeping Basics' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(onSave.mock.calls[0][0]).toMatchObject({ name: 'VA Bootcamp', price: 499_900, isActive: true, courseIds: [7] })
  })
})

import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { couponMessages } from '@common/validation/coupons'
import { blankCoupon, CouponForm } from '../CouponForm/CouponForm'
import { CouponPreview } from './CouponPreview'

const preview = () => screen.getByTestId('coupon-preview')

describe('CouponPreview', () => {
  it('shows the price after a fixed amount and a percentage, rounded to centavos', () => {
    const { rerender } = render(<CouponPreview price={1_499_900} type="fixed" amount={50_000} percentOff={null} />)
    expect(preview()).toHaveTextContent('With this coupon (Fixed Amount): ₱14,499.00')
    rerender(<CouponPreview price={999} type="percentage" amount={null} percentOff={50} />)
    expect(preview()).toHaveTextContent('With this coupon (Percentage): ₱5.00')
  })

  it('shows FREE when nothing is left to pay', () => {
    render(<CouponPreview price={10_000} type="fixed" amount={20_000} percentOff={null} />)
    expect(preview()).toHaveTextContent('With this coupon (Fixed Amount): FREE')
  })

  it('asks for the discount while it is incomplete or out of range', () => {
    render(<CouponPreview price={10_000} type="percentage" amount={null} percentOff={120} />)
    expect(preview()).toHaveTextContent('Enter the discount to see the price after it.')
  })
})

describe('CouponForm', () => {
  function renderForm() {
    const onSave = vi.fn()
    render(<CouponForm defaultValues={blankCoupon} price={1_000_000} onSave={onSave} loading={false} />)
    return onSave
  }

  it('previews as the amount is typed and sends centavos', async () => {
    const onSave = renderForm()
    await userEvent.type(screen.getByLabelText(/^Code/), 'SAVE1K')
    await userEvent.type(screen.getByLabelText(/^Amount/), '1,000')
    expect(preview()).toHaveTextContent('₱9,000.00')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(onSave.mock.calls[0][0]).toMatchObject({ code: 'SAVE1K', type: 'fixed', amount: 100_000, percentOff: null })
  })

  it('switches to Percentage and refuses one above 100, sending nothing', async () => {
    const onSave = renderForm()
    await userEvent.type(screen.getByLabelText(/^Code/), 'HALF')
    await userEvent.selectOptions(screen.getByLabelText(/^Discount type/), 'Percentage')
    await userEvent.type(screen.getByLabelText(/^Percentage/), '150')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByLabelText(/^Percentage/)).toHaveAccessibleDescription(couponMessages.percentOff))
    expect(onSave).not.toHaveBeenCalled()
    await userEvent.clear(screen.getByLabelText(/^Percentage/))
    await userEvent.type(screen.getByLabelText(/^Percentage/), '50')
    expect(preview()).toHaveTextContent('With this coupon (Percentage): ₱5,000.00')
  })
})

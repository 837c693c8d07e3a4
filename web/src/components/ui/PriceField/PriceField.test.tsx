import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { centavosSchema, moneyMessages, parsePesos } from '@common/validation/products'
import { Form, SubmitButton } from '../Form/Form'
import { PriceField } from './PriceField'

const schema = z.object({ price: centavosSchema('Price') })

function renderPrice(defaultValue: number | null = null) {
  const onSubmit = vi.fn()
  render(
    <Form schema={schema} onSubmit={onSubmit} defaultValues={{ price: defaultValue }} aria-label="Checkout">
      <PriceField name="price" label="Price" required />
      <SubmitButton>Save</SubmitButton>
    </Form>,
  )
  return onSubmit
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }))

describe('parsePesos', () => {
  it('reads pesos with commas and a peso sign as centavos', () => {
    expect(parsePesos('1,499.50')).toEqual({ centavos: 149950 })
    expect(parsePesos('₱ 1499.5')).toEqual({ centavos: 149950 })
    expect(parsePesos('0')).toEqual({ centavos: 0 })
    expect(parsePesos('.25')).toEqual({ centavos: 25 })
    expect(parsePesos('  ')).toEqual({ centavos: null })
  })
  it('refuses negatives, three decimals and words', () => {
    expect(parsePesos('-5')).toEqual({ error: `Price ${moneyMessages.negative}` })
    expect(parsePesos('1.999')).toEqual({ error: moneyMessages.decimals })
    expect(parsePesos('ten')).toEqual({ error: moneyMessages.invalid })
    expect(parsePesos('1.2.3')).toEqual({ error: moneyMessages.invalid })
  })
})

describe('PriceField', () => {
  it('sends integer centavos for pesos typed with commas and tidies the box', async () => {
    const onSubmit = renderPrice()
    const box = screen.getByLabelText(/^Price/)
    await userEvent.type(box, '1,499.5')
    await userEvent.tab()
    expect(box).toHaveValue('1,499.50')
    await save()
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0][0]).toEqual({ price: 149950 })
  })

  it('shows a stored price in pesos', () => {
    renderPrice(250000)
    expect(screen.getByLabelText(/^Price/)).toHaveValue('2,500.00')
  })

  it('refuses a negative amount with a clear message, sending nothing', async () => {
    const onSubmit = renderPrice()
    await userEvent.type(screen.getByLabelText(/^Price/), '-20')
    await save()
    await waitFor(() => expect(screen.getByLabelText(/^Price/)).toHaveAccessibleDescription('Price cannot be negative'))
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('refuses more than 2 decimals', async () => {
    const onSubmit = renderPrice()
    await userEvent.type(screen.getByLabelText(/^Price/), '10.505')
    await save()
    await waitFor(() => expect(screen.getByLabelText(/^Price/)).toHaveAccessibleDescription(moneyMessages.decimals))
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('requires an amount', async () => {
    const onSubmit = renderPrice()
    await save()
    await waitFor(() => expect(screen.getByLabelText(/^Price/)).toHaveAccessibleDescription('Price is required'))
    expect(onSubmit).not.toHaveBeenCalled()
  })
})

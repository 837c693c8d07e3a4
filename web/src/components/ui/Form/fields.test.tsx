import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { CheckboxField, DateField, DateTimeField, Form, NumberField, SubmitButton } from './Form'

// A product form in the shape the admin pages will have: one schema, every new field kind.
const productSchema = z.object({
  price: z.number({ error: 'Price is required' }).int('Price must be a whole number').min(0, 'Price cannot be negative'),
  slots: z.number().int().nullable(),
  active: z.boolean(),
  agreed: z.literal(true, { error: 'Tick the box to confirm' }),
  releasedOn: z.iso.date({ error: 'Released on is required' }),
  endsOn: z.iso.date().nullable(),
  startsAt: z.iso.datetime({ error: 'Starts at is required' }).nullable(),
})
type ProductDefaults = Partial<z.input<typeof productSchema>>

// What a "New product" form starts from: the fields a person must fill are left out.
const blank: ProductDefaults = { slots: null, active: false, endsOn: null, startsAt: null }

function ProductForm({ onSubmit = vi.fn(), defaultValues = blank }: { onSubmit?: (v: unknown) => void; defaultValues?: ProductDefaults }) {
  return (
    <Form schema={productSchema} onSubmit={onSubmit} defaultValues={defaultValues} aria-label="Product">
      <NumberField name="price" label="Price" required />
      <NumberField name="slots" label="Slots" hint="Empty for no limit" />
      <CheckboxField name="active" label="Active" />
      <CheckboxField name="agreed" label="I checked the price" required />
      <DateField name="releasedOn" label="Released on" required />
      <DateField name="endsOn" label="Ends on" />
      <DateTimeField name="startsAt" label="Starts at" hint="Manila time" />
      <SubmitButton>Save</SubmitButton>
    </Form>
  )
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }))

async function fillValid() {
  await userEvent.type(screen.getByLabelText(/Price/), '1500')
  await userEvent.click(screen.getByLabelText(/I checked the price/))
  fireEvent.change(screen.getByLabelText(/Released on/), { target: { value: '2026-03-01' } })
}

describe('form field kinds', () => {
  it('labels every field and shows the hint under it', () => {
    render(<ProductForm />)
    expect(screen.getByLabelText(/Price/)).toHaveAttribute('type', 'number')
    expect(screen.getByLabelText('Slots')).toHaveAccessibleDescription('Empty for no limit')
    expect(screen.getByRole('checkbox', { name: 'Active' })).not.toBeChecked()
    expect(screen.getByLabelText(/Released on/)).toHaveAttribute('type', 'date')
    expect(screen.getByLabelText('Starts at')).toHaveAttribute('type', 'datetime-local')
  })

  it('shows the schema message under each field on bad input', async () => {
    const onSubmit = vi.fn()
    render(<ProductForm onSubmit={onSubmit} />)
    await save()
    expect(screen.getByLabelText(/Price/)).toHaveAccessibleDescription('Price is required')
    expect(screen.getByLabelText(/I checked the price/)).toHaveAccessibleDescription('Tick the box to confirm')
    expect(screen.getByLabelText(/Released on/)).toHaveAccessibleDescription('Released on is required')
    expect(screen.getByLabelText('Slots')).not.toHaveAttribute('aria-invalid')
    await userEvent.type(screen.getByLabelText(/Price/), '-5')
    await save()
    expect(screen.getByLabelText(/Price/)).toHaveAccessibleDescription('Price cannot be negative')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('submits numbers as numbers, empty number and date fields as null, checkboxes as booleans', async () => {
    const onSubmit = vi.fn()
    render(<ProductForm onSubmit={onSubmit} />)
    await fillValid()
    await save()
    expect(onSubmit).toHaveBeenCalledWith(
      { price: 1500, slots: null, active: false, agreed: true, releasedOn: '2026-03-01', endsOn: null, startsAt: null },
      expect.anything(),
    )
  })

  it('shows a date-time in Manila time and submits the instant it names', async () => {
    const onSubmit = vi.fn()
    render(<ProductForm onSubmit={onSubmit} defaultValues={{ ...blank, startsAt: '2026-03-01T01:30:00.000Z' }} />)
    // 01:30 UTC is 09:30 in Manila (UTC+8), whatever zone the browser is in.
    expect(screen.getByLabelText('Starts at')).toHaveValue('2026-03-01T09:30')
    fireEvent.change(screen.getByLabelText('Starts at'), { target: { value: '2026-03-02T08:00' } })
    await fillValid()
    await save()
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ startsAt: '2026-03-02T00:00:00.000Z' })
  })

  it('submits a cleared date-time as null and keeps numbers given as defaults', async () => {
    const onSubmit = vi.fn()
    render(<ProductForm onSubmit={onSubmit} defaultValues={{ ...blank, price: 250, slots: 30, active: true, startsAt: '2026-03-01T01:30:00.000Z' }} />)
    expect(screen.getByLabelText('Slots')).toHaveValue(30)
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked()
    fireEvent.change(screen.getByLabelText('Starts at'), { target: { value: '' } })
    await userEvent.clear(screen.getByLabelText('Slots'))
    await userEvent.click(screen.getByLabelText(/I checked the price/))
    fireEvent.change(screen.getByLabelText(/Released on/), { target: { value: '2026-03-01' } })
    await save()
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ price: 250, slots: null, active: true, startsAt: null })
  })
})

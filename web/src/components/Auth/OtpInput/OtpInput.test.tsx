import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { OtpInput, emptyOtp, fillFromPaste } from './OtpInput'

function Harness() {
  const [digits, setDigits] = useState(emptyOtp())
  return (
    <>
      <OtpInput value={digits} onChange={setDigits} />
      <output>{digits.join('')}</output>
    </>
  )
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[]

describe('OtpInput', () => {
  it('fills every box from a pasted code, ignoring spaces and dashes', () => {
    render(<Harness />)
    fireEvent.paste(boxes()[0], { clipboardData: { getData: () => '123-456' } })
    expect(boxes().map((box) => box.value)).toEqual(['1', '2', '3', '4', '5', '6'])
    expect(screen.getByRole('status')).toHaveTextContent('123456')
    expect(document.activeElement).toBe(boxes()[5])
  })

  it('pastes from the box it lands in and stops at the last box', () => {
    expect(fillFromPaste(['9', '', '', '', '', ''], 1, '12345678')).toEqual({
      digits: ['9', '1', '2', '3', '4', '5'],
      next: 5,
    })
    expect(fillFromPaste(['', '', '', '', '', ''], 0, 'abc')).toEqual({ digits: ['', '', '', '', '', ''], next: 0 })
  })

  it('advances on typing, refuses letters and goes back on Backspace', () => {
    render(<Harness />)
    fireEvent.change(boxes()[0], { target: { value: '7' } })
    expect(document.activeElement).toBe(boxes()[1])
    fireEvent.change(boxes()[1], { target: { value: 'x' } })
    expect(boxes()[1].value).toBe('')
    fireEvent.keyDown(boxes()[1], { key: 'Backspace' })
    expect(boxes()[0].value).toBe('')
    expect(document.activeElement).toBe(boxes()[0])
  })

  it('spreads a code the keyboard autofills into one box (one-time-code), like a paste', () => {
    render(<Harness />)
    fireEvent.change(boxes()[0], { target: { value: '335579' } })
    expect(boxes().map((box) => box.value)).toEqual(['3', '3', '5', '5', '7', '9'])
    expect(document.activeElement).toBe(boxes()[5])
  })

  it('types over a filled box with the new digit only', () => {
    render(<Harness />)
    fireEvent.change(boxes()[0], { target: { value: '3' } })
    fireEvent.change(boxes()[0], { target: { value: '38' } })
    expect(boxes().map((box) => box.value)).toEqual(['8', '', '', '', '', ''])
  })

  it('labels each box for assistive technology', () => {
    render(<Harness />)
    expect(screen.getByLabelText('Digit 1 of 6')).toBeInTheDocument()
    expect(screen.getByLabelText('Digit 6 of 6')).toBeInTheDocument()
  })
})

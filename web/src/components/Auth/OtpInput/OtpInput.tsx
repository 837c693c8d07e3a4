// Six single-digit boxes for the e-mailed one-time password. Typing advances, Backspace on an
// empty box goes back, and pasting the whole code (from the e-mail) fills every box at once.
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react'
import clsx from 'clsx'

export const OTP_LENGTH = 6

type Props = {
  value: string[]
  onChange: (digits: string[]) => void
  invalid?: boolean
  disabled?: boolean
}

export const emptyOtp = () => Array<string>(OTP_LENGTH).fill('')

/** Digits of pasted text placed from box `start` on; anything but digits is ignored. */
export function fillFromPaste(current: string[], start: number, text: string): { digits: string[]; next: number } {
  const pasted = text.replace(/\D/g, '').slice(0, OTP_LENGTH - start).split('')
  const digits = [...current]
  pasted.forEach((digit, i) => {
    digits[start + i] = digit
  })
  return { digits, next: Math.min(start + pasted.length, OTP_LENGTH - 1) }
}

export function OtpInput({ value, onChange, invalid, disabled }: Props) {
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const focus = (index: number) => boxes.current[index]?.focus()

  const setDigit = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, '')
    // More than one new digit arrives at once when the browser or phone keyboard autofills the
    // code (autocomplete="one-time-code") or a keyboard inserts it: spread it like a paste.
    // A whole code fills every box, even if it lands in a box that already held a digit.
    if (typed.length >= OTP_LENGTH || (typed.length > 1 && !value[index]) || typed.length > 2) {
      const { digits, next } = typed.length >= OTP_LENGTH ? fillFromPaste(value, 0, typed.slice(-OTP_LENGTH)) : fillFromPaste(value, index, typed)
      onChange(digits)
      focus(next)
      return
    }
    const digit = typed.slice(-1)
    const digits = [...value]
    digits[index] = digit
    onChange(digits)
    if (digit && index < OTP_LENGTH - 1) focus(index + 1)
  }

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault()
      const digits = [...value]
      digits[index - 1] = ''
      onChange(digits)
      focus(index - 1)
    } else if (event.key === 'ArrowLeft' && index > 0) {
      focus(index - 1)
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      focus(index + 1)
    }
  }

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    const { digits, next } = fillFromPaste(value, index, event.clipboardData.getData('text'))
    onChange(digits)
    focus(next)
  }

  return (
    <div role="group" aria-label="One-time password" className="flex justify-between gap-2 sm:gap-3">
      {value.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element
          }}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid || undefined}
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          inputMode="numeric"
          pattern="[0-9]"
          // Not 1: a limit would cut an autofilled code down to its first digit (setDigit spreads it).
          maxLength={OTP_LENGTH}
          disabled={disabled}
          value={digit}
          onChange={(event) => setDigit(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
          className={clsx(
            'h-12 w-11 rounded-lg border bg-white text-center text-xl font-semibold text-slate-900 shadow-sm sm:h-14 sm:w-12',
            'focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus:border-brand-500',
            invalid ? 'border-red-400' : 'border-slate-300',
          )}
        />
      ))}
    </div>
  )
}

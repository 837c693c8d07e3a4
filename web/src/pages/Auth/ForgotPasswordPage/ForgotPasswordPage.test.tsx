import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const forgotPassword = vi.fn()
const navigate = vi.fn()
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }))

vi.mock('@/auth', () => ({ useAuth: () => ({ forgotPassword }) }))
vi.mock('react-hot-toast', () => ({ default: toast }))
vi.mock('@redwoodjs/router', () => ({
  navigate: (to: string) => navigate(to),
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
  routes: {
    login: () => '/login',
    resetPassword: (p: Record<string, string>) => `/reset-password?${new URLSearchParams(p)}`,
  },
}))

import ForgotPasswordPage from './ForgotPasswordPage'
import SetNewPasswordPage from '../SetNewPasswordPage/SetNewPasswordPage'

const email = () => screen.getByPlaceholderText('Enter your Email')
const send = () => fireEvent.click(screen.getByRole('button', { name: 'SEND' }))

beforeEach(() => {
  forgotPassword.mockReset()
  navigate.mockReset()
  toast.success.mockReset()
  toast.error.mockReset()
})

describe('forgot password screen', () => {
  it('asks for the registered email when empty, and sends nothing', async () => {
    render(<ForgotPasswordPage />)
    send()
    expect(await screen.findByText('Enter your registered email')).toBeInTheDocument()
    expect(forgotPassword).not.toHaveBeenCalled()
  })

  it('set-new-password says Email is required instead', async () => {
    render(<SetNewPasswordPage />)
    send()
    expect(await screen.findByText('Email is required')).toBeInTheDocument()
  })

  it('gives an example for a malformed address', async () => {
    render(<ForgotPasswordPage />)
    fireEvent.change(email(), { target: { value: 'maria@' } })
    send()
    expect(await screen.findByText('Enter a valid email address (e.g., name@example.com)')).toBeInTheDocument()
  })

  it('sends the lower-cased email, toasts and goes to the reset screen', async () => {
    let finish: (value: unknown) => void = () => {}
    forgotPassword.mockReturnValue(new Promise((resolve) => (finish = resolve)))
    render(<ForgotPasswordPage />)
    fireEvent.change(email(), { target: { value: 'Maria@Example.COM' } })
    send()
    expect(await screen.findByRole('button', { name: /SENDING OTP\.\.\./ })).toBeDisabled()
    finish({ id: 7, token: 'tok', email: 'maria@example.com' })
    await waitFor(() => expect(navigate).toHaveBeenCalled())
    expect(forgotPassword).toHaveBeenCalledWith('maria@example.com')
    expect(toast.success).toHaveBeenCalledWith('An OTP was sent to maria@example.com')
    expect(navigate).toHaveBeenCalledWith('/reset-password?userId=7&resetToken=tok&email=maria%40example.com')
  })

  it('shows the server error as an error toast and stays', async () => {
    forgotPassword.mockResolvedValue({ error: 'Username not found' })
    render(<ForgotPasswordPage />)
    fireEvent.change(email(), { target: { value: 'maria@example.com' } })
    send()
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Username not found'))
    expect(navigate).not.toHaveBeenCalled()
    // Stays: the address as typed, and SEND ready for another try.
    expect(email()).toHaveValue('maria@example.com')
    expect(screen.getByRole('button', { name: 'SEND' })).toBeEnabled()
    expect(toast.success).not.toHaveBeenCalled()
  })
})

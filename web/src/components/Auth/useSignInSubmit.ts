// What the login and signup forms share: once signed in (now, or already when the page opened),
// on to where the visitor was headed (redirectTo) or home; and the dbAuth call behind the submit
// button, whose refusal or failure shows as the form's server error.
import { navigate, useLocation } from '@redwoodjs/router'
import { useEffect, useState } from 'react'
import { useAuth } from '@/auth'
import { redirectTarget } from './redirectAfterLogin'

/** `failure`: the message when the call fails without one of its own. */
export function useSignInSubmit(failure: string) {
  const { isAuthenticated } = useAuth()
  const { search } = useLocation()
  const [serverError, setServerError] = useState<{ message: string } | null>(null)
  const [submitting, setSubmitting] = useState(false)

  useEffect(() => {
    if (isAuthenticated) navigate(redirectTarget(search), { replace: true })
  }, [isAuthenticated, search])

  const submit = async (call: () => Promise<{ error?: unknown } | null | undefined>) => {
    setServerError(null)
    setSubmitting(true)
    try {
      const result = await call()
      if (result?.error) setServerError({ message: String(result.error) })
    } catch (error) {
      setServerError({ message: error instanceof Error ? error.message : failure })
    } finally {
      setSubmitting(false)
    }
  }
  return { search, serverError, submitting, submit }
}

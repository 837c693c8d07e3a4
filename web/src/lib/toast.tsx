// Toasts: 3000 ms each and at most 20 on screen (spec constants); older ones make room for new ones.
import { useEffect } from 'react'
import toast, { Toaster, useToasterStore } from 'react-hot-toast'
import { getGraphQLErrorMessage } from './errors'

/** How long a toast stays (ms). */
export const TOAST_DURATION_MS = 3000
/** How many toasts may be visible at once. */
export const TOAST_LIMIT = 20

/** The app's toaster; mount once near the root. `limit` exists for tests. */
export function AppToaster({ limit = TOAST_LIMIT }: { limit?: number }) {
  const { toasts } = useToasterStore()

  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .sort((a, b) => b.createdAt - a.createdAt)
      .slice(limit)
      .forEach((t) => toast.dismiss(t.id))
  }, [toasts, limit])

  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: TOAST_DURATION_MS,
        className: 'text-sm',
        style: { borderRadius: '0.5rem', maxWidth: '28rem' },
      }}
    />
  )
}

/** A success toast. */
export function notifySuccess(message: string): string {
  return toast.success(message)
}

/** An error toast from a message, or from an error through the shared GraphQL message rule. */
export function notifyError(errorOrMessage: unknown): string {
  const message = typeof errorOrMessage === 'string' ? errorOrMessage : getGraphQLErrorMessage(errorOrMessage)
  return toast.error(message)
}

/** react-hot-toast's toast, for loading/promise toasts. */
export { toast }

import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react'

/** The generic fatal-error message, verbatim from the spec. */
export const FATAL_ERROR_MESSAGE = 'Something went wrong and we are unable to show this page.'

/** The last-resort page: a centred heading and message on a grey background, with a way out. */
export function FatalErrorPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-16">
      <div className="w-full max-w-md rounded-lg bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <h1 className="text-xl font-semibold text-slate-900">Something went wrong</h1>
        <p className="mt-2 text-sm text-slate-600">{FATAL_ERROR_MESSAGE}</p>
        <div className="mt-6 flex justify-center gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
          >
            Reload page
          </button>
          {/* A plain anchor on purpose: the router itself may be what failed. */}
          <a href="/" className="rounded-lg px-4 py-2 text-sm font-medium text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
            Go to home
          </a>
        </div>
      </div>
    </main>
  )
}

/** Props a page's own error page receives. */
export type PageErrorProps = { error: Error }

type BoundaryProps = { fallback: ComponentType<PageErrorProps>; resetKey?: unknown; children: ReactNode }

/** A React error boundary that renders `fallback` with the error; `resetKey` changes clear it (e.g. the path). */
export class ErrorBoundary extends Component<BoundaryProps, { error: Error | null; resetKey: unknown }> {
  state: { error: Error | null; resetKey: unknown } = { error: null, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: Error | null; resetKey: unknown }) {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    // Logged so the failure is visible in the console and error reporting, never swallowed.
    console.error('Page failed to render', error, info.componentStack)
  }

  render() {
    const { error } = this.state
    if (error) {
      const Fallback = this.props.fallback
      return <Fallback error={error} />
    }
    return this.props.children
  }
}

/**
 * Catches a page's render errors: shows the page's own `errorPage` first, and the generic
 * FatalErrorPage if there is none or if the page's error page fails too.
 */
export function PageErrorBoundary({ errorPage, resetKey, children }: { errorPage?: ComponentType<PageErrorProps>; resetKey?: unknown; children: ReactNode }) {
  return (
    <ErrorBoundary fallback={FatalErrorPage} resetKey={resetKey}>
      <ErrorBoundary fallback={errorPage ?? FatalErrorPage} resetKey={resetKey}>
        {children}
      </ErrorBoundary>
    </ErrorBoundary>
  )
}

export default FatalErrorPage

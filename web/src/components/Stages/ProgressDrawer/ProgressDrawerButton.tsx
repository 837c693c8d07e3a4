// The navbar's progress button (members only, docs/product.md, "Navbar"). It is tiny on
// purpose: the drawer's code and its query load when it is first opened, so the navbar adds
// almost nothing to the first screen's budget (web/vite.bundle.ts).
import { lazy, Suspense, useState } from 'react'

const ProgressDrawer = lazy(() => import('./ProgressDrawer'))

const buttonClass =
  'flex items-center gap-2 rounded-lg px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500'

export function ProgressDrawerButton({ userId }: { userId: number }) {
  const [open, setOpen] = useState(false)
  // Mounted from the first open on, so closing and opening again shows the cached progress at once.
  const [loaded, setLoaded] = useState(false)
  return (
    <>
      <button
        type="button"
        className={buttonClass}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true)
          setOpen(true)
        }}
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true">
          <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="sr-only sm:not-sr-only">My progress</span>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <ProgressDrawer userId={userId} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}

export default ProgressDrawerButton

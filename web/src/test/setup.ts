import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import toast from 'react-hot-toast'
import { afterEach } from 'vitest'
import { registerTestRoutes } from './routes'

// Components link with routes.<name>(); outside a <Router> the table comes from routeTable.ts.
registerTestRoutes()

// Files share one page and module graph (vite.config.ts), so each test ends by putting back what a
// test may change there.
afterEach(() => {
  cleanup()
  toast.remove() // react-hot-toast keeps its toasts in a module store, not in the rendered tree
  localStorage.clear()
  // Tests that render at an address (renderWithProviders' route) must not leak it to the next.
  window.history.replaceState({}, '', '/')
})

import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { registerTestRoutes } from './routes'

// Components link with routes.<name>(); outside a <Router> the table comes from Routes.tsx.
registerTestRoutes()

afterEach(() => {
  cleanup()
  localStorage.clear()
  // Tests that render at an address (renderWithProviders' route) must not leak it to the next.
  window.history.replaceState({}, '', '/')
})

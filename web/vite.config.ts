import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { firstScreenBudget } from './vite.bundle.ts'
import { devRedirectRules } from './vite.redirects.ts'

/** Where `yarn rw dev` runs the API (scripts/rw/index.ts). */
const DEV_API_ORIGIN = 'http://127.0.0.1:8911'

// The dbAuth web client and the router read these globals (Redwood defines them at build time).
const redwoodGlobals = {
  'globalThis.RWJS_API_URL': JSON.stringify('/api'),
  'globalThis.RWJS_API_GRAPHQL_URL': JSON.stringify('/api/graphql'),
  'globalThis.RWJS_ENV': JSON.stringify({ RWJS_API_URL: '/api', RWJS_API_GRAPHQL_URL: '/api/graphql' }),
  'globalThis.RWJS_DEBUG_ENV': JSON.stringify({}),
}

export default defineConfig(({ command }) => ({
  // The build leaves out what no first screen runs (vite.bundle.ts); dev and tests are unchanged.
  plugins: [react(), devRedirectRules(DEV_API_ORIGIN), ...firstScreenBudget.plugins],
  define: { ...redwoodGlobals, ...(command === 'build' ? firstScreenBudget.define : {}) },
  server: {
    port: 8910,
    strictPort: true,
    proxy: { '/api': { target: DEV_API_ORIGIN, changeOrigin: false } },
  },
  // No source maps in the build: web/dist is served as is, and a map would publish the sources.
  build: { outDir: 'dist', sourcemap: false, emptyOutDir: true, manifest: true, ...firstScreenBudget.build },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
  },
}))

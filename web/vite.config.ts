import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// The dbAuth web client and the router read these globals (Redwood defines them at build time).
const redwoodGlobals = {
  'globalThis.RWJS_API_URL': JSON.stringify('/api'),
  'globalThis.RWJS_API_GRAPHQL_URL': JSON.stringify('/api/graphql'),
  'globalThis.RWJS_ENV': JSON.stringify({ RWJS_API_URL: '/api', RWJS_API_GRAPHQL_URL: '/api/graphql' }),
  'globalThis.RWJS_DEBUG_ENV': JSON.stringify({}),
}

export default defineConfig({
  plugins: [react()],
  define: redwoodGlobals,
  server: {
    port: 8910,
    strictPort: true,
    proxy: { '/api': { target: 'http://127.0.0.1:8911', changeOrigin: false } },
  },
  build: { outDir: 'dist', sourcemap: true, emptyOutDir: true, manifest: true },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
  },
})

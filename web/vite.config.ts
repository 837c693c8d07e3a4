import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import { configDefaults, defineConfig } from 'vitest/config'
import { firstScreenBudget } from './vite.bundle.ts'
import { precompress } from './vite.compress.ts'
import { devRedirectRules } from './vite.redirects.ts'

/** The test files that vi.mock a module, found by reading them (see `test.projects`). */
const MOCKING_FILES = readdirSync(path.join(import.meta.dirname, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.join('src', file))
  .filter((file) => readFileSync(path.join(import.meta.dirname, file), 'utf8').includes('vi.mock('))

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
  // The import aliases of tsconfig.json's paths: @/ is web/src, @common/ the shared rules.
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${path.join(import.meta.dirname, 'src')}/` },
      { find: /^@common\//, replacement: `${path.join(import.meta.dirname, '../common')}/` },
    ],
  },
  plugins: [react(), devRedirectRules(DEV_API_ORIGIN), ...firstScreenBudget.plugins, precompress()],
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
    // Files share their worker's modules and page (isolate: false), which spares loading React,
    // the router and happy-dom again for each of 138 files (the web run 133 -> 25 s), so
    // setup.ts puts back what a file may leave behind. The files that replace a module with vi.mock
    // keep a module graph of their own.
    projects: [
      { extends: true, test: { name: 'shared', isolate: false, exclude: [...configDefaults.exclude, ...MOCKING_FILES] } },
      { extends: true, test: { name: 'isolated', include: MOCKING_FILES } },
    ],
  },
}))

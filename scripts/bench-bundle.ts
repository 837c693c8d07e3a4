// `yarn rw exec bench-bundle` after `yarn rw build`: the gzipped JavaScript a browser downloads
// before each signed-out screen and the signed-in home can render (the entry chunk plus the
// route's page chunk and every chunk they import statically), read from web/dist's Vite manifest.
// The budget (DESIGN.md) is about 150 KB for the first route. Figures go to docs/benchmarks.md.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { projectRoot } from '../api/src/lib/env'

type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }

const dist = path.join(projectRoot, 'web/dist')
const pages = ['LoginPage', 'SignupPage', 'ForgotPasswordPage', 'ResetPasswordPage', 'HomePage']

export default async function benchBundle() {
  const manifestFile = path.join(dist, '.vite/manifest.json')
  if (!existsSync(manifestFile)) throw new Error('web/dist/.vite/manifest.json is missing: run "yarn rw build" first.')
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>
  const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024

  // A chunk and everything it imports statically (what must arrive before it runs).
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return seen
    seen.add(key)
    for (const imported of manifest[key].imports ?? []) closure(imported, seen)
    return seen
  }
  const [entryKey] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? []
  if (!entryKey) throw new Error('No entry chunk in the manifest')
  const entry = closure(entryKey)
  const sum = (keys: Iterable<string>) => [...keys].reduce((total, key) => total + gzipKb(manifest[key].file), 0)

  console.log(`entry (router, auth, Apollo, React): ${sum(entry).toFixed(1)} KB gzipped`)
  for (const page of pages) {
    const pageKey = Object.keys(manifest).find((key) => key.endsWith(`/${page}.tsx`))
    if (!pageKey) throw new Error(`${page} is not in the manifest`)
    const needed = closure(pageKey, new Set(entry))
    // The signed-in pages also wait for the lazily loaded app layout.
    if (page === 'HomePage') {
      const layout = Object.keys(manifest).find((key) => key.endsWith('/AppLayout.tsx'))
      if (layout) closure(layout, needed)
    }
    console.log(`${page.padEnd(20)} ${sum(needed).toFixed(1)} KB gzipped in all`)
  }
}

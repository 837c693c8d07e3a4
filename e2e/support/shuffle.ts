// A run of the journeys in a shuffled order, to show that none depends on another having run
// before it (or not): E2E_SHUFFLE=<seed> yarn rw test e2e. Playwright runs spec files in the order
// of their paths and has no shuffle of its own, so this writes, for that seed, one file per spec
// whose name sorts in the shuffled order and which only imports the real spec (whose tests then
// belong to it), and the config points testDir there. The seed is printed so an order that fails
// can be run again.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export function shuffledTestDir(seed: string): string {
  const specs = path.resolve(import.meta.dirname, '..')
  // Outside test-results/ (Playwright empties its outputDir when the run starts), named by the seed:
  // every worker loads this config again and must find the same files, so they are only ever
  // rewritten when their content changes.
  const dir = path.join(os.tmpdir(), `tribe-e2e-shuffled-${seed.replace(/[^\w-]/g, '_')}`)
  mkdirSync(dir, { recursive: true })
  writeIfChanged(path.join(dir, 'package.json'), '{ "type": "module" }\n')
  const files = readdirSync(specs).filter((file) => file.endsWith('.spec.ts'))
  const random = seeded(seed)
  // Fisher-Yates with the seeded generator.
  for (let i = files.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[files[i], files[j]] = [files[j], files[i]]
  }
  const wrappers = files.map((file, index) => {
    const wrapper = `${String(index).padStart(3, '0')}-${file}`
    writeIfChanged(path.join(dir, wrapper), `import ${JSON.stringify(path.join(specs, file).replace(/\.ts$/, ''))}\n`)
    return wrapper
  })
  for (const stale of readdirSync(dir).filter((file) => file.endsWith('.spec.ts') && !wrappers.includes(file))) rmSync(path.join(dir, stale))
  console.log(`Journeys in shuffled order (E2E_SHUFFLE=${seed}): ${files.join(', ')}`)
  return dir
}

function writeIfChanged(file: string, text: string) {
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text)
}

/** mulberry32 seeded by the seed's characters: the same seed, the same order. */
function seeded(seed: string): () => number {
  let state = [...seed].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261) >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

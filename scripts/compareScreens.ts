// Compares two folders of screenshots pixel by pixel (pixelmatch): the before and after of a change
// that must not show, as the house pass's five screens (e2e/screenshots.spec.ts, "house pass").
//   tsx scripts/compareScreens.ts <before-dir> <after-dir> [<diff-dir>]
// Prints each pair's differing pixels and exits 1 if any pair differs in size or in a pixel; with a
// diff folder it writes each differing pair's diff image there (changed pixels in red).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'

const [before, after, diffDir] = process.argv.slice(2)
if (!before || !after) {
  console.error('usage: tsx scripts/compareScreens.ts <before-dir> <after-dir> [<diff-dir>]')
  process.exit(2)
}

let failures = 0
for (const name of readdirSync(before).filter((file) => file.endsWith('.png')).sort()) {
  const a = PNG.sync.read(readFileSync(path.join(before, name)))
  let b: PNG
  try {
    b = PNG.sync.read(readFileSync(path.join(after, name)))
  } catch {
    console.log(`${name}: missing after`)
    failures++
    continue
  }
  if (a.width !== b.width || a.height !== b.height) {
    console.log(`${name}: size ${a.width}x${a.height} -> ${b.width}x${b.height}`)
    failures++
    continue
  }
  const diff = new PNG({ width: a.width, height: a.height })
  // threshold 0: any change of colour counts; anti-aliasing is not excused either.
  const changed = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0, includeAA: true })
  console.log(`${name}: ${a.width}x${a.height}, ${changed} pixel(s) differ`)
  if (changed) {
    failures++
    if (diffDir) {
      mkdirSync(diffDir, { recursive: true })
      writeFileSync(path.join(diffDir, name), PNG.sync.write(diff))
    }
  }
}
process.exit(failures ? 1 : 0)

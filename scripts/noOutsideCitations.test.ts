// Comments cite documents every clone has: docs/product.md for the product's rules (by section:
// `docs/product.md, "Menus"`), docs/architecture.md, docs/security.md and the other docs/ pages
// for the how. Never the product specification ("spec part N section M"), a tracker's issue
// numbers ("issue 12", "(issue 28)") or DESIGN.md: a newcomer has none of them. This test reads
// every source file under the code folders and fails on such a citation, naming file:line.
//
// STILL_CITING is the explicit, temporary allow-list: files that cited before the rule and are
// being rewritten by someone else right now, each with its number of citing lines. It can only
// shrink: a file that cites more than listed fails, and so does one that cites less (lower its
// number) or no longer at all (remove it). docs/ is not checked: the docs may speak of the spec.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const SELF = 'scripts/noOutsideCitations.test.ts'

/** The folders (and root files) whose sources must not cite outside documents. */
const CHECKED = ['api/src', 'common', 'db', 'scripts', 'e2e', 'web/src', 'eslint.config.js']
const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs|sql|css|html)$/

/** What counts as citing an outside document, with the words a failure uses. */
const CITATIONS: { name: string; pattern: RegExp }[] = [
  { name: 'the spec', pattern: /\bspec part\b/i },
  { name: 'an issue number', pattern: /\bissues? #?\d+/i },
  { name: 'DESIGN.md', pattern: /\bDESIGN\.md\b/ },
]

/**
 * Files still citing, with their number of citing lines: empty now. A file being rewritten in
 * parallel may be listed here for a while; remove it once it cites nothing.
 */
const STILL_CITING: Record<string, number> = {}

/** The checked source files: tracked or new, never git-ignored (generated types, node_modules). */
function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', ...CHECKED], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  return listed
    .split('\0')
    .filter((file) => SOURCE.test(file) && file !== SELF)
    .filter((file) => {
      try {
        readFileSync(path.join(root, file))
        return true
      } catch {
        return false // deleted in the work tree, not yet staged
      }
    })
}

/** Every line of `source` that cites an outside document: 'file:line: what (the line)'. */
function citationsIn(file: string, source: string): string[] {
  return source.split('\n').flatMap((line, index) => {
    const hit = CITATIONS.find(({ pattern }) => pattern.test(line))
    return hit ? [`${file}:${index + 1}: cites ${hit.name}: ${line.trim().slice(0, 160)}`] : []
  })
}

describe('comments cite only documents in the repository', () => {
  it('recognises each kind of outside citation, and not the words around them', () => {
    const cited = (line: string) => citationsIn('probe.ts', line).length
    expect(cited('// The menus of spec part 1 section 6.')).toBe(1)
    expect(cited('// Archived instead (issue 12).')).toBe(1)
    expect(cited('// Both rules (issues 9 and 12).')).toBe(1)
    expect(cited('// The house shape (DESIGN.md, "Habits").')).toBe(1)
    expect(cited('// The menus (docs/product.md, "Menus").')).toBe(0)
    expect(cited('const messages = error.issues.map((issue) => issue.message)')).toBe(0)
    expect(cited('// The spec-compliant parser; issue a new token.')).toBe(0)
  })

  const files = sourceFiles()
  const found = new Map<string, string[]>()
  for (const file of files) {
    const lines = citationsIn(file, readFileSync(path.join(root, file), 'utf8'))
    if (lines.length) found.set(file, lines)
  }

  it('finds the source files to check', () => {
    expect(files.length).toBeGreaterThan(500)
    expect(files).toContain('common/permissions.ts')
    expect(files).toContain('web/src/routeTable.ts')
  })

  it('no file outside the allow-list cites the spec, an issue number or DESIGN.md', () => {
    const offending = [...found].filter(([file]) => !(file in STILL_CITING)).flatMap(([, lines]) => lines)
    expect(offending, 'cite docs/product.md, "<Section>" (or docs/architecture.md, docs/security.md ...) instead').toEqual([])
  })

  it('the allow-list only shrinks: each listed file cites exactly as many lines as listed', () => {
    const stale = Object.entries(STILL_CITING).flatMap(([file, listed]) => {
      const lines = found.get(file) ?? []
      if (lines.length === listed) return []
      if (lines.length === 0) return [`${file}: cites nothing any more: remove it from STILL_CITING`]
      if (lines.length < listed) return [`${file}: cites ${lines.length} lines, listed ${listed}: lower its number`]
      return [`${file}: cites ${lines.length} lines, listed ${listed}: the new ones must cite docs/ instead`, ...lines]
    })
    expect(stale).toEqual([])
  })
})

// Adds page flags to common/permissions.ts, the one typed list (the directives, the schema
// builder, the web guards and the seed all read it). New flags go in an area keyed by the model;
// flags already listed in any area are left where they are.
import { UsageError } from '../../run'
import type { FileEdit } from '../writer'

export const PERMISSIONS = 'common/permissions.ts'

/** The block `export const PAGE_FLAGS = { ... } as const` and where it starts. */
function pageFlagsBlock(text: string): { start: number; end: number } {
  const start = text.indexOf('export const PAGE_FLAGS = {')
  const close = start === -1 ? -1 : text.indexOf('\n} as const', start)
  if (start === -1 || close === -1) {
    throw new UsageError(`Cannot find "export const PAGE_FLAGS = { ... } as const" in ${PERMISSIONS}; add the page flags by hand.`)
  }
  return { start, end: close + 1 }
}

/** Every page flag named in the file's PAGE_FLAGS block. */
export function listedPageFlags(text: string): Set<string> {
  const { start, end } = pageFlagsBlock(text)
  const body = text.slice(start, end).replace(/\/\/.*$/gm, '')
  return new Set([...body.matchAll(/'([^']+)'/g)].map(([, flag]) => flag))
}

/** The edit adding `flags` under `area` (created, or extended when it exists). */
export function addPageFlags(area: string, flags: string[]): FileEdit {
  return {
    path: PERMISSIONS,
    description: `page flags ${flags.join(', ')}`,
    apply(text) {
      const listed = listedPageFlags(text)
      const missing = flags.filter((flag) => !listed.has(flag))
      if (!missing.length) return text
      const { start, end } = pageFlagsBlock(text)
      const block = text.slice(start, end)
      const quoted = missing.map((flag) => `'${flag}'`)
      const existing = new RegExp(`^(  ${area}: \\[)([^\\]]*)\\]`, 'm').exec(block)
      let nextBlock: string
      if (!existing) {
        nextBlock = `${block}  ${area}: [${quoted.join(', ')}],\n`
      } else if (existing[2].includes('\n')) {
        // A list already written one flag a line: keep it that way.
        const at = existing.index + existing[0].length - 1
        const indent = /\n( *)'/.exec(existing[2])?.[1] ?? '    '
        const lines = quoted.map((flag) => `${indent}${flag},\n`).join('')
        const before = block.slice(0, at).replace(/,?\n *$/, ',\n')
        nextBlock = before + lines + block.slice(at).replace(/^\]/, '  ]')
      } else {
        const at = existing.index + existing[0].length - 1
        nextBlock = `${block.slice(0, at)}, ${quoted.join(', ')}${block.slice(at)}`
      }
      return text.slice(0, start) + nextBlock + text.slice(end)
    },
  }
}

/** The edit adding a function flag (a create button's) to FUNCTION_FLAGS, once. */
export function addFunctionFlag(flag: string): FileEdit {
  return {
    path: PERMISSIONS,
    description: `function flag ${flag}`,
    apply(text) {
      const start = text.indexOf('export const FUNCTION_FLAGS = [')
      const end = start === -1 ? -1 : text.indexOf('\n] as const', start)
      if (start === -1 || end === -1) {
        throw new UsageError(`Cannot find "export const FUNCTION_FLAGS = [ ... ] as const" in ${PERMISSIONS}; add the function flag ${flag} by hand.`)
      }
      if (text.slice(start, end).includes(`'${flag}'`)) return text
      return `${text.slice(0, end)}\n  '${flag}',${text.slice(end)}`
    },
  }
}

// Adds a model's flags to the access-level editor's words
// (web/src/components/AccessLevels/flagMeanings.ts): its area's heading, a one-line meaning per page
// flag and the create button's function flag. Each list there is a Record over common/permissions.ts,
// so a flag without a meaning does not type-check. The scaffold reads its create button's words
// back from the function flag's meaning ("Shows the New widget button.").
import { UsageError } from '../../run'
import { FLAG_MEANINGS } from '../templates/scaffoldContext'
import type { FileEdit } from '../writer'

const key = (name: string) => (/^[a-z_][a-z0-9_]*$/i.test(name) ? name : `'${name}'`)
const quoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`

/** `text` with `entries` added at the end of the object `export const <name>`, those not there yet. */
function addEntries(text: string, name: string, entries: [string, string][]): string {
  const start = text.indexOf(`export const ${name}`)
  const end = start === -1 ? -1 : text.indexOf('\n}', start)
  if (start === -1 || end === -1) {
    throw new UsageError(`Cannot find "export const ${name} = { ... }" in ${FLAG_MEANINGS}; add ${entries.map(([k]) => k).join(', ')} by hand.`)
  }
  const block = text.slice(start, end)
  const missing = entries.filter(([k]) => !new RegExp(`^ *${key(k).replace(/[/'-]/g, '\\$&')}:`, 'm').test(block))
  if (!missing.length) return text
  return `${text.slice(0, end)}${missing.map(([k, v]) => `\n  ${key(k)}: ${quoted(v)},`).join('')}${text.slice(end)}`
}

export type FlagWords = {
  area: [string, string]
  pages: [string, string][]
  createFlag: [string, string]
}

export function addFlagMeanings(words: FlagWords): FileEdit {
  return {
    path: FLAG_MEANINGS,
    description: `meanings of ${[...words.pages.map(([flag]) => flag), words.createFlag[0]].join(', ')}`,
    apply(text) {
      // New page flags go in the model's own area (edits/permissions.ts), which then needs a heading;
      // flags listed already keep their area (payment terms are in billing).
      let next = addEntries(text, 'PAGE_FLAG_MEANINGS', words.pages)
      if (next !== text) next = addEntries(next, 'PAGE_AREA_LABELS', [words.area])
      return addEntries(next, 'FUNCTION_FLAG_MEANINGS', [words.createFlag])
    },
  }
}

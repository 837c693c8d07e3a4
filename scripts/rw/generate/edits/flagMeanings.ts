// Adds a function flag's one-line meaning to the access-level page's list
// (web/src/components/AccessLevels/flagMeanings.ts, a Record<FunctionFlag, string>: a flag without
// a meaning does not type-check). The scaffold reads its create button's words back from it.
import { UsageError } from '../../run'
import { FLAG_MEANINGS } from '../templates/scaffoldContext'
import type { FileEdit } from '../writer'

export function addFunctionFlagMeaning(flag: string, meaning: string): FileEdit {
  return {
    path: FLAG_MEANINGS,
    description: `meaning of ${flag}`,
    apply(text) {
      const start = text.indexOf('export const FUNCTION_FLAG_MEANINGS')
      const end = start === -1 ? -1 : text.indexOf('\n}', start)
      if (start === -1 || end === -1) {
        throw new UsageError(`Cannot find "export const FUNCTION_FLAG_MEANINGS = { ... }" in ${FLAG_MEANINGS}; add the meaning of ${flag} by hand.`)
      }
      const key = /^[a-z_][a-z0-9_]*$/i.test(flag) ? flag : `'${flag}'`
      if (new RegExp(`^ *${key.replace(/[/-]/g, '\\$&')}:`, 'm').test(text.slice(start, end))) return text
      return `${text.slice(0, end)}\n  ${key}: '${meaning.replace(/'/g, "\\'")}',${text.slice(end)}`
    },
  }
}

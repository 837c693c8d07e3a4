// What a generator produces: new files, and edits to the files that register them (the GraphQL
// registry, the route table, the permissions list). Nothing is written until every new file is known
// not to exist, so a refused run leaves the tree as it was.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { UsageError } from '../run'

/** A file to create, by its path from the project root. */
export type NewFile = { path: string; content: string }

/**
 * A change to an existing file: `apply` returns the new text, or the same text when the change
 * is already there (so running a generator twice never registers anything twice).
 */
export type FileEdit = { path: string; description: string; apply: (text: string) => string }

export type Plan = { files: NewFile[]; edits: FileEdit[]; notes: string[] }

export const emptyPlan = (): Plan => ({ files: [], edits: [], notes: [] })

export function mergePlans(...plans: Plan[]): Plan {
  return {
    files: plans.flatMap((plan) => plan.files),
    edits: plans.flatMap((plan) => plan.edits),
    notes: plans.flatMap((plan) => plan.notes),
  }
}

export type ApplyOptions = { root: string; force?: boolean; log?: (line: string) => void }

/** Writes the plan under `root`: refuses (writing nothing) if a new file exists, unless `force`. */
export function applyPlan(plan: Plan, { root, force = false, log = console.log }: ApplyOptions) {
  const taken = plan.files.filter((file) => existsSync(path.join(root, file.path)))
  if (taken.length && !force) {
    const list = taken.map((file) => `  ${file.path}`).join('\n')
    throw new UsageError(`Not generating: these files already exist:\n${list}\nRemove them, or run again with --force to overwrite them.`)
  }
  const missing = plan.edits.filter((edit) => !existsSync(path.join(root, edit.path)))
  if (missing.length) {
    throw new UsageError(`Not generating: ${[...new Set(missing.map((edit) => edit.path))].join(', ')} not found (is this the project root?).`)
  }

  // Edits are computed before anything is written: an edit that cannot find its anchor throws here.
  const edited = new Map<string, string>()
  const changed: FileEdit[] = []
  for (const edit of plan.edits) {
    const before = edited.get(edit.path) ?? readFileSync(path.join(root, edit.path), 'utf8')
    const after = edit.apply(before)
    if (after !== before) changed.push(edit)
    edited.set(edit.path, after)
  }

  for (const file of plan.files) {
    const target = path.join(root, file.path)
    const existed = existsSync(target)
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, file.content)
    log(`${existed ? 'overwrote' : 'wrote'}    ${file.path}`)
  }
  for (const [file, text] of edited) writeFileSync(path.join(root, file), text)
  for (const edit of plan.edits) {
    log(`${changed.includes(edit) ? 'updated' : 'unchanged'}  ${edit.path}: ${edit.description}`)
  }
  for (const note of plan.notes) log(`\n${note}`)
}

/** Inserts `insertion` before the first match of `anchor` in `text`; throws when there is none. */
export function insertBefore(text: string, anchor: RegExp, insertion: string, file: string): string {
  const match = anchor.exec(text)
  if (!match) throw new UsageError(`Cannot find where to add to ${file} (looked for ${anchor}). Add it by hand, or restore the file's shape.`)
  return text.slice(0, match.index) + insertion + text.slice(match.index)
}

/** Inserts `insertion` after the last match of `anchor` in `text`; throws when there is none. */
export function insertAfterLast(text: string, anchor: RegExp, insertion: string, file: string): string {
  const global = new RegExp(anchor.source, anchor.flags.includes('g') ? anchor.flags : anchor.flags + 'g')
  let last: RegExpExecArray | null = null
  for (let match = global.exec(text); match; match = global.exec(text)) last = match
  if (!last) throw new UsageError(`Cannot find where to add to ${file} (looked for ${anchor}). Add it by hand, or restore the file's shape.`)
  const end = last.index + last[0].length
  return text.slice(0, end) + insertion + text.slice(end)
}

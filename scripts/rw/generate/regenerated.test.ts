// The proof that `yarn rw g scaffold` writes today's style: two existing domains, regenerated with
// it, match what the scaffold writes now, file by file, except the files regenerated.ts lists as
// the domain's own (each with why). A template change that would change these domains, or a hand
// edit to a generated file, fails here: regenerate (`yarn rw g scaffold <Model> --force`, then put
// back the domain's own files) or move the file to the list with its reason.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../../../api/src/lib/env'
import { planFor } from '.'
import { REGENERATED } from './regenerated'

describe.each(REGENERATED)('the $model domain, regenerated with g scaffold', ({ model, own, notKept }) => {
  it('is what the scaffold writes, but for the files it keeps by hand', async () => {
    // The scaffold reads the types the API answers from schema.graphql ("yarn rw gen" writes it).
    expect(existsSync(path.join(projectRoot, 'schema.graphql')), 'schema.graphql: run "yarn rw gen" first').toBe(true)
    const { plan } = await planFor('scaffold', [model, '--force'], projectRoot)
    const written = plan.files.map((file) => file.path)
    // The lists name only files the scaffold writes.
    for (const file of [...Object.keys(own), ...notKept]) expect(written, file).toContain(file)

    const generated = plan.files.filter((file) => !(file.path in own) && !notKept.includes(file.path))
    expect(generated.length).toBeGreaterThanOrEqual(5)
    for (const file of generated) {
      const checkedIn = path.join(projectRoot, file.path)
      expect(existsSync(checkedIn), `${file.path} is generated but not checked in`).toBe(true)
      expect(readFileSync(checkedIn, 'utf8'), `${file.path} differs from what "yarn rw g scaffold ${model}" writes`).toBe(file.content)
    }
    for (const file of Object.keys(own)) expect(existsSync(path.join(projectRoot, file)), file).toBe(true)
    for (const file of notKept) expect(existsSync(path.join(projectRoot, file)), `${file} is listed as not kept`).toBe(false)
    // Registering again changes nothing: the flags, the meaning and the routes are the domain's already.
    for (const edit of plan.edits) {
      const text = readFileSync(path.join(projectRoot, edit.path), 'utf8')
      expect(edit.apply(text), edit.description).toBe(text)
    }
  }, 60_000)
})

import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../../../api/src/lib/env'

/** `yarn rw <args>` as a user runs it: exit code and everything printed. */
async function rw(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(`${projectRoot}/node_modules/.bin/tsx`, ['scripts/rw/index.ts', ...args], {
      cwd: projectRoot,
    })
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, output: failed.stdout + failed.stderr }
  }
}

describe('yarn rw g (the command as a user runs it)', () => {
  it('refuses an unknown table by the export it looked for, with a non-zero exit, writing nothing', async () => {
    const { code, output } = await rw('generate', 'scaffold', 'Sprocket')
    expect(code).toBe(1)
    expect(output).toContain('No table named "sprockets" is exported from db/schema/index.ts')
    expect(output).not.toContain('wrote')
  }, 60_000) // a fresh process loads the whole CLI: slower than a unit test
})

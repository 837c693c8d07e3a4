import { describe, expect, it, vi } from 'vitest'
import { runChecks } from './checks'
import { CommandFailed } from './run'

describe('runChecks', () => {
  it('reports a failing check and still runs the ones after it', async () => {
    const lines: string[] = []
    const lint = vi.fn(async () => {})
    const failed = await runChecks(
      [
        { name: 'type-check', run: async () => Promise.reject(new CommandFailed('tsc -p web/tsconfig.json', 1, null)) },
        { name: 'lint', run: lint },
      ],
      (line) => lines.push(line),
    )
    expect(failed).toEqual(['type-check'])
    expect(lint).toHaveBeenCalledOnce()
    expect(lines.join('\n')).toMatch(/=== type-check ===\ntype-check: FAILED \(\d+\.\d s\)\n\n=== lint ===\nlint: passed/)
  })

  it('counts an error thrown by a check itself (not a tool exiting) as a failure too', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failed = await runChecks([{ name: 'gen', run: async () => Promise.reject(new Error('Unknown page flag "userz"')) }], () => {})
    expect(failed).toEqual(['gen'])
    expect(error).toHaveBeenCalledWith(new Error('Unknown page flag "userz"'))
  })
})

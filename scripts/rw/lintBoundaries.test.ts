// The domain zones of eslint.config.js hold however an import is written: through the @/ alias, a
// relative path, or a type import. A component of one domain (Members here) may use its own files,
// components/ui, lib/ and common/, and never another domain's component (Courses).
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const probe = path.join(root, 'web/src/components/Members/BoundaryProbe.tsx')

async function rulesBroken(source: string): Promise<string[]> {
  // no-cycle reads the linted file from disk, and the probe is never written there.
  const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } })
  const [result] = await eslint.lintText(source, { filePath: probe })
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`)
}

describe('the domain zones', () => {
  it('refuse another domain through the @/ alias, a relative path or a type import', async () => {
    for (const line of [
      "import { CourseTracks } from '@/components/Courses/CourseTracks/CourseTracks'",
      "import { CourseTracks } from '../Courses/CourseTracks/CourseTracks'",
      "import type { CourseTracks } from '@/components/Courses/CourseTracks/CourseTracks'",
    ]) {
      const broken = await rulesBroken(`${line}\n\nexport const probe = CourseTracks\n`)
      expect(broken, line).toEqual([expect.stringMatching(/^import\/no-restricted-paths: .*components\/Members may import only its own domain/)])
    }
  }, 60_000)

  it('allow the shared shelf, lib, common and the domain itself', async () => {
    const source = [
      "import { PageShell } from '@/components/ui/PageShell/PageShell'",
      "import { fullName } from '@/lib/fullName'",
      "import { roleLabel } from '@common/permissions'",
      "import { MemberDetail } from './MemberDetail/MemberDetail'",
      '',
      'export const probe = [PageShell, fullName, roleLabel, MemberDetail]',
      '',
    ].join('\n')
    expect(await rulesBroken(source)).toEqual([])
  }, 60_000)
})

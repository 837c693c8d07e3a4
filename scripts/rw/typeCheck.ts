// `yarn rw type-check`: tsc over the project's three TypeScript projects. They share no build
// output, so they run at once and each prints its result in one piece when it ends: on two cores
// that takes about as long as the slowest project alone (api) instead of the sum of all three.
import { bin, CommandFailed, runCollected } from './run'

/** api/src + db + common; web/src + common; and the root's db, common, scripts and e2e. */
const projects = ['api/tsconfig.json', 'tsconfig.json', 'web/tsconfig.json']

export async function typeCheck() {
  // tsc drops colours when its output is not a terminal; ask for them when ours is.
  const pretty = process.stdout.isTTY ? ['--pretty'] : []
  const failed: string[] = []
  await Promise.all(
    projects.map(async (project) => {
      const started = Date.now()
      const { code, output } = await runCollected(bin('tsc'), ['-p', project, '--noEmit', ...pretty])
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      console.log(`tsc -p ${project}: ${code === 0 ? 'no errors' : 'FAILED'} (${seconds} s)`)
      if (output.trim()) console.log(output.trimEnd())
      if (code !== 0) failed.push(project)
    }),
  )
  if (failed.length) throw new CommandFailed(`tsc -p ${failed.join(', -p ')}`, 1, null)
}

// The rows a journey asks its server to make (POST /__e2e/make/<maker>, scripts/rw/e2eServer.ts):
// each file of makers/ is one maker, named by its file, whose default export takes the request's
// JSON body and answers what it made. The test-only server registers this; api/src never does.
import { readdirSync } from 'node:fs'
import path from 'node:path'

type Maker = (input: Record<string, unknown>) => Promise<unknown>

const dir = path.join(import.meta.dirname, 'makers')
const names = new Set(readdirSync(dir).filter((file) => file.endsWith('.ts')).map((file) => file.slice(0, -3)))

/** The maker called `name`, or null when there is none. */
export async function makerOf(name: string): Promise<Maker | null> {
  if (!names.has(name)) return null
  return ((await import(path.join(dir, `${name}.ts`))) as { default: Maker }).default
}

export const makerNames = () => [...names].sort()

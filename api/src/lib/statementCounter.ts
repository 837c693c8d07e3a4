// Counts the SQL statements a piece of work sends (every query through node-postgres, the driver
// under Drizzle), so tests and scripts/bench-learning.ts can state and assert "N statements per
// operation". Not for production code paths: it patches pg.Client.prototype.query while `work` runs.
import pg from 'pg'

export type CountedStatements = { count: number; statements: string[] }

let active: CountedStatements[] = []

const original = pg.Client.prototype.query

function patched(this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text?: string } | undefined
  const text = typeof first === 'string' ? first : (first?.text ?? '')
  for (const counter of active) {
    counter.count += 1
    counter.statements.push(text)
  }
  return (original as (...a: unknown[]) => unknown).apply(this, args)
}

/** Runs `work` and answers its result with the statements sent meanwhile (by anyone in this process: run alone). */
export async function countStatements<T>(work: () => Promise<T>): Promise<{ result: T } & CountedStatements> {
  const counter: CountedStatements = { count: 0, statements: [] }
  if (active.length === 0) pg.Client.prototype.query = patched as typeof original
  active.push(counter)
  try {
    const result = await work()
    return { result, ...counter }
  } finally {
    active = active.filter((entry) => entry !== counter)
    if (active.length === 0) pg.Client.prototype.query = original
  }
}

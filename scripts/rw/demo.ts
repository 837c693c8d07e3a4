import { sql } from 'drizzle-orm'
import { db } from '../../api/src/lib/db'
import { demoLogins, demoPassword } from '../seed/demoLogins'

export async function hasUsers(): Promise<boolean> {
  const result = await db.execute<{ present: boolean }>(sql`select exists (select 1 from users) as present`)
  return result.rows[0]?.present === true
}

export function demoLoginsText(): string {
  const width = Math.max(...demoLogins.map((login) => login.role.length))
  const lines = demoLogins.map((login) => `  ${login.role.padEnd(width)}  ${login.email}`)
  return `\nDemo logins (password for all: ${demoPassword}):\n${lines.join('\n')}\n`
}

// The policy pages (/terms-conditions, /privacy-policy, /refund-policy): staff write each as
// markdown in a setting of the same name (type text, on /default-settings); the page shows the
// text and the date it was last saved. A missing row (a database migrated before 0022, or a test's)
// shows the seeded text (policyDefaults.ts), which is what migration 0022 inserted.
import { eq } from 'drizzle-orm'
import { POLICY_NAMES, POLICY_TITLES, type PolicyName, type PublicPage } from '../../../../common/publicPages'
import { settings } from '../../../../db/schema'
import { db } from '../../lib/db'
import { POLICY_DEFAULTS, POLICY_SEEDED_AT } from '../policies/policyDefaults'

export const isPolicyName = (name: string): name is PolicyName => (POLICY_NAMES as readonly string[]).includes(name)

/** The first paragraph of the text as plain words, for search results and link previews. */
export function summaryOf(markdown: string, max = 200): string {
  const paragraph =
    markdown
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .find((block) => block && !block.startsWith('#')) ?? ''
  const plain = paragraph
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*>\s?/gm, '')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).replace(/\s+\S*$/, '')}…`
}

/** The policy page `name`: one indexed read. */
export async function policyPage(name: PolicyName): Promise<PublicPage> {
  const [row] = await db.select({ value: settings.value, updatedAt: settings.updatedAt }).from(settings).where(eq(settings.name, name)).limit(1)
  const markdown = row?.value?.trim() ? row.value : POLICY_DEFAULTS[name]
  const updatedAt = row?.value?.trim() ? row.updatedAt : POLICY_SEEDED_AT
  return {
    path: `/${name}`,
    title: `${POLICY_TITLES[name]} | Tribe`,
    description: summaryOf(markdown),
    content: { kind: 'policy', name, markdown, updatedAt: updatedAt.toISOString() },
  }
}

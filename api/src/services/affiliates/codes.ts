// Link codes (docs/product.md, "affiliates"): /{code} and /{funnelSlug}/{code} share the /{slug}
// space with funnel pages, redirect rules and the app's own routes, so a code is refused when any
// of them already uses it; the shape rule is common/affiliates.ts. The unique index decides a race
// between two affiliates choosing one code at once.
import { randomInt } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { affiliateCodeProblem, affiliateMessages, AFFILIATE_CODE_MAX } from '../../../../common/affiliates'
import { isAppPathSegment } from '../../../../common/appPaths'
import { affiliates, funnels, redirectRules } from '../../../../db/schema'
import type { Executor } from '../../lib/db'

/** Why `code` (normalized) cannot be this affiliate's, or null when it can. */
export async function codeProblem(executor: Executor, code: string, affiliateId: number | null): Promise<string | null> {
  const shape = affiliateCodeProblem(code)
  if (shape) return shape
  if (isAppPathSegment(code)) return affiliateMessages.codeReserved
  const [taken] = await executor
    .select({
      affiliate: sql<boolean>`exists (select 1 from ${affiliates} where ${affiliates.code} = ${code}${affiliateId === null ? sql`` : sql` and ${affiliates.id} <> ${affiliateId}`})`,
      funnel: sql<boolean>`exists (select 1 from ${funnels} where lower(${funnels.slug}) = ${code})`,
      redirect: sql<boolean>`exists (select 1 from ${redirectRules} where lower(${redirectRules.fromPath}) in (${`/${code}`}, ${`/${code}/`}))`,
    })
    .from(sql`(select 1) as one`)
  if (taken.funnel) return affiliateMessages.codeFunnel
  if (taken.redirect) return affiliateMessages.codeRedirect
  if (taken.affiliate) return affiliateMessages.codeTaken
  return null
}

/** 'María Santos-Cruz' -> 'maria-santos-cruz' (letters and digits joined by single dashes). */
function slugWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, AFFILIATE_CODE_MAX - 5)
    .replace(/-+$/, '')
}

/**
 * A free code for a new affiliate, from their name (or e-mail): the name itself, else the name and
 * four digits (a few tries), else 'affiliate-' and six digits. They may choose their own later.
 */
export async function suggestCode(executor: Executor, person: { firstName: string; lastName: string; email: string }): Promise<string> {
  const base = slugWords(`${person.firstName} ${person.lastName}`) || slugWords(person.email.split('@')[0])
  const candidates = base.length >= 3 ? [base, ...Array.from({ length: 4 }, () => `${base}-${randomInt(1000, 10000)}`)] : []
  for (const candidate of candidates) {
    if ((await codeProblem(executor, candidate, null)) === null) return candidate
  }
  return `affiliate-${randomInt(100000, 1000000)}`
}

/** The caller's affiliate row, or null. */
export async function affiliateOf(executor: Executor, userId: number) {
  const [row] = await executor.select().from(affiliates).where(eq(affiliates.userId, userId))
  return row ?? null
}

/** The active affiliate whose code is `code` (codes are stored lower-case), or null: only active affiliates attribute. */
export async function activeAffiliateByCode(executor: Executor, code: string) {
  const [row] = await executor
    .select({ id: affiliates.id, userId: affiliates.userId })
    .from(affiliates)
    .where(and(eq(affiliates.code, code.toLowerCase()), eq(affiliates.status, 'active')))
  return row ?? null
}

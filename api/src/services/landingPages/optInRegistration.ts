// A visitor's opt-in on a landing page (POST /api/landing-pages/{pageId}/opt-ins; docs/product.md,
// "Landing pages"): their name, e-mail and mobile number, one row per page and mailbox
// (landing_opt_ins, unique (page, lower(email))): sending again updates it. The page must be
// published, or its funnel closed: then the row is a waitlist sign-up. Attribution is the free
// training's: the visitor's last click (attribution.ts) makes the opt-in that affiliate's, and the
// affiliate gets an opt-in lead for the funnel of the page (affiliates/optInLeads.ts). The answer is
// the same whether the e-mail is new, sent already or has an account; a filled honeypot answers the
// same and keeps nothing.
import { eq, sql } from 'drizzle-orm'
import { LANDING_OPT_IN_HONEYPOT, landingOptInMessages, landingOptInSchema, type LandingOptInValues } from '../../../../common/validation/landingOptIns'
import { landingOptIns } from '../../../../db/schema'
import { writeInfoLog } from '../../lib/audit'
import { db, type Executor } from '../../lib/db'
import { logger } from '../../lib/logger'
import { lastClick } from '../affiliates/attribution'
import { affiliateOptInLead } from '../affiliates/optInLeads'

/** Where the opt-in came from: the attribution cookie's visitor id and the client. */
export type OptInRequest = { visitorId: string | null; ip?: string | null; userAgent?: string | null }

/** What every opt-in to a page answers, whoever sent it: whether it went on the waitlist. */
export type OptInAnswer = { waitlist: boolean }

export type ParsedOptIn = { ok: true; value: LandingOptInValues } | { ok: false; error: string; fields: Record<string, string> }

/** Reads a request body with the form's own schema (common/validation/landingOptIns.ts). */
export function parseLandingOptIn(body: unknown): ParsedOptIn {
  const parsed = landingOptInSchema.safeParse(body)
  if (parsed.success) return { ok: true, value: parsed.data }
  const fields: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : null
    if (field && !(field in fields)) fields[field] = issue.message
  }
  return { ok: false, error: parsed.error.issues[0]?.message ?? landingOptInMessages.form, fields }
}

/** A row of the page's statement (its aliases). */
type OptInPageRow = { id: number; funnel_id: string | null; public_path: string; published: boolean; closed: boolean }

/** The page as an opt-in needs it, or null when there is none. */
async function optInPage(executor: Executor, pageId: number): Promise<OptInPageRow | null> {
  const { rows } = await executor.execute<OptInPageRow>(sql`
    select p.id, p.funnel_id, coalesce(p.path, '/' || f.slug) as public_path, (p.published_version_id is not null) as published,
      coalesce(not (f.is_open and pr.is_active), false) as closed
    from landing_pages p
    left join funnels f on f.id = p.funnel_id
    left join products pr on pr.id = f.product_id
    where p.id = ${pageId}`)
  return rows[0] ?? null
}

/** The upsert's row (its aliases). */
type OptInRow = { id: number; affiliate_id: number | null; lead_id: number | null }

/**
 * Keeps the opt-in in one transaction: the row (new or updated), its affiliate and that affiliate's
 * lead when the visitor's last click names an active one, and an info log line. 'not-found' when the
 * page does not exist, or is neither published nor a closed funnel's (nothing to opt in to).
 */
export async function optInToLandingPage(pageId: number, input: LandingOptInValues, request: OptInRequest, now = new Date()): Promise<OptInAnswer | 'not-found'> {
  const page = Number.isSafeInteger(pageId) && pageId > 0 ? await optInPage(db, pageId) : null
  if (!page || (!page.published && !page.closed)) return 'not-found'
  const answer = { waitlist: page.closed }
  if (input[LANDING_OPT_IN_HONEYPOT]?.trim()) {
    logger.info({ ip: request.ip ?? null, pageId }, 'landing-page opt-in: honeypot filled, nothing kept')
    return answer
  }
  await db.transaction(async (tx) => {
    const click = request.visitorId ? await lastClick(tx, request.visitorId, { email: input.email }, now) : null
    const at = now.toISOString()
    const { rows } = await tx.execute<OptInRow>(sql`
      insert into landing_opt_ins (page_id, funnel_id, name, email, mobile_number, waitlist, affiliate_id, visitor_id, created_at, updated_at)
      values (${page.id}, ${page.funnel_id}, ${input.name}, ${input.email}, ${input.mobileNumber}, ${page.closed}, ${click?.affiliateId ?? null}, ${request.visitorId}, ${at}, ${at})
      on conflict (page_id, lower(email)) do update set
        name = excluded.name,
        mobile_number = excluded.mobile_number,
        waitlist = excluded.waitlist,
        affiliate_id = coalesce(landing_opt_ins.affiliate_id, excluded.affiliate_id),
        visitor_id = coalesce(excluded.visitor_id, landing_opt_ins.visitor_id),
        updated_at = excluded.updated_at
      returning id, affiliate_id, lead_id`)
    const optIn = rows[0]
    // The lead goes to the opt-in's affiliate (the first one kept) only when this visit's click
    // names that same affiliate: a suspended or expired first affiliate gets nothing new.
    let lead: { id: number; created: boolean } | null = null
    if (click && optIn.affiliate_id === click.affiliateId) {
      lead = await affiliateOptInLead(tx, click.affiliateId, { ...input, funnelId: page.funnel_id, landingUrl: page.public_path }, now)
      if (optIn.lead_id == null) await tx.update(landingOptIns).set({ leadId: lead.id }).where(eq(landingOptIns.id, optIn.id))
    }
    await writeInfoLog(
      {
        action: 'landing-opt-in',
        entityType: 'landing_opt_in',
        entityId: optIn.id,
        ip: request.ip ?? null,
        details: {
          pageId: page.id,
          funnelId: page.funnel_id,
          waitlist: page.closed,
          affiliateId: optIn.affiliate_id,
          leadId: lead?.id ?? optIn.lead_id,
          leadCreated: lead?.created ?? false,
          userAgent: request.userAgent?.slice(0, 300) ?? null,
        },
      },
      tx,
    )
  })
  return answer
}

// An affiliate's opt-in lead from a public form (the free-training registration, a landing page's
// opt-in): the one home of the rule both follow. When the visitor's last click names an active
// affiliate (attribution.ts lastClick), that affiliate gets an opt-in lead with the person's
// e-mail unless they already have one (an earlier opt-in, or a signed-up person's tie), so they see
// the person and a later signup with that e-mail becomes their tie.
import { and, desc, eq } from 'drizzle-orm'
import { leads } from '../../../../db/schema'
import type { Executor } from '../../lib/db'

/** Who opted in and where: the form's fields, the funnel of the page (null for none) and its public path. */
export type OptInPerson = { email: string; name: string; mobileNumber: string; funnelId: string | null; landingUrl: string }

/** The affiliate's lead for this e-mail: the one they have, else a new opt-in lead. Its id and whether it is new. */
export async function affiliateOptInLead(tx: Executor, affiliateId: number, person: OptInPerson, now: Date): Promise<{ id: number; created: boolean }> {
  const [existing] = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.affiliateId, affiliateId), eq(leads.email, person.email)))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(1)
  if (existing) return { id: existing.id, created: false }
  const [created] = await tx
    .insert(leads)
    .values({ affiliateId, funnelId: person.funnelId, email: person.email, name: person.name, mobileNumber: person.mobileNumber, landingUrl: person.landingUrl, createdAt: now })
    .returning({ id: leads.id })
  return { id: created.id, created: true }
}

// The rows the affiliate programme's tests name: the programme's settings, an open and a closed
// funnel, members, and affiliates acting as the affiliate level.
import { eq } from 'drizzle-orm'
import { AFFILIATE_SETTINGS } from '../../../../common/affiliates'
import { affiliates, funnels, products, redirectRules, settings } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createUser } from '../../test/factories'
import { currentUserFor } from '../../test/scenario'

type SettingValues = Partial<Record<keyof typeof AFFILIATE_SETTINGS, string>>

/** The programme's settings as seeded (switch on, approval off, 30 days, main offer /membership). */
export async function programmeSettings(values: SettingValues = {}) {
  const rows = {
    enable: 'true',
    approval: 'false',
    cookieDays: '30',
    mainOffer: '/membership',
    terms: 'Be honest.\n\nNo spam.',
    defaultPercent: '20',
    ...values,
  }
  await db.insert(settings).values(
    Object.entries(rows).map(([key, value]) => ({
      name: AFFILIATE_SETTINGS[key as keyof typeof AFFILIATE_SETTINGS],
      value,
      type: key === 'terms' ? ('text' as const) : ('string' as const),
    })),
  )
}

export async function setSetting(key: keyof typeof AFFILIATE_SETTINGS, value: string) {
  await db.update(settings).set({ value }).where(eq(settings.name, AFFILIATE_SETTINGS[key]))
}

/** A member (acting as member) with a name, for joining. */
export async function memberNamed(firstName: string, lastName: string) {
  const user = await createUser({ firstName, lastName, accessLevels: ['member'] })
  return { user, caller: await currentUserFor(user.id) }
}

/** An affiliate (member and affiliate levels, terms accepted) acting as the affiliate level. */
export async function affiliateNamed(code: string, values: Partial<typeof affiliates.$inferInsert> = {}) {
  const user = await createUser({ firstName: code, lastName: 'Partner', email: `${code}@example.com`, accessLevels: ['member', 'affiliate'] })
  const [affiliate] = await db
    .insert(affiliates)
    .values({ userId: user.id, code, termsAcceptedAt: new Date(), commissionType: 'Percentage', commissionPercent: 20, ...values })
    .returning()
  return { user, affiliate, caller: await currentUserFor(user.id, { role: 'affiliate' }) }
}

/** The programme, an open funnel (membership), a closed one (old-offer) and a redirect rule (/promo). */
export const programme = async () => {
  await programmeSettings()
  const [product] = await db.insert(products).values({ name: 'Tribe Membership' }).returning()
  const [membership] = await db.insert(funnels).values({ productId: product.id, name: 'Membership', slug: 'membership', priceCentavos: 500_000 }).returning()
  const [closed] = await db.insert(funnels).values({ productId: product.id, name: 'Old offer', slug: 'old-offer', priceCentavos: 100_000, isOpen: false }).returning()
  const admin = await createUser({ roles: ['admin'] })
  await db.insert(redirectRules).values({ fromPath: '/promo', toUrl: '/membership', isPermanent: false, createdById: admin.id })
  return { membership, closed }
}

// Joining the programme (docs/product.md, "affiliates"): Become an Affiliate, the terms and their
// acceptance, the link code chosen once. Become an Affiliate is the one access level a user grants
// themself (lib/auth/staffTrust.ts names the exception); it needs the member level acting and the
// enable-affiliate switch on.
import { eq } from 'drizzle-orm'
import { affiliateMessages, normalizeAffiliateCode } from '../../../../common/affiliates'
import type { RoleId } from '../../../../common/permissions'
import { ROLE_LABELS } from '../../../../common/permissions'
import { accessLevels, affiliates, userAccessLevels, users } from '../../../../db/schema'
import { writeInfoLog } from '../../lib/audit'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import { ForbiddenError, isUniqueViolation, UserInputError } from '../../lib/errors'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'
import { affiliateOf, codeProblem, suggestCode } from './codes'
import { affiliateSettings } from './settings'

const AFFILIATE_LEVEL: RoleId = 'affiliate'

type AffiliateRow = typeof affiliates.$inferSelect

/** The row as the API answers it (AffiliateAccount). */
export function toAffiliateAccount(row: AffiliateRow) {
  return {
    id: row.id,
    code: row.code,
    codeChosen: row.codeChosenAt !== null,
    status: row.status,
    termsAcceptedAt: row.termsAcceptedAt?.toISOString() ?? null,
    commissionType: row.commissionType,
    commissionCentavos: row.commissionCentavos,
    commissionPercent: row.commissionPercent,
    payoutMethod: row.payoutMethod,
    payoutAccountName: row.payoutAccountName,
    payoutAccountNumber: row.payoutAccountNumber,
    payoutBankName: row.payoutBankName,
  }
}

const caller = () => currentUser()!

/** The caller's affiliate row; an affiliate level without one (granted by hand) is refused. */
export async function callerAffiliate(): Promise<AffiliateRow> {
  const row = await affiliateOf(db, caller().id)
  if (!row) throw new ForbiddenError(affiliateMessages.notAffiliate)
  return row
}

export const myAffiliate = (async () => {
  const row = await affiliateOf(db, caller().id)
  return row ? toAffiliateAccount(row) : null
}) satisfies QueryResolvers['myAffiliate']

export const affiliateTerms = (async () => {
  const [settings, row] = await Promise.all([affiliateSettings(), affiliateOf(db, caller().id)])
  return { text: settings.terms, acceptedAt: row?.termsAcceptedAt?.toISOString() ?? null }
}) satisfies QueryResolvers['affiliateTerms']

export const becomeAffiliate = (async () => {
  const user = caller()
  const settings = await affiliateSettings()
  if (!settings.enabled) throw new ForbiddenError(affiliateMessages.notEnabled)
  const existing = await affiliateOf(db, user.id)
  // A second click (or a second tab) answers the account made by the first.
  if (existing && user.accessLevels.some((level) => level.name === AFFILIATE_LEVEL)) return toAffiliateAccount(existing)
  const code = existing?.code ?? (await suggestCode(db, user))
  try {
    const row = await db.transaction(async (tx) => {
      await tx.insert(accessLevels).values({ name: AFFILIATE_LEVEL, label: ROLE_LABELS[AFFILIATE_LEVEL] }).onConflictDoNothing()
      const [level] = await tx.select({ id: accessLevels.id }).from(accessLevels).where(eq(accessLevels.name, AFFILIATE_LEVEL))
      await tx.insert(userAccessLevels).values({ userId: user.id, accessLevelId: level.id }).onConflictDoNothing()
      const [inserted] = await tx
        .insert(affiliates)
        .values({
          userId: user.id,
          code,
          status: settings.approvalRequired ? 'waiting' : 'active',
          commissionType: 'Percentage',
          commissionPercent: settings.defaultPercent,
        })
        .onConflictDoNothing({ target: affiliates.userId })
        .returning()
      const row = inserted ?? (await affiliateOf(tx, user.id))!
      await writeInfoLog({ action: 'becomeAffiliate', userId: user.id, entityType: 'affiliate', entityId: row.id, details: { code: row.code, status: row.status } }, tx)
      return row
    })
    return toAffiliateAccount(row)
  } catch (error) {
    // The suggested code was taken between the check and the insert: rare; ask again.
    if (isUniqueViolation(error, 'affiliates_code_key')) throw new UserInputError('Please try again: that link code was just taken')
    throw error
  }
}) satisfies MutationResolvers['becomeAffiliate']

export const acceptAffiliateTerms = (async () => {
  const row = await callerAffiliate()
  if (row.termsAcceptedAt) return toAffiliateAccount(row)
  const acceptedAt = new Date()
  const updated = await db.transaction(async (tx) => {
    // The shell reads users.affiliateTimestamp (the menu opens), the programme its own column:
    // one instant, written together.
    const [updated] = await tx.update(affiliates).set({ termsAcceptedAt: acceptedAt, updatedAt: acceptedAt }).where(eq(affiliates.id, row.id)).returning()
    await tx.update(users).set({ affiliateTimestamp: acceptedAt, updatedAt: acceptedAt }).where(eq(users.id, row.userId))
    await writeInfoLog({ action: 'acceptAffiliateTerms', userId: row.userId, entityType: 'affiliate', entityId: row.id }, tx)
    return updated
  })
  return toAffiliateAccount(updated)
}) satisfies MutationResolvers['acceptAffiliateTerms']

export const chooseAffiliateCode = (async ({ code: input }) => {
  const row = await callerAffiliate()
  if (row.codeChosenAt) throw new UserInputError(affiliateMessages.codeChosen, { code: [affiliateMessages.codeChosen] })
  const code = normalizeAffiliateCode(input)
  const problem = code === row.code ? null : await codeProblem(db, code, row.id)
  if (problem) throw new UserInputError(problem, { code: [problem] })
  try {
    const updated = await db.transaction(async (tx) => {
      const now = new Date()
      const [updated] = await tx.update(affiliates).set({ code, codeChosenAt: now, updatedAt: now }).where(eq(affiliates.id, row.id)).returning()
      await writeInfoLog({ action: 'chooseAffiliateCode', userId: row.userId, entityType: 'affiliate', entityId: row.id, details: { before: row.code, after: code } }, tx)
      return updated
    })
    return toAffiliateAccount(updated)
  } catch (error) {
    if (isUniqueViolation(error, 'affiliates_code_key')) throw new UserInputError(affiliateMessages.codeTaken, { code: [affiliateMessages.codeTaken] })
    throw error
  }
}) satisfies MutationResolvers['chooseAffiliateCode']

import { and, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { affiliateMessages } from '../../../../common/affiliates'
import { affiliates, infoLogs, users } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { currentUserFor, scenario } from '../../test/scenario'
import { affiliateNamed, memberNamed, programme, setSetting } from './affiliates.scenarios'

const ACCOUNT = 'id code codeChosen status termsAcceptedAt commissionType commissionPercent'
const BECOME = `mutation { becomeAffiliate { ${ACCOUNT} } }`
const ACCEPT = `mutation { acceptAffiliateTerms { ${ACCOUNT} } }`
const CHOOSE = `mutation ($code: String!) { chooseAffiliateCode(code: $code) { ${ACCOUNT} } }`

const errorOf = (result: Awaited<ReturnType<typeof runGraphql>>) => {
  const error = result.errors?.[0]
  return error && { message: error.message, code: (error.extensions as { code?: string }).code, fields: (error.extensions as { properties?: { messages?: Record<string, string[]> } }).properties?.messages }
}

describe('becomeAffiliate', () => {
  scenario('a member gets the affiliate level and an active account with a code from their name and the default rate', programme, async () => {
    const { user, caller } = await memberNamed('María', 'Santos')
    const result = await runGraphql(caller, BECOME)
    expect(result.errors).toBeUndefined()
    expect(result.data?.becomeAffiliate).toMatchObject({ code: 'maria-santos', codeChosen: false, status: 'active', termsAcceptedAt: null, commissionType: 'Percentage', commissionPercent: 20 })
    const after = await currentUserFor(user.id, { role: 'affiliate' })
    expect(after.accessLevel?.name).toBe('affiliate')
    const logs = await db.select().from(infoLogs).where(and(eq(infoLogs.action, 'becomeAffiliate'), eq(infoLogs.userId, user.id)))
    expect(logs).toHaveLength(1)
  })

  scenario('asking twice answers the same account', programme, async () => {
    const { user, caller } = await memberNamed('Ana', 'Cruz')
    const first = await runGraphql(caller, BECOME)
    const second = await runGraphql(await currentUserFor(user.id), BECOME)
    expect(second.errors).toBeUndefined()
    expect((second.data?.becomeAffiliate as { id: number }).id).toBe((first.data?.becomeAffiliate as { id: number }).id)
    expect(await db.select().from(affiliates).where(eq(affiliates.userId, user.id))).toHaveLength(1)
  })

  scenario('a taken name gets digits; the approval setting makes the account wait', programme, async () => {
    await affiliateNamed('ana-cruz')
    await setSetting('approval', 'true')
    const { caller } = await memberNamed('Ana', 'Cruz')
    const result = await runGraphql(caller, BECOME)
    expect((result.data?.becomeAffiliate as { code: string }).code).toMatch(/^ana-cruz-\d{4}$/)
    expect((result.data?.becomeAffiliate as { status: string }).status).toBe('waiting')
  })

  scenario('refused while the programme is switched off, and to anyone not acting as a member', programme, async () => {
    await setSetting('enable', 'false')
    const { caller } = await memberNamed('Off', 'Switch')
    expect(errorOf(await runGraphql(caller, BECOME))).toMatchObject({ message: affiliateMessages.notEnabled, code: 'FORBIDDEN' })
    await setSetting('enable', 'true')
    const { createUser } = await import('../../test/factories')
    const nonMember = await createUser({ accessLevels: ['non-member'] })
    expect(errorOf(await runGraphql(await currentUserFor(nonMember.id), BECOME))?.code).toBe('FORBIDDEN')
    expect(await db.select().from(affiliates)).toHaveLength(0)
  })
})

describe('acceptAffiliateTerms', () => {
  scenario('sets the programme and the shell timestamps to one instant, once', programme, async () => {
    const { user, caller } = await affiliateNamed('lea', { termsAcceptedAt: null })
    const result = await runGraphql(caller, ACCEPT)
    expect(result.errors).toBeUndefined()
    const accepted = (result.data?.acceptAffiliateTerms as { termsAcceptedAt: string }).termsAcceptedAt
    const [row] = await db.select({ affiliateTimestamp: users.affiliateTimestamp }).from(users).where(eq(users.id, user.id))
    expect(row.affiliateTimestamp?.toISOString()).toBe(new Date(accepted).toISOString())
    const again = await runGraphql(caller, ACCEPT)
    expect(new Date((again.data?.acceptAffiliateTerms as { termsAcceptedAt: string }).termsAcceptedAt).toISOString()).toBe(new Date(accepted).toISOString())
  })

  scenario('the terms text is read by any signed-in user, with their acceptance', programme, async () => {
    const { caller } = await memberNamed('Reader', 'One')
    const result = await runGraphql(caller, 'query { affiliateTerms { text acceptedAt } }')
    expect(result.data?.affiliateTerms).toEqual({ text: 'Be honest.\n\nNo spam.', acceptedAt: null })
  })

  scenario('a member without the affiliate level is refused', programme, async () => {
    const { caller } = await memberNamed('Not', 'Affiliate')
    expect(errorOf(await runGraphql(caller, ACCEPT))?.code).toBe('FORBIDDEN')
  })
})

describe('chooseAffiliateCode', () => {
  scenario('stores the code lower-case, once', programme, async () => {
    const { caller } = await affiliateNamed('first-code')
    const result = await runGraphql(caller, CHOOSE, { code: '  Juan-Dela-Cruz ' })
    expect(result.errors).toBeUndefined()
    expect(result.data?.chooseAffiliateCode).toMatchObject({ code: 'juan-dela-cruz', codeChosen: true })
    expect(errorOf(await runGraphql(caller, CHOOSE, { code: 'another' }))).toMatchObject({ message: affiliateMessages.codeChosen })
  })

  scenario('refuses a code a funnel, a redirect rule, the app or another affiliate uses, or of another shape, with the message on the field', programme, async () => {
    await affiliateNamed('taken')
    const { caller } = await affiliateNamed('mine')
    const cases: [string, string][] = [
      ['membership', affiliateMessages.codeFunnel],
      ['PROMO', affiliateMessages.codeRedirect],
      ['checkout', affiliateMessages.codeReserved],
      ['affiliate', affiliateMessages.codeReserved],
      ['taken', affiliateMessages.codeTaken],
      ['no spaces', affiliateMessages.codeShape],
      ['-edge', affiliateMessages.codeShape],
      ['ab', affiliateMessages.codeLength],
      ['', affiliateMessages.codeRequired],
    ]
    for (const [code, message] of cases) {
      expect(errorOf(await runGraphql(caller, CHOOSE, { code })), code).toMatchObject({ message, code: 'BAD_USER_INPUT', fields: { code: [message] } })
    }
    const [row] = await db.select().from(affiliates).where(eq(affiliates.code, 'mine'))
    expect(row.codeChosenAt).toBeNull()
  })
})

// The coupon oracle, closed (docs/product.md, "checkout"): checkoutQuote and startCheckout say why a code
// is refused, so refused codes count against the caller's address, signed in or not. Past the
// limit no code is checked from that address (even a good one) until the wait is over.
import { describe, expect } from 'vitest'
import { checkoutMessages } from '../../../../common/checkout'
import { runGraphql } from '../../test/graphql'
import { scenario } from '../../test/scenario'
import { shop, START } from './checkout.scenarios'
import { couponAddressPolicy } from './couponLimit'

const QUOTE = `query ($f: String!, $t: String!, $c: String) { checkoutQuote(funnelId: $f, paymentTermId: $t, couponCode: $c) { total couponCode couponProblem } }`
const LIMITED = /^Too many coupon codes tried\. Try again in \d+ (second|minute)s?\.$/

describe('coupon codes per address', () => {
  scenario('a signed-out address that keeps guessing is stopped, good codes included; other addresses are not', shop, async ({ annual }) => {
    const quote = (code: string, ip: string) => runGraphql(null, QUOTE, { f: annual.id, t: 'one-time', c: code }, { ip }).then((r) => r.data?.checkoutQuote as Record<string, unknown>)
    expect(couponAddressPolicy.limit).toBe(10)
    const answers = []
    for (let i = 0; i < couponAddressPolicy.limit; i++) answers.push(await quote(`GUESS${i}`, '203.0.113.7'))
    expect(answers.every((answer) => answer.couponProblem === checkoutMessages.couponNotFound)).toBe(true)
    // The next one is not checked at all: no discount, and the wait instead of a reason.
    for (const code of ['GUESS99', 'OLD', 'TEN']) {
      const blocked = await quote(code, '203.0.113.7')
      expect(blocked).toMatchObject({ total: 1_000_000, couponCode: null })
      expect(blocked.couponProblem).toMatch(LIMITED)
    }
    expect(await quote('TEN', '198.51.100.2')).toEqual({ total: 900_000, couponCode: 'TEN', couponProblem: null })
  })

  scenario('a code that applies costs nothing: a buyer re-pricing with it is never stopped', shop, async ({ annual }) => {
    for (let i = 0; i < 2 * couponAddressPolicy.limit; i++) {
      const answer = await runGraphql(null, QUOTE, { f: annual.id, t: i % 2 ? 'one-time' : '3-months', c: 'HALF' }, { ip: '203.0.113.8' })
      expect((answer.data?.checkoutQuote as { couponCode: string }).couponCode).toBe('HALF')
    }
  })

  scenario('signed in, startCheckout counts against the address too and says so on the coupon field', shop, async ({ annual, buyerUser }) => {
    const ip = '203.0.113.9'
    for (let i = 0; i < couponAddressPolicy.limit; i++) {
      const refused = await runGraphql(buyerUser, START, { input: { funnelId: annual.id, paymentTermId: 'one-time', couponCode: `NOPE${i}` } }, { ip })
      expect(refused.errors?.[0].message).toBe(checkoutMessages.couponNotFound)
    }
    const blocked = await runGraphql(buyerUser, START, { input: { funnelId: annual.id, paymentTermId: 'one-time', couponCode: 'HALF' } }, { ip })
    expect(blocked.errors?.[0].message).toMatch(LIMITED)
    expect(Object.keys((blocked.errors?.[0].extensions?.properties as { messages: Record<string, string[]> }).messages)).toEqual(['couponCode'])
    // Without a coupon the buyer can still pay.
    const plain = await runGraphql(buyerUser, START, { input: { funnelId: annual.id, paymentTermId: 'one-time' } }, { ip })
    expect(plain.errors).toBeUndefined()
  })
})

import { describe, expect } from 'vitest'
import { paymentTermMessages } from '../../../../common/validation/paymentTerms'
import { runGraphql } from '../../test/graphql'
import { asUser, scenario } from '../../test/scenario'
import { catalog, logsOf, refusal } from '../products/catalog.scenarios'
import { createPaymentTerm, deletePaymentTerm, paymentTerms, updatePaymentTerm } from './paymentTerms'

describe('payment terms', () => {
  scenario('paymentTermsByFunnelId answers the contract shape, one-time first', catalog, async ({ enroller, annual }) => {
    const result = await runGraphql(enroller, `query { paymentTermsByFunnelId(funnelId: "${annual.id}") { id name numberOfPayments intervalUnit intervalCount } }`)
    expect(result.errors).toBeUndefined()
    expect(result.data).toEqual({
      paymentTermsByFunnelId: [
        { id: 'one-time', name: 'One-time', numberOfPayments: 1, intervalUnit: 'month', intervalCount: 1 },
        { id: '3-months', name: '3 monthly payments', numberOfPayments: 3, intervalUnit: 'month', intervalCount: 1 },
      ],
    })
    const unknown = await runGraphql(enroller, `query { paymentTermsByFunnelId(funnelId: "nope") { id } }`)
    expect(unknown.data).toEqual({ paymentTermsByFunnelId: [] })
    const refused = await runGraphql(null, `query { paymentTermsByFunnelId(funnelId: "nope") { id } }`)
    expect(refused.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
  })

  scenario('lists the terms with how many funnels offer each', catalog, async ({ admin }) => {
    const result = await runGraphql(admin, `query { paymentTerms { totalCount items { id funnelCount isDefault } } }`)
    expect(result.data?.paymentTerms).toEqual({
      totalCount: 3,
      items: [
        { id: 'one-time', funnelCount: 2, isDefault: true },
        { id: '3-months', funnelCount: 1, isDefault: false },
        { id: 'weekly-4', funnelCount: 0, isDefault: false },
      ],
    })
    expect((await asUser(admin, () => paymentTerms({ search: 'week' }))).items.map((t) => t.id)).toEqual(['weekly-4'])
  })

  scenario('creates a term with the info log; refuses a taken or unreadable id and bad numbers', catalog, async ({ admin, member }) => {
    const created = await asUser(admin, () => createPaymentTerm({ input: { id: '6-months', name: '6 monthly payments', numberOfPayments: 6, intervalUnit: 'month', intervalCount: 1 } }))
    expect(created).toMatchObject({ id: '6-months', numberOfPayments: 6, isDefault: false })
    expect(await logsOf('payment-term-created', '6-months')).toHaveLength(1)
    const taken = await refusal(() => asUser(admin, () => createPaymentTerm({ input: { id: '3-months', name: 'x', numberOfPayments: 3, intervalUnit: 'month', intervalCount: 1 } })))
    expect(taken.extensions.properties?.messages.id).toEqual([paymentTermMessages.idTaken])
    const bad = await refusal(() => asUser(admin, () => createPaymentTerm({ input: { id: 'Two Weeks!', name: '', numberOfPayments: 0, intervalUnit: 'year', intervalCount: 1 } })))
    expect(Object.keys(bad.extensions.properties?.messages ?? {}).sort()).toEqual(['id', 'intervalUnit', 'name', 'numberOfPayments'])
    const forbidden = await runGraphql(member, `mutation { createPaymentTerm(input: { id: "x", name: "x", numberOfPayments: 1, intervalUnit: "day", intervalCount: 1 }) { id } }`)
    expect(forbidden.errors?.[0].extensions?.code).toBe('FORBIDDEN')
  })

  scenario('updates a term (not its id) with the info log; one-time stays one payment', catalog, async ({ admin }) => {
    const updated = await asUser(admin, () => updatePaymentTerm({ id: 'weekly-4', input: { id: 'other', name: 'Four weeks', numberOfPayments: 4, intervalUnit: 'week', intervalCount: 1 } }))
    expect(updated).toMatchObject({ id: 'weekly-4', name: 'Four weeks' })
    expect(await logsOf('payment-term-updated', 'weekly-4')).toHaveLength(1)
    const refused = await refusal(() => asUser(admin, () => updatePaymentTerm({ id: 'one-time', input: { id: 'one-time', name: 'x', numberOfPayments: 2, intervalUnit: 'month', intervalCount: 1 } })))
    expect(refused.extensions.properties?.messages.numberOfPayments).toEqual([paymentTermMessages.defaultOneTime])
  })

  scenario('deletes an unused term; refuses one-time and a term a funnel offers', catalog, async ({ admin }) => {
    expect((await refusal(() => asUser(admin, () => deletePaymentTerm({ id: 'one-time' })))).message).toBe(paymentTermMessages.defaultTerm)
    expect(await refusal(() => asUser(admin, () => deletePaymentTerm({ id: '3-months' })))).toMatchObject({
      message: paymentTermMessages.inUse,
      extensions: { code: 'BAD_USER_INPUT' },
    })
    expect(await asUser(admin, () => deletePaymentTerm({ id: 'weekly-4' }))).toBe('weekly-4')
    expect(await logsOf('payment-term-deleted', 'weekly-4')).toHaveLength(1)
  })
})

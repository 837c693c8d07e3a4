// What a coupon must be (/funnels/{funnelId}/coupons/new, /coupons/{id}/edit; createCoupon /
// updateCoupon): one schema for the web form and the service. The discount itself is
// common/discount.ts (applyDiscount).
import { z } from 'zod'
import type { DiscountType } from '../discount'
import { MAX_CENTAVOS, parsePesos } from './products'

export const DISCOUNT_TYPES = ['fixed', 'percentage'] as const satisfies readonly DiscountType[]

export const couponMessages = {
  codeRequired: 'Code is required',
  code: 'Code must be letters, digits, dashes or underscores (at most 50)',
  codeTaken: 'This funnel already has a coupon with this code',
  type: 'Choose Fixed Amount or Percentage',
  amount: 'Amount must be more than 0',
  percentOff: 'Percentage must be a whole number from 1 to 100',
  window: 'Valid until must be after valid from',
  date: 'Enter a date and time',
  maxUses: 'Usage limit must be a whole number of at least 1, or blank for unlimited',
  belowUsed: 'Usage limit cannot be below the uses so far',
  isActive: 'Active must be yes or no',
  unknownFunnel: 'That funnel does not exist',
}

const dateTime = z
  .union([z.string(), z.date(), z.null()])
  .optional()
  .transform((v, ctx): Date | null => {
    if (v == null || v === '') return null
    const date = v instanceof Date ? v : new Date(v)
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: couponMessages.date })
      return z.NEVER
    }
    return date
  })

/** An optional centavos amount: a number, null when blank, or text PriceField could not read. */
const optionalCentavos = z.union([z.number(), z.string(), z.null()]).optional().transform((v, ctx): number | null => {
  if (typeof v === 'string') {
    const parsed = parsePesos(v, 'Amount')
    if ('error' in parsed) {
      ctx.addIssue({ code: 'custom', message: parsed.error })
      return z.NEVER
    }
    return parsed.centavos
  }
  return v ?? null
})

export const couponSchema = z
  .object({
    code: z
      .string({ error: couponMessages.codeRequired })
      .trim()
      .min(1, couponMessages.codeRequired)
      .max(50, couponMessages.code)
      .regex(/^[A-Za-z0-9_-]+$/, couponMessages.code),
    type: z.enum(DISCOUNT_TYPES, { error: couponMessages.type }),
    amount: optionalCentavos,
    percentOff: z.number({ error: couponMessages.percentOff }).nullish().transform((v) => v ?? null),
    validFrom: dateTime,
    validUntil: dateTime,
    maxUses: z.number({ error: couponMessages.maxUses }).int(couponMessages.maxUses).min(1, couponMessages.maxUses).nullish().transform((v) => v ?? null),
    isActive: z.boolean({ error: couponMessages.isActive }).default(true),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'fixed' && (v.amount == null || !Number.isInteger(v.amount) || v.amount <= 0 || v.amount > MAX_CENTAVOS))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: couponMessages.amount })
    if (v.type === 'percentage' && (v.percentOff == null || !Number.isInteger(v.percentOff) || v.percentOff < 1 || v.percentOff > 100))
      ctx.addIssue({ code: 'custom', path: ['percentOff'], message: couponMessages.percentOff })
    if (v.validFrom && v.validUntil && v.validUntil <= v.validFrom) ctx.addIssue({ code: 'custom', path: ['validUntil'], message: couponMessages.window })
  })
  // Only the type's own value is kept (the table's check wants the other one null).
  .transform((v) => ({
    ...v,
    amount: v.type === 'fixed' ? v.amount : null,
    percentOff: v.type === 'percentage' ? v.percentOff : null,
  }))

export type CouponInput = z.input<typeof couponSchema>
export type CouponValues = z.output<typeof couponSchema>

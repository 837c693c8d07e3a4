// What a product must be (/products/new, /products/{id}/edit; createProduct / updateProduct), and the
// money rule every price field shares (PriceField on the web, Int centavos in the API): one schema
// for the web form (Form's schema prop) and the service (parseInput).
import { z } from 'zod'

/** The largest price a form accepts: ₱10,000,000.00 in centavos (a Postgres integer holds far more). */
export const MAX_CENTAVOS = 1_000_000_000

export const moneyMessages = {
  invalid: 'Enter an amount in pesos, e.g. 1,499.50',
  negative: 'cannot be negative',
  decimals: 'Use at most 2 decimal places (centavos)',
  tooLarge: 'must be at most ₱10,000,000.00',
}

/**
 * Pesos as typed ('1,499.50', '₱ 1499.5', '0') -> integer centavos, or the reason it cannot be read.
 * Blank -> null. Commas between digits and a leading peso sign are allowed; a minus sign is refused.
 */
export function parsePesos(text: string, label = 'Price'): { centavos: number | null } | { error: string } {
  const cleaned = text.replace(/^\s*(₱|PHP|P)?\s*/i, '').trim()
  if (cleaned === '') return { centavos: null }
  if (/^-/.test(cleaned)) return { error: `${label} ${moneyMessages.negative}` }
  const plain = cleaned.replace(/,(?=\d{3}(\D|$))/g, '')
  const match = /^(\d*)(?:\.(\d*))?$/.exec(plain)
  if (!match || (match[1] === '' && !match[2])) return { error: moneyMessages.invalid }
  const decimals = match[2] ?? ''
  if (decimals.length > 2) return { error: moneyMessages.decimals }
  const centavos = Number(match[1] || '0') * 100 + Number(decimals.padEnd(2, '0'))
  if (centavos > MAX_CENTAVOS) return { error: `${label} ${moneyMessages.tooLarge}` }
  return { centavos }
}

/** Centavos as the text a price box shows: 149950 -> '1,499.50' (no sign: the box has its prefix). */
export function centavosToPesosText(centavos: number | null | undefined): string {
  if (centavos == null || !Number.isFinite(centavos)) return ''
  return (centavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
}

/**
 * An amount in integer centavos. The web's PriceField gives a number, null when blank, or the text it
 * could not read (then this schema reports why, under the field); the API gives an Int.
 */
export function centavosSchema(label = 'Price') {
  return z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((value, ctx): number => {
      let n = value
      if (typeof n === 'string') {
        const parsed = parsePesos(n, label)
        if ('error' in parsed) {
          ctx.addIssue({ code: 'custom', message: parsed.error })
          return z.NEVER
        }
        n = parsed.centavos
      }
      if (n == null) {
        ctx.addIssue({ code: 'custom', message: `${label} is required` })
        return z.NEVER
      }
      if (!Number.isInteger(n)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be whole centavos` })
        return z.NEVER
      }
      if (n < 0) {
        ctx.addIssue({ code: 'custom', message: `${label} ${moneyMessages.negative}` })
        return z.NEVER
      }
      if (n > MAX_CENTAVOS) {
        ctx.addIssue({ code: 'custom', message: `${label} ${moneyMessages.tooLarge}` })
        return z.NEVER
      }
      return n
    })
}

export const PRODUCT_NAME_MAX = 200
export const PRODUCT_DESCRIPTION_MAX = 20_000

/**
 * The list filter of /products. A product has no end date of its own: "expired" means it is no
 * longer sold (isActive false, deactivated); "active" that it is sold.
 */
export const PRODUCT_STATUSES = ['active', 'expired'] as const
export type ProductStatus = (typeof PRODUCT_STATUSES)[number]

export const productMessages = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${PRODUCT_NAME_MAX} characters`,
  descriptionTooLong: `Description must be at most ${PRODUCT_DESCRIPTION_MAX} characters`,
  imageUrl: 'Image must be a web address (https://...)',
  courses: 'Choose courses from the list',
  unknownCourse: 'One of the chosen courses does not exist',
  isActive: 'Active must be yes or no',
  status: `Status must be one of ${PRODUCT_STATUSES.join(', ')}`,
  search: 'Search must be at most 100 characters',
  hasFunnels: 'This product has funnels (and so, sales): deactivate it instead of deleting it',
}

/** Trimmed text, blank -> null, at most `max` characters. */
export const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null)

/** The product form: new and edit send the same fields. */
export const productSchema = z.object({
  name: z.string({ error: productMessages.nameRequired }).trim().min(1, productMessages.nameRequired).max(PRODUCT_NAME_MAX, productMessages.nameTooLong),
  // The list price in centavos; each funnel carries the price it actually sells at.
  price: centavosSchema('Price'),
  description: optionalText(PRODUCT_DESCRIPTION_MAX, productMessages.descriptionTooLong),
  imageUrl: optionalText(2_000, productMessages.imageUrl).refine((v) => v == null || /^https?:\/\/\S+$/i.test(v), productMessages.imageUrl),
  isActive: z.boolean({ error: productMessages.isActive }).default(true),
  // The courses the product grants (product_courses); the product's list is replaced by this one.
  courseIds: z
    .array(z.coerce.number({ error: productMessages.courses }).int(productMessages.courses).positive(productMessages.courses), {
      error: productMessages.courses,
    })
    .max(200, productMessages.courses)
    .default([])
    .transform((ids) => [...new Set(ids)]),
})

export type ProductInput = z.input<typeof productSchema>
export type ProductValues = z.output<typeof productSchema>

export const productListSchema = z.object({
  status: z.enum(PRODUCT_STATUSES, { error: productMessages.status }).nullish(),
  search: z.string().trim().max(100, productMessages.search).nullish().transform((v) => v || null),
})

// What a funnel must be (/funnels/new/{productId}, /funnels/{id}/edit; createFunnel / updateFunnel):
// one schema for the web form and the service.
import { z } from 'zod'
import { centavosSchema } from './products'

/** Public pages live at /{slug}: lower-case letters, digits and dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/
export const FUNNEL_STATUSES = ['open', 'closed'] as const

export const funnelMessages = {
  product: 'Choose a product',
  unknownProduct: 'That product does not exist',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 200 characters',
  slugRequired: 'Slug is required',
  slug: 'Slug must be lower-case letters, digits and dashes, e.g. tribe-membership',
  slugTaken: 'Another funnel already uses this slug',
  slugAffiliate: "An affiliate's link already uses this address",
  slugReserved: 'This address belongs to the app itself',
  slugRedirect: 'A redirect rule already uses this address: remove the rule or choose another slug',
  validity: 'Validity must be a whole number of days from 1 to 36500, or blank for lifetime',
  paymentTerms: 'Choose payment terms from the list',
  unknownPaymentTerm: 'One of the chosen payment terms does not exist',
  isOpen: 'Open must be yes or no',
  status: `Status must be one of ${FUNNEL_STATUSES.join(', ')}`,
  search: 'Search must be at most 100 characters',
  hasSubscriptions: 'Users subscribed through this funnel: close it instead of deleting it',
}

export const funnelSchema = z.object({
  productId: z.coerce.number({ error: funnelMessages.product }).int(funnelMessages.product).positive(funnelMessages.product),
  name: z.string({ error: funnelMessages.nameRequired }).trim().min(1, funnelMessages.nameRequired).max(200, funnelMessages.nameTooLong),
  slug: z
    .string({ error: funnelMessages.slugRequired })
    .trim()
    .toLowerCase()
    .min(1, funnelMessages.slugRequired)
    .max(100, funnelMessages.slug)
    .regex(SLUG_PATTERN, funnelMessages.slug),
  price: centavosSchema('Price'),
  validityByDays: z
    .number({ error: funnelMessages.validity })
    .int(funnelMessages.validity)
    .min(1, funnelMessages.validity)
    .max(36_500, funnelMessages.validity)
    .nullish()
    .transform((v) => v ?? null),
  isOpen: z.boolean({ error: funnelMessages.isOpen }).default(true),
  paymentTermIds: z
    .array(z.string({ error: funnelMessages.paymentTerms }).trim().min(1, funnelMessages.paymentTerms), { error: funnelMessages.paymentTerms })
    .max(50, funnelMessages.paymentTerms)
    .default([])
    .transform((ids) => [...new Set(ids)]),
})

export type FunnelInput = z.input<typeof funnelSchema>
export type FunnelValues = z.output<typeof funnelSchema>

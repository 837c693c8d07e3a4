// The billing read model shared by view-subscription, a subscription's page and the approval
// queue: invoices with their subscription and schedule rows (and the rows' proofs) in ONE
// statement, whatever the number of invoices, rows or proofs (json_agg, no query per row).
import { sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../lib/db'
import { db } from '../../lib/db'
import { startOfManilaDay } from '../../lib/time'
import { subscriptionStatus } from '../../../../common/validation/subscriptions'

export type BillingProof = {
  id: number
  fileId: number
  fileName: string
  contentType: string
  paymentPlatform: string
  referenceNumber: string | null
  status: string
  remarks: string | null
  createdAt: string
}

export type BillingSchedule = {
  id: string
  invoiceId: number
  price: number
  scheduleDate: string
  transactionId: string | null
  paymentPlatform: string | null
  externalInvoiceId: string | null
  remarks: string | null
  approvedAt: string | null
  revokedAt: string | null
  proofs: BillingProof[]
}

export type BillingInvoice = {
  id: number
  discountCentavos: number
  createdAt: string
  subscription: { id: number; expiry: string; funnel: { id: string; name: string; productId: number } }
  paymentSchedule: BillingSchedule[]
}

/** A timestamp from JSON (or a Date) as an ISO string, as the DateTime scalar answers. */
export const iso = <T extends string | Date | null>(value: T): T extends null ? string | null : string =>
  (value == null ? null : new Date(value).toISOString()) as T extends null ? string | null : string
const date = (value: string | null) => iso(value)

/** The JSON of a proof row `pp` joined to its file `sf`. */
export const proofJson = sql`json_build_object('id', pp.id, 'fileId', sf.id, 'fileName', sf.file_name, 'contentType', sf.content_type,
  'paymentPlatform', pp.payment_platform, 'referenceNumber', pp.reference_number, 'status', pp.status, 'remarks', pp.remarks,
  'createdAt', pp.created_at)`

/** The JSON of schedule row `ps` with its proofs, newest first. */
export const scheduleJson = sql`json_build_object('id', ps.id::text, 'invoiceId', ps.invoice_id, 'price', ps.price_centavos,
  'scheduleDate', ps.schedule_date, 'transactionId', ps.transaction_id, 'paymentPlatform', ps.payment_platform,
  'externalInvoiceId', ps.external_invoice_id, 'remarks', ps.remarks, 'approvedAt', ps.approved_at, 'revokedAt', ps.revoked_at,
  'proofs', coalesce((select json_agg(${proofJson} order by pp.created_at desc, pp.id desc)
    from payment_proofs pp join stored_files sf on sf.id = pp.stored_file_id where pp.payment_schedule_id = ps.id), '[]'::json))`

type RawProof = BillingProof
type RawSchedule = Omit<BillingSchedule, 'approvedAt' | 'revokedAt' | 'proofs'> & { approvedAt: string | null; revokedAt: string | null; proofs: RawProof[] }

export function toSchedule(raw: RawSchedule): BillingSchedule {
  return {
    ...raw,
    id: String(raw.id),
    approvedAt: date(raw.approvedAt),
    revokedAt: date(raw.revokedAt),
    proofs: raw.proofs.map((proof) => ({ ...proof, createdAt: iso(proof.createdAt) })),
  }
}

/** Invoices (newest first) of the subscriptions `where` picks (a condition on `s`). One statement. */
export async function invoicesWhere(where: SQL, executor: Executor = db): Promise<BillingInvoice[]> {
  const result = await executor.execute<{
    id: number
    discount_centavos: number
    created_at: string
    subscription_id: number
    expiry: string
    funnel_id: string
    funnel_name: string
    product_id: number
    schedules: RawSchedule[]
  }>(sql`
    select i.id, i.discount_centavos, i.created_at, s.id as subscription_id, s.expiry, f.id as funnel_id, f.name as funnel_name,
      f.product_id,
      coalesce((select json_agg(${scheduleJson} order by ps.schedule_date, ps.id) from payment_schedules ps where ps.invoice_id = i.id), '[]'::json)
        as schedules
    from invoices i
    join subscriptions s on s.id = i.subscription_id
    join funnels f on f.id = s.funnel_id
    where ${where}
    order by i.id desc`)
  return result.rows.map((row) => ({
    id: row.id,
    discountCentavos: row.discount_centavos,
    createdAt: iso(row.created_at),
    subscription: { id: row.subscription_id, expiry: iso(row.expiry), funnel: { id: row.funnel_id, name: row.funnel_name, productId: row.product_id } },
    paymentSchedule: row.schedules.map(toSchedule),
  }))
}

/** 'Lifetime', 'Expired' or 'Active' against the start of today in Manila. */
export function statusOf(expiry: Date, now: Date = new Date()) {
  return subscriptionStatus(expiry, startOfManilaDay(now))
}

// The payment report's choices as the address holds them: the period (ReportPeriodPicker's
// ?period=&year=&month=&from=&to=), the filters (?productId=&funnelId=&platform=), and the bills'
// ?status= (all, paid, unpaid) and ?aging= bucket; and where the export downloads from with them.
import type { PeriodChoice } from '@common/reportPeriods'
import { periodInput, periodParams, readPeriodChoice } from './ReportPeriodPicker/periodQuery'

export const BILL_STATUSES = ['all', 'paid', 'unpaid'] as const
export type BillStatus = (typeof BILL_STATUSES)[number]
export const AGING_BUCKETS = ['current', '1-30', '31-60', '61-90', '91+'] as const
export type AgingBucket = (typeof AGING_BUCKETS)[number]
export const AGING_LABELS: Record<AgingBucket, string> = { current: 'Current', '1-30': '1-30 days', '31-60': '31-60 days', '61-90': '61-90 days', '91+': '91+ days' }

export type PaymentReportSearch = {
  period: PeriodChoice
  productId: number | null
  funnelId: string | null
  paymentPlatform: string | null
  status: BillStatus
  agingBucket: AgingBucket | null
}

/** The report's choices in `query` (a location's search string); anything unknown is the default. */
export function readPaymentReportSearch(query: string): PaymentReportSearch {
  const params = new URLSearchParams(query)
  const status = params.get('status') as BillStatus | null
  const aging = params.get('aging') as AgingBucket | null
  const productId = params.get('productId')
  return {
    period: readPeriodChoice(query),
    productId: productId && /^\d+$/.test(productId) ? Number(productId) : null,
    funnelId: params.get('funnelId') || null,
    paymentPlatform: params.get('platform') || null,
    status: status && BILL_STATUSES.includes(status) ? status : 'all',
    agingBucket: aging && AGING_BUCKETS.includes(aging) ? aging : null,
  }
}

/** The report query's variables. */
export const reportVariables = (search: PaymentReportSearch) => ({
  period: periodInput(search.period),
  productId: search.productId,
  funnelId: search.funnelId,
  paymentPlatform: search.paymentPlatform,
})

/** The bills query's filters (the page and size come from the table). */
export const billsVariables = (search: PaymentReportSearch) => ({
  ...reportVariables(search),
  status: search.status,
  agingBucket: search.agingBucket,
})

/** The export of the bills as the list shows them; `as` is the role acting now (a link cannot send the header). */
export function paymentReportExportUrl(format: 'csv' | 'xlsx', search: PaymentReportSearch, role: string | null | undefined) {
  const params = new URLSearchParams({ format })
  for (const [name, value] of Object.entries(periodParams(search.period))) if (value !== null) params.set(name, String(value))
  if (search.productId !== null) params.set('productId', String(search.productId))
  if (search.funnelId) params.set('funnelId', search.funnelId)
  if (search.paymentPlatform) params.set('paymentPlatform', search.paymentPlatform)
  if (search.status !== 'all') params.set('status', search.status)
  if (search.agingBucket) params.set('agingBucket', search.agingBucket)
  if (role) params.set('as', role)
  return `/api/payment-report-export?${params.toString()}`
}

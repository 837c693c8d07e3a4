// The Payment Records tab (spec part 2 sections 2, 4, 5): an accordion per invoice, each with its
// schedule rows: date, price ('FREE' for 0), derived status badge, transaction ('For Payment' when
// none), platform (only when paid), external invoice id, remarks; Approve / Revoke and Update.
import { formatDate, formatPeso } from '../../../lib/format'
import { transactionLabel } from '../../Payments/paymentStatus'
import { DataTable, type DataTableColumn } from '../../ui/DataTable/DataTable'
import { EmptyState } from '../../ui/EmptyState/EmptyState'
import { PaymentScheduleActions } from '../PaymentScheduleActions/PaymentScheduleActions'
import { PaymentScheduleModal } from '../PaymentScheduleModal/PaymentScheduleModal'
import { PaymentStatusBadge } from '../PaymentStatusBadge'

export type RecordRow = {
  id: string
  price: number
  scheduleDate: string
  transactionId?: string | null
  paymentPlatform?: string | null
  externalInvoiceId?: string | null
  remarks?: string | null
}
export type RecordInvoice = {
  id: number
  subscription: { id: number; expiry: string; funnel: { name: string } }
  paymentSchedule: RecordRow[]
}

export const NO_PAYMENT_RECORDS = 'No data here'

export function PaymentRecords({
  invoices,
  refetchQueries,
  canApprove,
  canEdit,
}: {
  invoices: RecordInvoice[]
  refetchQueries: string[]
  /** Page flag payment: the approval desk's Approve / Revoke. */
  canApprove: boolean
  /** Page flag subscription: add and update rows. */
  canEdit: boolean
}) {
  if (!invoices.length) return <EmptyState title={NO_PAYMENT_RECORDS} />
  const columns: DataTableColumn<RecordRow>[] = [
    { key: 'scheduleDate', header: 'Schedule Date', hideable: false, cell: (row) => formatDate(row.scheduleDate) },
    { key: 'price', header: 'Price', cell: (row) => formatPeso(row.price) },
    { key: 'status', header: 'Status', sortValue: (row) => row.scheduleDate, cell: (row) => <PaymentStatusBadge row={row} /> },
    { key: 'transactionId', header: 'Transaction', cell: (row) => <span className="break-all">{transactionLabel(row.transactionId)}</span> },
    { key: 'paymentPlatform', header: 'Platform', cell: (row) => (row.transactionId ? (row.paymentPlatform ?? '') : '') },
    { key: 'externalInvoiceId', header: 'External Invoice ID', cell: (row) => (row.transactionId ? (row.externalInvoiceId ?? 'N/A') : '') },
    { key: 'remarks', header: 'Remarks', cell: (row) => <span className="whitespace-normal">{row.remarks ?? ''}</span> },
  ]
  return (
    <div className="space-y-3">
      {invoices.map((invoice, index) => (
        <details key={invoice.id} open={index === 0} className="rounded-xl border border-slate-200 bg-white">
          <summary className="flex cursor-pointer flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm font-medium text-slate-900">
            <span>
              Invoice #{invoice.id} · {invoice.subscription.funnel.name}
            </span>
            <span className="text-slate-500">
              {invoice.paymentSchedule.length} payment(s) · {formatPeso(invoice.paymentSchedule.reduce((sum, row) => sum + row.price, 0))}
            </span>
          </summary>
          <div className="space-y-3 border-t border-slate-200 p-3">
            {canEdit && (
              <div className="flex justify-end">
                <PaymentScheduleModal invoiceId={invoice.id} refetchQueries={refetchQueries} />
              </div>
            )}
            <DataTable<RecordRow>
              label={`Payments of invoice ${invoice.id}`}
              columns={columns}
              rows={invoice.paymentSchedule}
              primaryKey="id"
              preferencesKey="payment-records"
              pageSize={50}
              rowActions={(row) => (
                <div className="flex justify-end gap-2">
                  {canEdit && <PaymentScheduleModal invoiceId={invoice.id} row={row} refetchQueries={refetchQueries} />}
                  {canApprove && <PaymentScheduleActions id={row.id} isPaid={Boolean(row.transactionId)} refetchQueries={refetchQueries} label={`payment ${row.id}`} />}
                </div>
              )}
            />
          </div>
        </details>
      ))}
    </div>
  )
}

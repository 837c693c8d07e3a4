// /payment-report (page flag paymentReport): collection and receivables for a period (Daily,
// Monthly, Quarterly, Annual, Custom Range) against the period before, by product, funnel and
// platform, the receivables aging as of today, and the bills behind them with their export. Every
// choice is in the address, so a reload or a shared link shows the same report.
import { useLocation } from '@redwoodjs/router'
import { useCallback, useState } from 'react'
import type { PeriodChoice } from '@common/reportPeriods'
import { useCurrentUser } from '@/auth'
import { PaymentReportBillsCell } from '@/components/Reports/PaymentReportBillsCell/PaymentReportBillsCell'
import { PaymentReportCell } from '@/components/Reports/PaymentReportCell/PaymentReportCell'
import { PaymentReportExport } from '@/components/Reports/PaymentReportExport/PaymentReportExport'
import { AGING_LABELS, billsVariables, readPaymentReportSearch, reportVariables, type AgingBucket, type BillStatus } from '@/components/Reports/paymentReportSearch'
import { periodParams } from '@/components/Reports/ReportPeriodPicker/periodQuery'
import { ReportPeriodPicker } from '@/components/Reports/ReportPeriodPicker/ReportPeriodPicker'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { FilterButtons } from '@/components/ui/ListControls/ListControls'
import { PageHeader, PageShell } from '@/components/ui/PageShell/PageShell'
import { setQueryParams } from '@/lib/useQueryParam'

const STATUS_OPTIONS: { value: BillStatus; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'paid', label: 'Paid' },
  { value: 'unpaid', label: 'Unpaid' },
]

export default function PaymentReportPage() {
  const { search: query } = useLocation()
  const search = readPaymentReportSearch(query)
  const { variables } = useServerTable()
  const role = useCurrentUser()?.accessLevel?.name
  const [totalBills, setTotalBills] = useState<number | null>(null)
  const onTotal = useCallback((total: number) => setTotalBills(total), [])
  // A new choice starts the bills from their first page.
  const change = (changes: Record<string, string | number | null>) => setQueryParams({ ...changes, page: null })
  return (
    <PageShell>
      <PageHeader title="Payment Report" description="What was due, what came in and what is still owed (Manila days, pesos)." />
      <div className="mb-4">
        <ReportPeriodPicker value={search.period} onChange={(choice: PeriodChoice) => change(periodParams(choice))} />
      </div>
      <PaymentReportCell
        {...reportVariables(search)}
        agingBucket={search.agingBucket}
        onAging={(bucket: AgingBucket | null) => change({ aging: bucket })}
        onClear={(filter) => change({ [filter === 'paymentPlatform' ? 'platform' : filter]: null })}
        onPick={(pick) => change({ productId: pick.productId ?? search.productId, funnelId: pick.funnelId ?? search.funnelId, platform: pick.paymentPlatform ?? search.paymentPlatform })}
      />
      <section aria-labelledby="bills-heading" className="mt-6 space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="bills-heading" className="text-lg font-semibold text-slate-900">
              Payment bills
            </h2>
            <p className="text-sm text-slate-600">
              {search.agingBucket ? `Unpaid bills ${AGING_LABELS[search.agingBucket].toLowerCase()} as of today, whatever the period` : 'Bills due in the period, by due date'}
              {search.agingBucket && (
                <button type="button" className="ml-2 text-brand-700 underline" onClick={() => change({ aging: null })}>
                  Show the period&apos;s bills
                </button>
              )}
            </p>
          </div>
          <PaymentReportExport search={search} role={role} totalRows={totalBills} />
        </div>
        <FilterButtons label="Payment bills" options={STATUS_OPTIONS} value={search.status} onChange={(status) => change({ status: status === 'all' ? null : status })} />
        <PaymentReportBillsCell {...billsVariables(search)} page={variables.page} pageSize={variables.pageSize} onTotal={onTotal} />
      </section>
    </PageShell>
  )
}

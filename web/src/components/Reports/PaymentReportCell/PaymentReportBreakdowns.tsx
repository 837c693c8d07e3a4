// Scheduled and collected in the period by product, by funnel and by payment platform. A row's
// name filters the whole report by it (the address keeps the filter).
import { formatAmount, shortenPesos } from '@/lib/format'

export type BreakdownRow = { id: string | null; name: string; scheduledCentavos: number; collectedCentavos: number }

function BreakdownTable({ title, rows, onPick }: { title: string; rows: readonly BreakdownRow[]; onPick: (row: BreakdownRow) => void }) {
  return (
    <div className="min-w-0 rounded-lg border border-gray-200 bg-white p-3">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-sm font-semibold text-gray-900">{title}</caption>
        <thead>
          <tr className="text-xs text-slate-600">
            <th scope="col" className="py-1 pr-2 font-medium">Name</th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">Scheduled</th>
            <th scope="col" className="py-1 text-right font-medium">Collected</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={3} className="py-2 text-slate-500">
                Nothing in this period
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.id ?? 'none'} className="border-t border-gray-100">
              <th scope="row" className="py-1 pr-2 font-normal">
                {row.id === null ? (
                  <span className="text-slate-500">No platform (unpaid)</span>
                ) : (
                  <button type="button" className="text-left text-brand-700 hover:underline" onClick={() => onPick(row)} title={`Show only ${row.name}`}>
                    {row.name}
                  </button>
                )}
              </th>
              <td className="py-1 pr-2 text-right tabular-nums" title={formatAmount(row.scheduledCentavos)}>
                {shortenPesos(row.scheduledCentavos)}
              </td>
              <td className="py-1 text-right tabular-nums" title={formatAmount(row.collectedCentavos)}>
                {shortenPesos(row.collectedCentavos)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export type BreakdownPick = { productId?: number; funnelId?: string; paymentPlatform?: string }

export function PaymentReportBreakdowns({ byProduct, byFunnel, byPlatform, onPick }: { byProduct: readonly BreakdownRow[]; byFunnel: readonly BreakdownRow[]; byPlatform: readonly BreakdownRow[]; onPick: (pick: BreakdownPick) => void }) {
  return (
    <div className="grid grid-cols-1 gap-3 lg:grid-cols-3">
      <BreakdownTable title="By product" rows={byProduct} onPick={(row) => onPick({ productId: Number(row.id) })} />
      <BreakdownTable title="By funnel" rows={byFunnel} onPick={(row) => onPick({ funnelId: row.id ?? undefined })} />
      <BreakdownTable title="By payment platform" rows={byPlatform} onPick={(row) => onPick({ paymentPlatform: row.id ?? undefined })} />
    </div>
  )
}

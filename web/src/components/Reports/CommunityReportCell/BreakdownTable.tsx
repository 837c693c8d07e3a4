// One breakdown of the community report (members by batch, stage, group or status): each row's
// count and its share of the members in the filters.
import { ratePercent } from '@common/reportPeriods'

export type BreakdownRow = { key: string; label: string; members: number }

export function BreakdownTable({ title, rows, total }: { title: string; rows: readonly BreakdownRow[]; total: number }) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-3">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-sm font-semibold text-slate-900">{title}</caption>
        <thead>
          <tr className="text-xs text-slate-500">
            <th scope="col" className="py-1 pr-2 font-medium">{title.replace(/^By /, '').replace(/^./, (c) => c.toUpperCase())}</th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">Members</th>
            <th scope="col" className="py-1 text-right font-medium">Share</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={3} className="py-2 text-slate-500">No members</td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-slate-100">
              <th scope="row" className="py-1.5 pr-2 font-normal text-slate-800">{row.label}</th>
              <td className="py-1.5 pr-2 text-right tabular-nums">{row.members.toLocaleString('en-PH')}</td>
              <td className="py-1.5 text-right tabular-nums text-slate-600">{ratePercent(row.members, total) === null ? '—' : `${ratePercent(row.members, total)}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

// The dashboard's periods (the contract: 7, 15 or 30 days, 7 by default), kept in ?days= so a
// reload shows the same period; the default stays out of the address.
export const DASHBOARD_PERIODS = [
  { value: null, label: 'Last 7 Days' },
  { value: '15', label: 'Last 15 Days' },
  { value: '30', label: 'Last 30 Days' },
] as const

/** ?days= as the query's days: 15 or 30 when asked, else 7 (an unknown value reads as the default). */
export function dashboardDays(param: string | null): 7 | 15 | 30 {
  return param === '15' ? 15 : param === '30' ? 30 : 7
}

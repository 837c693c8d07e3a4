// A titled card on a course or lesson page (Details, Files): its heading above a rule, then what it
// holds; DetailRows are a record's fields inside it (ui/DetailList's Detail).
import type { ReactNode } from 'react'

export function DetailCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white">
      <h2 id={id} className="border-b border-slate-100 px-4 py-3 text-base font-semibold text-slate-900 sm:px-6">
        {title}
      </h2>
      {children}
    </section>
  )
}

export function DetailRows({ children }: { children: ReactNode }) {
  return <dl className="divide-y divide-slate-100 px-4 sm:px-6">{children}</dl>
}

// The edit page of a group or a sub-group: "Edit <name>" as its heading, the form, and the delete
// button (asked first) under a rule.
import type { ReactNode } from 'react'

type Props = { name: string; children: ReactNode; deleteAction: ReactNode }

export function GroupEditLayout({ name, children, deleteAction }: Props) {
  return (
    <section className="space-y-8">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Edit {name}</h1>
      {children}
      <div className="max-w-2xl border-t border-slate-200 pt-6">{deleteAction}</div>
    </section>
  )
}

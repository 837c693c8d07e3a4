import type { BlockProps } from '@common/landingPages'
import { Section } from './Section'

/** Questions that open in place (details/summary: no script, keyboard and screen readers for free). */
export function Faq({ heading, items }: BlockProps<'Faq'>) {
  return (
    <Section heading={heading || undefined}>
      <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {items.map((item, index) => (
          <details key={index} className="group p-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
              {item.question}
              <span aria-hidden="true" className="text-xl text-brand-600 transition group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="mt-3 whitespace-pre-line text-slate-700">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  )
}

import type { BlockProps } from '@common/landingPages'
import { Section } from './Section'

export function Testimonials({ heading, items }: BlockProps<'Testimonials'>) {
  return (
    <Section heading={heading || undefined} tone="tint" className="max-w-5xl">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, index) => (
          <li key={index}>
            <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <blockquote className="flex-1 whitespace-pre-line text-slate-700">“{item.quote}”</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold text-slate-900">{item.name}</span>
                {item.detail && <span className="block text-slate-500">{item.detail}</span>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}

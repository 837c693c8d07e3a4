// "About this course" / "About this event": the description (markdown) in a card under its heading.
import { Markdown } from '@/components/ui/Markdown/Markdown'

type Props = { headingId: string; title: string; description: string }

export function AboutSection({ headingId, title, description }: Props) {
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <Markdown>{description}</Markdown>
    </section>
  )
}

// A markdown text box with Write / Preview: the preview is the safe renderer members read it with
// (components/ui/Markdown), so what staff see is what members get.
import clsx from 'clsx'
import { useState, type ReactNode } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { Markdown } from '@/components/ui/Markdown/Markdown'
import { TextAreaField } from '@/components/ui/Form/Form'

export function MarkdownField({ name, label, hint, rows = 10, required }: { name: string; label: string; hint?: ReactNode; rows?: number; required?: boolean }) {
  const [previewing, setPreviewing] = useState(false)
  const { control } = useFormContext()
  const text = (useWatch({ control, name }) as string | null | undefined) ?? ''
  const tab = (active: boolean) =>
    clsx(
      'rounded-md px-3 py-1 text-xs font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
      active ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
    )
  return (
    <div>
      <div role="group" aria-label={`${label}: write or preview`} className="mb-2 inline-flex rounded-lg bg-slate-100 p-1">
        <button type="button" aria-pressed={!previewing} onClick={() => setPreviewing(false)} className={tab(!previewing)}>
          Write
        </button>
        <button type="button" aria-pressed={previewing} onClick={() => setPreviewing(true)} className={tab(previewing)}>
          Preview
        </button>
      </div>
      {/* Kept mounted while previewing, so the field keeps its value and its error. */}
      <div className={previewing ? 'hidden' : undefined}>
        <TextAreaField name={name} label={label} rows={rows} hint={hint ?? 'Markdown: ## headings, **bold**, - lists, [links](https://...).'} required={required} />
      </div>
      {previewing && (
        <section aria-label={`${label} preview`} className="rounded-lg border border-slate-200 bg-white p-4">
          <p className="mb-3 text-sm font-medium text-slate-700">{label}</p>
          {text.trim() ? <Markdown>{text}</Markdown> : <p className="text-sm text-muted">Nothing to preview yet.</p>}
        </section>
      )}
    </div>
  )
}

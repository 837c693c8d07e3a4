// Renders staff-written markdown safely (markdown.ts): headings, lists, links, images, tables,
// quotes and code, styled for reading. Shared by every domain that shows such text.
import clsx from 'clsx'
import { useMemo } from 'react'
import { renderMarkdown } from './markdown'

const PROSE = [
  'break-words text-slate-700 leading-relaxed',
  '[&>*+*]:mt-4',
  '[&_h1]:text-2xl [&_h1]:font-semibold [&_h1]:text-slate-900',
  '[&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900',
  '[&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline hover:[&_a]:text-brand-800',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li+li]:mt-1',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:bg-brand-50/50 [&_blockquote]:px-4 [&_blockquote]:py-2 [&_blockquote]:text-slate-600',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.9em]',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:text-sm [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-1.5 [&_th]:text-left [&_td]:border [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-1.5',
  '[&_hr]:border-slate-200',
].join(' ')

export type MarkdownProps = {
  /** The markdown text; nothing renders for empty text. */
  children: string | null | undefined
  className?: string
  /** Raw HTML in the text is shown as text (public landing pages), not interpreted. */
  escapeHtml?: boolean
}

/** Markdown rendered as sanitised HTML in a readable block. */
export function Markdown({ children, className, escapeHtml }: MarkdownProps) {
  const html = useMemo(() => renderMarkdown(children, { escapeHtml }), [children, escapeHtml])
  if (!html) return null
  // The HTML comes from renderMarkdown, which sanitises it with DOMPurify.
  return <div data-testid="markdown" className={clsx(PROSE, className)} dangerouslySetInnerHTML={{ __html: html }} />
}

export default Markdown

// Staff-written markdown (lesson bodies, course intros, task descriptions, changelog entries) as
// HTML that is safe to insert: marked turns the text into HTML, DOMPurify removes everything a
// script could run through (script tags, event handlers, javascript: links, style, forms, frames).
// Neither is safe alone: marked passes raw HTML in the source straight through.
import DOMPurify from 'dompurify'
import { Marked } from 'marked'

// Our own instance: options set here never leak into another user of the global `marked`.
const parser = new Marked({ gfm: true, breaks: true, async: false })

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

// For text that may carry no markup of its own (public landing pages): raw HTML in the source is
// shown as the text it is, not interpreted (then sanitised as everywhere).
const textOnlyParser = new Marked({ gfm: true, breaks: true, async: false, renderer: { html: ({ text }) => escapeHtml(text) } })

// Tags a staff member has no reason to write and a browser would act on.
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'object', 'embed', 'svg', 'math']

let hooked = false
/** Links leave the app in a new tab without handing it window.opener; the hook is installed once. */
function installLinkHook() {
  if (hooked) return
  hooked = true
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return
    const href = node.getAttribute('href') ?? ''
    if (/^(https?:)?\/\//i.test(href) || /^mailto:/i.test(href)) {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    } else {
      node.removeAttribute('target')
    }
  })
}

/** Markdown as sanitised HTML ('' for empty text); `escapeHtml` shows raw HTML in it as text. */
export function renderMarkdown(text: string | null | undefined, options: { escapeHtml?: boolean } = {}): string {
  if (!text || !text.trim()) return ''
  installLinkHook()
  const html = (options.escapeHtml ? textOnlyParser : parser).parse(text) as string
  return DOMPurify.sanitize(html, { FORBID_TAGS, FORBID_ATTR: ['style'], ALLOW_DATA_ATTR: false })
}

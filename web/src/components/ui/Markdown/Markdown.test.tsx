import './happyDomShim'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Markdown } from './Markdown'
import { renderMarkdown } from './markdown'

describe('renderMarkdown', () => {
  it('renders headings, lists, emphasis and quotes', () => {
    const html = renderMarkdown('## Key ideas\n\n- one\n- **two**\n\n> Tip')
    expect(html).toContain('<h2>Key ideas</h2>')
    expect(html).toContain('<li><strong>two</strong></li>')
    expect(html).toContain('<blockquote>')
  })

  it('removes scripts, event handlers, javascript: links, iframes and styles', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src="x.png" onerror="alert(2)">\n\n[click](javascript:alert(3))\n\n<iframe src="https://evil.example"></iframe>\n\n<p style="position:fixed">x</p>',
    )
    expect(html).not.toMatch(/<script|onerror|javascript:|<iframe|style=/i)
    expect(html).toContain('<img src="x.png">')
  })

  it('opens outside links in a new tab without window.opener, keeps app links in place', () => {
    const html = renderMarkdown('[site](https://example.com) and [home](/courses/my-courses)')
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>')
    expect(html).toContain('<a href="/courses/my-courses">home</a>')
  })

  it('shows raw HTML as text when asked (landing pages), inline and as a block', () => {
    const html = renderMarkdown('<b>bold</b> and **strong**\n\n<div onclick="x()">block</div>', { escapeHtml: true })
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;')
    expect(html).toContain('<strong>strong</strong>')
    expect(html).toContain('&lt;div onclick="x()"&gt;block&lt;/div&gt;')
    expect(html).not.toMatch(/<b>|<div/)
  })

  it('is empty for empty text', () => {
    expect(renderMarkdown('')).toBe('')
    expect(renderMarkdown('   ')).toBe('')
    expect(renderMarkdown(null)).toBe('')
  })
})

describe('Markdown', () => {
  it('shows the rendered text and nothing for empty text', () => {
    const { rerender, container } = render(<Markdown>{'# Welcome\n\nRead **this** first.'}</Markdown>)
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument()
    expect(screen.getByText('this').tagName).toBe('STRONG')
    rerender(<Markdown>{''}</Markdown>)
    expect(container).toBeEmptyDOMElement()
  })
})

// `g layout`: a shell that wraps a set of routes (<Set wrap={NameLayout}>). Layouts compose
// components; their parts live in components/, not beside the layout.

export function layoutTemplate({ name }: { name: string }) {
  const layout = `${name}Layout`
  return `// ${layout}: the shell of the pages in <Set wrap={${layout}}> (web/src/Routes.tsx). Compose components here;
// the parts themselves live in components/.
import type { ReactNode } from 'react'

export default function ${layout}({ children }: { children?: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">{children}</main>
    </div>
  )
}
`
}

export function layoutTestTemplate({ name }: { name: string }) {
  const layout = `${name}Layout`
  return `import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import ${layout} from './${layout}'

describe('${layout}', () => {
  it('shows the page it wraps in the main landmark', () => {
    render(
      <${layout}>
        <h1>Inside</h1>
      </${layout}>,
    )
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Inside' }))
  })
})
`
}

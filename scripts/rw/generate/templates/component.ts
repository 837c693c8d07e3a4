// `g component`: a plain component and its test (what a user sees, found by role and text).
import { humanize } from '../names'

export function componentTemplate({ name }: { name: string }) {
  return `// ${name}: what it shows and why it is a component of its own.
export type ${name}Props = { title: string }

export function ${name}({ title }: ${name}Props) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
    </section>
  )
}

export default ${name}
`
}

export function componentTestTemplate({ name }: { name: string }) {
  return `import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ${name} } from './${name}'

describe('${name}', () => {
  it('shows its title as a heading', () => {
    render(<${name} title="${humanize(name)}" />)
    expect(screen.getByRole('heading', { name: '${humanize(name)}' })).toBeInTheDocument()
  })
})
`
}

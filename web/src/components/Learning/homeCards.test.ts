import { describe, expect, it } from 'vitest'
import type { MenuItem } from '@/lib/menus'
import { batchLabel, greetingFor, homeCards } from './homeCards'

const item = (key: string, href: string | null, children: MenuItem[] = []): MenuItem => ({
  key,
  label: key,
  href,
  children,
})

describe('home cards', () => {
  it('lists each destination once, skipping home and headings without a page', () => {
    const cards = homeCards([
      [item('home', '/'), item('marketing', null, [item('funnels', '/funnels')])],
      [item('bugReport', '/bug-report'), item('funnels', '/funnels')],
    ])
    expect(cards).toEqual([
      { key: 'funnels', label: 'funnels', href: '/funnels', section: 'marketing' },
      { key: 'bugReport', label: 'bugReport', href: '/bug-report', section: null },
    ])
  })

  it('greets by the time of day', () => {
    expect(greetingFor(8)).toBe('Good morning')
    expect(greetingFor(13)).toBe('Good afternoon')
    expect(greetingFor(20)).toBe('Good evening')
  })
})

describe('batchLabel', () => {
  it('does not say Batch twice', () => {
    expect(batchLabel('Batch 17')).toBe('Batch 17')
    expect(batchLabel('17')).toBe('Batch 17')
    expect(batchLabel(' batch 3 ')).toBe('batch 3')
  })
})

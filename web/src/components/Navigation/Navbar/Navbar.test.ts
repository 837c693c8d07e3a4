// The navbar-only roles' menu as links: an item with an address is one link; an item of several
// (Review Move Up, one per stage reviewed) gives each child its own, named with both labels.
import { describe, expect, it } from 'vitest'
import { navbarLinks } from './Navbar'

describe('navbarLinks', () => {
  it('keeps items with an address and spreads an item without one into its children', () => {
    const links = navbarLinks([
      { key: 'manageStage', label: 'Manage Stage', href: '/stages/manage-stage', children: [] },
      {
        key: 'reviewMoveUp',
        label: 'Review Move Up',
        href: null,
        children: [
          { key: 'reviewMoveUp-1', label: 'Stage 1: Foundation', href: '/review-move-up/1', children: [] },
          { key: 'reviewMoveUp-2', label: 'Stage 2', href: null, children: [] },
        ],
      },
    ])
    expect(links).toEqual([
      { key: 'manageStage', label: 'Manage Stage', href: '/stages/manage-stage' },
      { key: 'reviewMoveUp-1', label: 'Review Move Up: Stage 1: Foundation', href: '/review-move-up/1' },
    ])
  })
})

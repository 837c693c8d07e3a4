// Every route's first path segment is one the app reserves (common/appPaths.ts), so an affiliate's
// link code or a funnel slug chosen today can never shadow a page, nor a page added later be
// shadowed by one: a new route fails here until its segment is reserved.
import { APP_PATH_SEGMENTS } from '@common/appPaths'
import { describe, expect, it } from 'vitest'
import { PLANNED_ROUTES, ROUTES } from '@/routeTable'

describe('the app paths links may not take', () => {
  it('hold the first segment of every route (the catch-all links aside)', () => {
    const firstSegments = ROUTES.map((route) => route.path.split('/')[1]).filter((segment) => segment && !segment.startsWith('{'))
    const missing = [...new Set(firstSegments)].filter((segment) => !(APP_PATH_SEGMENTS as readonly string[]).includes(segment))
    expect(missing).toEqual([])
  })

  it('hold the planned routes\' places too (none is planned today) and the menus\' own', () => {
    for (const name of Object.keys(PLANNED_ROUTES)) expect(ROUTES.some((route) => route.name === name)).toBe(false)
    for (const segment of ['affiliate', 'affiliates', 'retention', 'terms-conditions', 'privacy-policy', 'refund-policy']) {
      expect(APP_PATH_SEGMENTS).toContain(segment)
    }
  })
})

// The accessibility check of one page: axe-core (WCAG 2.0 A and AA, 2.1 AA) at the two
// widths the journeys screenshot, 1366 and 390 px. A violation of impact serious or critical is a
// failure, named by rule, address, width and elements; minor and moderate ones are not counted.
// axe-core is pinned exactly (4.14.1, which runs on Node 20): a new axe brings new rules, and
// those should arrive in a change of their own. Its Playwright adapter is not used (axeFailures).
import axe, { type AxeResults, type Result, type RunOptions } from 'axe-core'
import type { Page } from '@playwright/test'

// WCAG 2.1 level A is left out for now: its one rule, label-content-name-mismatch (out of
// experimental in axe 4.14), flags the avatar button, whose visible initials ('MC') are not in its
// name ('Account menu'). What that button should be called is a product decision, not a colour fix.
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa']
const FAILING_IMPACTS = new Set(['serious', 'critical'])
export const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const

/** How long a page may take to settle before it is checked as it stands. */
const SETTLE_LIMIT_MS = 5_000
/** No request in flight for this long counts as settled: shorter than `networkidle`'s 500 ms, which would cost every page. */
const QUIET_MS = 150
/** Elements named per rule in a failure; the rest are counted. */
const ELEMENTS_SHOWN = 5

/**
 * Counts the requests a page has in flight, so `settle` can wait for the data a page loads after
 * its first render (lazy chunks, cells' queries) without a fixed sleep.
 */
export function trackRequests(page: Page) {
  let inFlight = 0
  page.on('request', () => inFlight++)
  const done = () => (inFlight = Math.max(0, inFlight - 1))
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return () => inFlight
}

/**
 * Waits until nothing is loading: no request for QUIET_MS, no `aria-busy` region and no cell
 * saying 'Loading...'. A page that never settles (a poll) is checked as it stands after the limit.
 */
export async function settle(page: Page, inFlight: () => number) {
  const deadline = Date.now() + SETTLE_LIMIT_MS
  let quietSince = Date.now()
  while (Date.now() < deadline) {
    if (inFlight() > 0) quietSince = Date.now()
    else if (Date.now() - quietSince >= QUIET_MS) break
    await page.waitForTimeout(25)
  }
  await page
    .waitForFunction(
      () =>
        !document.querySelector('[aria-busy="true"]') &&
        ![...document.querySelectorAll('[role="status"]')].some((status) => /Loading/i.test(status.textContent ?? '')),
      undefined,
      { timeout: Math.max(100, deadline - Date.now()), polling: 50 },
    )
    .catch(() => undefined) // still loading at the limit: check what is there
}

const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: AXE_TAGS },
  resultTypes: ['violations'],
  // Frames hold other origins' players and previews of uploaded files, not our markup; axe would
  // wait for an answer from each one that has no axe in it.
  iframes: false,
}

/**
 * Runs axe on the page as it stands, at each width in turn, and answers one readable failure per
 * rule and width (empty when the page passes). Transitions are switched off first: a colour caught
 * mid-fade would make the contrast rule depend on timing.
 *
 * axe is put in the page once and run there directly. @axe-core/playwright's AxeBuilder evaluates
 * the 560 KB script again on every analysis (twice in its legacy mode), or opens a blank tab to
 * merge results (its default): over 8 pages at both widths that took 12.6 s and 25.9 s where this
 * takes 7.8 s (docs/accessibility.md).
 */
export async function axeFailures(page: Page, inFlight: () => number, where: string): Promise<string[]> {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' })
  await page.evaluate(axe.source)
  const failures: string[] = []
  for (const size of WIDTHS) {
    if (page.viewportSize()?.width !== size.width) {
      await page.setViewportSize(size)
      await settle(page, inFlight) // a width may render other components (the phone menu button)
    }
    const results = await page.evaluate(
      (options) => (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(document, options),
      RUN_OPTIONS,
    )
    for (const violation of results.violations) {
      if (FAILING_IMPACTS.has(violation.impact ?? '')) failures.push(describe(violation, `${where} at ${size.width} px`))
    }
  }
  return failures
}

/** 'color-contrast (serious) on /payment as admin at 390 px: <help>\n    - <selector> "<html>" <summary>' */
function describe(violation: Result, where: string): string {
  const nodes = violation.nodes.slice(0, ELEMENTS_SHOWN).map((node) => {
    const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').replace(/^Fix (any|all) of the following: /, '')
    return `    - ${node.target.join(' ')}  ${node.html.replace(/\s+/g, ' ').slice(0, 160)}\n      ${summary}`
  })
  const more = violation.nodes.length > ELEMENTS_SHOWN ? [`    ... and ${violation.nodes.length - ELEMENTS_SHOWN} more`] : []
  return [`${violation.id} (${violation.impact}) on ${where}: ${violation.help} (${violation.helpUrl})`, ...nodes, ...more].join('\n')
}

// The `test` every journey imports (with the rest of @playwright/test): Playwright's own, plus an
// accessibility check of every page the journey visited, so a new page cannot ship text too faint
// to read or a control without a name. docs/accessibility.md says what it checks and what it costs.
//
// How: each main-frame navigation of every page, in the test's context and in any browser context
// it opens, is recorded. When the test has passed (or just before it closes a context of its
// own), each recorded page is opened again in a fresh tab of that same context, so with the same
// session, and checked by axe at 1366 and 390 px (./axe.ts). A page is checked once per run,
// by whichever worker claims it first: the key is the role the user acts as (or 'visitor') and the
// path with its ids replaced, so the many journeys that open /login or a member's home pay for it
// once.
import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { test as base, type BrowserContext, type Page } from '@playwright/test'
import { axeFailures, settle, trackRequests, WIDTHS } from './axe'
import { startWorkerServer, type WorkerServer } from './server'

export * from '@playwright/test'

/** What one worker has checked, and the time it took. */
type Ledger = { checked: Set<string>; pages: number; ms: number }
type Who = { key: string; label: string }

/**
 * Whether this worker is the first of the run to check a page: a file named by the key, created only
 * if it does not exist yet (the claims directory is the run's, made by ./globalSetup.ts). Without
 * that directory (a run without the global setup) each worker checks its own pages.
 */
function claim(ledger: Ledger, key: string): boolean {
  if (ledger.checked.has(key)) return false
  ledger.checked.add(key)
  const claims = process.env.E2E_A11Y_CLAIMS
  if (!claims) return true
  try {
    writeFileSync(path.join(claims, createHash('sha1').update(key).digest('hex')), key, { flag: 'wx' })
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

export const test = base.extend<{ a11yCheck: void }, { a11yLedger: Ledger; workerServer: WorkerServer }>({
  // Each worker's own server and database (./server.ts); every page and request of its tests goes there.
  workerServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const server = await startWorkerServer(workerInfo.parallelIndex)
      await use(server)
      await server.stop()
    },
    { scope: 'worker', auto: true, timeout: 150_000 },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer.url),
  a11yLedger: [
    // Playwright reads a fixture's dependencies from its first argument's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const ledger: Ledger = { checked: new Set(), pages: 0, ms: 0 }
      await use(ledger)
      if (ledger.pages) console.log(`axe: ${ledger.pages} pages checked at ${WIDTHS.map((size) => size.width).join(' and ')} px in ${(ledger.ms / 1000).toFixed(1)} s`)
    },
    { scope: 'worker' },
  ],
  a11yCheck: [
    async ({ browser, context, a11yLedger, baseURL }, use, testInfo) => {
      const visits = new Visits(a11yLedger, new URL(String(baseURL)).origin)
      visits.watch(context)
      const onContext = (created: BrowserContext) => visits.watch(created)
      browser.on('context', onContext)
      await use()
      browser.off('context', onContext)
      // A journey that failed has said enough; its contexts close unchecked.
      if (testInfo.status !== 'passed') return visits.forget()
      await visits.checkAll()
      if (visits.failures.length) {
        throw new Error(`Accessibility: axe (${testInfo.title}) found serious or critical violations:\n\n${visits.failures.join('\n\n')}`)
      }
    },
    // Its own time limit: a journey through twenty new pages spends a while here after its own 60 s.
    { auto: true, timeout: 120_000 },
  ],
})

/** The pages a test visits, per browser context, and their checks. */
class Visits {
  private readonly visited = new Map<BrowserContext, string[]>()
  private readonly checked = new WeakSet<BrowserContext>()
  private readonly checking = new WeakSet<BrowserContext>()
  readonly failures: string[] = []

  constructor(
    private readonly ledger: Ledger,
    private readonly origin: string,
  ) {}

  watch(context: BrowserContext) {
    if (this.visited.has(context)) return
    const urls: string[] = []
    this.visited.set(context, urls)
    const record = (page: Page) =>
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) urls.push(frame.url())
      })
    context.pages().forEach(record)
    context.on('page', (page) => {
      if (!this.checking.has(context)) record(page) // not the tab the check itself opens
    })
    // Playwright has no event before a context closes, and a journey that closes its second
    // browser would take that session's pages with it: closing checks them first.
    const close = context.close.bind(context)
    context.close = async (options) => {
      await this.check(context)
      return close(options)
    }
  }

  forget() {
    for (const context of this.visited.keys()) this.checked.add(context)
  }

  async checkAll() {
    for (const context of this.visited.keys()) await this.check(context)
  }

  private async check(context: BrowserContext) {
    if (this.checked.has(context)) return
    this.checked.add(context)
    const urls = (this.visited.get(context) ?? []).filter((url) => this.isAppPage(url))
    if (!urls.length) return
    const who = await this.whoIs(context)
    // Claimed here, before a tab opens: pages another worker checks, or a second address of one
    // this worker just claimed, cost nothing.
    const due = urls.filter((url) => claim(this.ledger, pageKey(who, url)))
    if (!due.length) return

    const started = Date.now()
    this.checking.add(context)
    const page = await context.newPage()
    try {
      const inFlight = trackRequests(page)
      for (const url of due) {
        const key = pageKey(who, url)
        await page.setViewportSize(WIDTHS[0])
        await page.goto(url)
        await settle(page, inFlight)
        // Sent elsewhere (signed out by then, or a redirect rule): that page is the one checked.
        const landed = pageKey(who, page.url())
        if (landed !== key && (!this.isAppPage(page.url()) || !claim(this.ledger, landed))) continue
        const { pathname, search } = new URL(page.url())
        this.failures.push(...(await axeFailures(page, inFlight, `${pathname}${search} as ${who.label}`)))
        this.ledger.pages++
      }
    } finally {
      await page.close()
      this.checking.delete(context)
      this.ledger.ms += Date.now() - started
    }
  }

  /** A page of the app: same origin, not a file or an API answer the browser showed. */
  private isAppPage(url: string) {
    if (!url.startsWith(`${this.origin}/`)) return false
    const { pathname } = new URL(url)
    return !pathname.startsWith('/api/') && !pathname.startsWith('/__e2e/')
  }

  /**
   * Who the context is signed in as: the role they act as (the one saved in the browser, which the
   * app sends with every request), or a visitor. Two members see the same pages, so a page is
   * checked once per role; the e-mail only names the session in a failure.
   */
  private async whoIs(context: BrowserContext): Promise<Who> {
    const token = await (await context.request.get(`${this.origin}/api/auth?method=getToken`)).text()
    if (!token) return { key: 'visitor', label: 'a visitor' }
    const saved = (await context.storageState()).origins
      .find((entry) => entry.origin === this.origin)
      ?.localStorage.find((item) => item.name === 'currentRole')?.value
    const role = saved ? (JSON.parse(saved) as { id?: string }).id : undefined
    const answer = await context.request.post(`${this.origin}/api/graphql`, {
      headers: { 'auth-provider': 'dbAuth', authorization: `Bearer ${token}`, ...(role ? { 'x-current-role': role } : {}) },
      data: { query: 'query A11yWho { redwood { currentUser } }' },
    })
    const user = ((await answer.json()) as { data?: { redwood?: { currentUser?: { email: string; accessLevel: { name: string } | null } } } }).data?.redwood?.currentUser
    const acting = user?.accessLevel?.name ?? 'no role'
    return { key: acting, label: `${user?.email ?? 'someone'} acting as ${acting}` }
  }
}

/** Who, and the path with its ids as ':id' (digits, UUIDs, long tokens): '/view-subscription/:id'. */
function pageKey(who: Who, url: string) {
  const path = new URL(url).pathname
    .split('/')
    .map((segment) => (/^\d+$/.test(segment) || /^[0-9a-f-]{32,36}$/i.test(segment) || (segment.length >= 20 && /\d/.test(segment)) ? ':id' : segment))
    .join('/')
  return `${who.key} ${path}`
}

// The REST permission matrix, the sibling of graphql/permissionMatrix.test.ts: every route the
// server registers (method and URL, HEAD included), called as the same 14 callers (every role
// of the spec with its default access level, the admin, someone signed out), must answer the
// status its rule gives, and a refused call must leave every table as it was. The routes come
// from the server itself (an onRoute hook on the real createServer), so a route added without a
// line in `rules` fails until someone writes down who may call it.
//
// Signed-in callers send what the app sends: the session cookie, the bearer token getToken gives,
// and x-current-role naming the level they act as. Each route is called on rows its rule names
// (a form with a response, another member's upload ...), built fresh for each route's test.
import type { InjectOptions, RouteOptions } from 'fastify'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { PageFlag } from '../../../common/permissions'
import { TRAINING_REGISTRATION_URL } from '../../../common/validation/training'
import { UPLOAD_ENDPOINTS, UPLOAD_TEMPLATES_URL } from '../../../common/validation/uploads'
import { eq } from 'drizzle-orm'
import { EMPTY_DOCUMENT } from '../../../common/landingPages'
import { landingPages, landingPageVersions, storedFiles } from '../../../db/schema'
import { createSession } from '../lib/auth/session'
import { db } from '../lib/db'
import { newStorageKey } from '../lib/storage'
import { createServer } from '../server'
import { READER_FLAGS } from '../services/files/access'
import { multipart, samples, temporaryStore } from '../services/files/files.scenarios'
import { insertForm, insertResponse } from '../services/forms/forms.scenarios'
import { tableRowCounts } from '../test/database'
import { createUser } from '../test/factories'
import { actingLevel, CALLERS, callerHasPage, createCallerUsers, type Caller } from '../test/matrixCallers'

// Every route the server registers, as `METHOD /url`, recorded as Fastify registers it.
const registered = vi.hoisted(() => new Set<string>())
vi.mock('fastify', async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof import('fastify').default }>()).default
  const recording = ((options: Parameters<typeof real>[0]) => {
    const app = real(options)
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`)
    })
    return app
  }) as unknown as typeof real
  return { ...(await importOriginal<object>()), default: recording }
})

/** The rows a route is called on, built before its callers call it. */
type World = { formId: number; uploadId: number; landingPageId: number }

/**
 * Who a route lets through, in the terms of its own code:
 * - 'anyone': the same answer whoever calls;
 * - 'signed in': 401 signed out;
 * - { page }: 401 signed out, 403 for a level without the page flag;
 * - { readers }: the files rule, a row one may not read answers 404 exactly like a missing one;
 * - { nobody }: no session opens it (a signature, an operator secret, a checkout's own id); the
 *   status every caller gets without that.
 */
type Access = 'anyone' | 'signed in' | { page: PageFlag } | { readers: readonly PageFlag[] } | { nobody: number; why: string }

type RouteRule = {
  access: Access
  /** The status of a call the rule lets through. */
  allowed: number
  /** The request (its URL by default the route's own, which names no parameters). */
  request: (world: World) => { url?: string; headers?: Record<string, string>; payload?: InjectOptions['payload'] }
  /** What an allowed call adds to the tables (rows per table); a refused call adds nothing. */
  stores?: Record<string, number>
}

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) })
const upload = (parts: Parameters<typeof multipart>[0]) => {
  const { body, contentType } = multipart(parts)
  return { headers: { 'content-type': contentType }, payload: body }
}

const getToken: RouteRule = { access: 'anyone', allowed: 200, request: () => ({ url: '/api/auth?method=getToken' }) }
const health: RouteRule = { access: 'anyone', allowed: 200, request: () => ({ url: '/api/health' }) }
// Another member's upload of a resource file: the resource-file staff read it, nobody else.
const uploadedFile: RouteRule = { access: { readers: READER_FLAGS['resource-file'] }, allowed: 200, request: (world) => ({ url: `/api/files/uploads/${world.uploadId}` }) }
// The export's one write is its info log line.
const formExport: RouteRule = {
  access: { page: 'form' },
  allowed: 200,
  request: (world) => ({ url: `/api/form-responses-export/${world.formId}` }),
  stores: { info_logs: 1 },
}
// The payouts for the bank batch, under the affiliates page flag; its one write is its info log line.
const payoutExport: RouteRule = { access: { page: 'affiliates' }, allowed: 200, request: () => ({ url: '/api/payouts-export?format=csv' }), stores: { info_logs: 1 } }
// The retention worklist's export, under its page flag (a success manager's own members); its one write is its info log line.
const retentionExport: RouteRule = { access: { page: 'retention' }, allowed: 200, request: () => ({ url: '/api/retention-export?format=csv' }), stores: { info_logs: 1 } }
// The summary's export, under its page flag; its one write is its own info log line.
const reportSummaryExport: RouteRule = { access: { page: 'reportSummary' }, allowed: 200, request: () => ({ url: '/api/report-summary-export?format=csv' }), stores: { info_logs: 1 } }
// The info logs report's export, under its page flag; its one write is its own info log line.
const infoLogsExport: RouteRule = { access: { page: 'infoLogsReport' }, allowed: 200, request: () => ({ url: '/api/info-logs-export?format=csv' }), stores: { info_logs: 1 } }
// The community report's members, under its page flag; its one write is its own info log line.
const communityReportExport: RouteRule = { access: { page: 'communityReport' }, allowed: 200, request: () => ({ url: '/api/community-report-export?format=csv' }), stores: { info_logs: 1 } }
// The payment report's export, under its page flag; its one write is its own info log line.
const paymentReportExport: RouteRule = { access: { page: 'paymentReport' }, allowed: 200, request: () => ({ url: '/api/payment-report-export?format=csv' }), stores: { info_logs: 1 } }
// A public page's content (policies, ...): the same for everyone, signed in or not.
const publicPage: RouteRule = { access: 'anyone', allowed: 200, request: () => ({ url: '/api/public-page?path=/privacy-policy' }) }
const metricsRule: RouteRule = { access: { nobody: 404, why: 'METRICS_TOKEN, an operator secret' }, allowed: 404, request: () => ({ url: '/api/metrics' }) }
const template: RouteRule = { access: { page: 'uploadContents' }, allowed: 200, request: () => ({ url: `${UPLOAD_TEMPLATES_URL}/members.csv` }) }
const graphqlQuery = '{ __typename }'
// The bulk imports guard the uploadContents page before reading the form: a form without a file
// is refused 400 (no file) only once the caller is through, so nothing is queued for anyone.
const bulkImport: RouteRule = { access: { page: 'uploadContents' }, allowed: 400, request: () => upload([{ name: 'dryRun', value: 'true' }]) }

/** Free-training registrations (and landing-page opt-ins) so far: each call a mailbox of its own. */
let registrations = 0
let optIns = 0

/** One line per registered route. A route the server registers without a line here fails the test. */
const rules: Record<string, RouteRule> = {
  // The sign-in door is open to all: what a flow answers is the flow's (auth.test.ts).
  'GET /api/auth': getToken,
  'HEAD /api/auth': getToken,
  'POST /api/auth': { access: 'anyone', allowed: 400, request: () => json({ method: 'validateResetToken', resetToken: 'not-a-token' }) },
  // Only with EMAIL_WORKER_SECRET, or from loopback outside production: these calls come from elsewhere.
  'POST /api/email-worker': { access: { nobody: 403, why: 'the operator secret or a loopback connection' }, allowed: 403, request: () => ({}) },
  'GET /api/files/:kind/:id': uploadedFile,
  'HEAD /api/files/:kind/:id': uploadedFile,
  'GET /api/form-responses-export/:formId': formExport,
  'HEAD /api/form-responses-export/:formId': formExport,
  'GET /api/payouts-export': payoutExport,
  'HEAD /api/payouts-export': payoutExport,
  'GET /api/report-summary-export': reportSummaryExport,
  'HEAD /api/report-summary-export': reportSummaryExport,
  'GET /api/info-logs-export': infoLogsExport,
  'HEAD /api/info-logs-export': infoLogsExport,
  'GET /api/retention-export': retentionExport,
  'HEAD /api/retention-export': retentionExport,
  'GET /api/community-report-export': communityReportExport,
  'HEAD /api/community-report-export': communityReportExport,
  'GET /api/payment-report-export': paymentReportExport,
  'HEAD /api/payment-report-export': paymentReportExport,
  // The transport lets everyone in; each operation's own rule is the GraphQL matrix's.
  'GET /api/graphql': { access: 'anyone', allowed: 200, request: () => ({ url: `/api/graphql?query=${encodeURIComponent(graphqlQuery)}` }) },
  'HEAD /api/graphql': { access: { nobody: 405, why: 'GraphQL answers GET and POST' }, allowed: 405, request: () => ({ url: `/api/graphql?query=${encodeURIComponent(graphqlQuery)}` }) },
  'POST /api/graphql': { access: 'anyone', allowed: 200, request: () => ({ url: '/api/graphql', ...json({ query: graphqlQuery }) }) },
  'OPTIONS /api/graphql': { access: 'anyone', allowed: 204, request: () => ({ url: '/api/graphql' }) },
  'GET /api/health': health,
  'HEAD /api/health': health,
  // The operator's scraper: off until METRICS_TOKEN is set (not in tests), then its token alone opens it (metrics.test.ts).
  'GET /api/metrics': metricsRule,
  'HEAD /api/metrics': metricsRule,
  'GET /api/public-page': publicPage,
  'HEAD /api/public-page': publicPage,
  // The provider's webhook: only its signature opens it, whoever else calls.
  'POST /api/payments': { access: { nobody: 401, why: "the provider's signature" }, allowed: 401, request: () => json({ type: 'paid' }) },
  // The test provider's Pay button: a pending test checkout's id is the key, no session is.
  'POST /api/payments/test-provider/:sessionId': {
    access: { nobody: 404, why: "a pending test checkout's id" },
    allowed: 404,
    request: () => ({ url: '/api/payments/test-provider/00000000-0000-4000-8000-000000000000', ...json({ outcome: 'paid' }) }),
  },
  // The free-training registration (POST only: no GET or HEAD is registered): anyone, signed in or
  // not, is registered the same way. Each call a new mailbox, so each stores what a first
  // registration stores: its row, the confirmation in the outbox (the mail-sweep job it queues is
  // in pgboss, not counted) and its info log line; no lead, as no click names an affiliate.
  [`POST ${TRAINING_REGISTRATION_URL}`]: {
    access: 'anyone',
    allowed: 201,
    request: () => json({ name: 'Maria Santos', email: `maria.${++registrations}@example.com`, mobileNumber: '09171234567', track: 'beginner' }),
    stores: { training_registrations: 1, outbox_emails: 1, info_logs: 1 },
  },
  // A landing page's opt-in (POST only): anyone, signed in or not, the same way; each call a new
  // mailbox: its row and its info log line (no lead: no click names an affiliate).
  'POST /api/landing-pages/:pageId/opt-ins': {
    access: 'anyone',
    allowed: 201,
    request: (world) => ({ url: `/api/landing-pages/${world.landingPageId}/opt-ins`, ...json({ name: 'Maria Santos', email: `maria.opt.${++optIns}@example.com`, mobileNumber: '09171234567' }) }),
    stores: { landing_opt_ins: 1, info_logs: 1 },
  },
  'POST /api/upload-file': {
    access: 'signed in',
    allowed: 201,
    request: () => upload([{ name: 'purpose', value: 'resource-file' }, { name: 'file', filename: 'Guide.pdf', value: samples.pdf(), contentType: 'application/pdf' }]),
    // The file's row and its info log line.
    stores: { stored_files: 1, info_logs: 1 },
  },
  ...Object.fromEntries(Object.keys(UPLOAD_ENDPOINTS).map((url) => [`POST ${url}`, bulkImport])),
  'GET /api/uploads/templates/:file': template,
  'HEAD /api/uploads/templates/:file': template,
}

function expectedStatus(rule: RouteRule, caller: Caller): number {
  const { access } = rule
  if (access === 'anyone') return rule.allowed
  if (typeof access === 'object' && 'nobody' in access) return access.nobody
  if (typeof access === 'object' && 'readers' in access) {
    return caller !== 'signed out' && access.readers.some((page) => callerHasPage(caller, page)) ? rule.allowed : 404
  }
  if (caller === 'signed out') return 401
  if (access === 'signed in') return rule.allowed
  return callerHasPage(caller, access.page) ? rule.allowed : 403
}

/** The counts that changed between two snapshots (table: added rows). */
function added(before: Record<string, number>, after: Record<string, number>) {
  return Object.fromEntries(Object.keys(after).flatMap((name) => (after[name] !== before[name] ? [[name, after[name] - (before[name] ?? 0)]] : [])))
}

/** The rows the rules name: a form with one response, and a resource file another member uploaded (its bytes in the store). After the callers: their levels exist. */
async function buildWorld(store: ReturnType<typeof temporaryStore>): Promise<World> {
  const form = await insertForm({ slug: 'waitlist', fields: [{ name: 'name', label: 'Full name', type: 'text' }] })
  await insertResponse({ formId: form.id, email: 'lovely@example.com', answers: { name: 'Lovely' } })
  const uploader = await createUser({ password: null, accessLevels: ['member'] })
  const key = newStorageKey('Workbook.pdf')
  await store.store.put(key, samples.pdf(), { contentType: 'application/pdf' })
  const [file] = await db
    .insert(storedFiles)
    .values({ key, fileName: 'Workbook.pdf', contentType: 'application/pdf', sizeBytes: samples.pdf().length, uploadedById: uploader.id, purpose: 'resource-file' })
    .returning()
  const [page] = await db.insert(landingPages).values({ path: '/lessons', name: 'Lessons', draft: EMPTY_DOCUMENT }).returning()
  const [version] = await db.insert(landingPageVersions).values({ pageId: page.id, version: 1, document: EMPTY_DOCUMENT }).returning()
  await db.update(landingPages).set({ publishedVersionId: version.id }).where(eq(landingPages.id, page.id))
  return { formId: form.id, uploadId: file.id, landingPageId: page.id }
}

// Built before the tests are collected: the routes it registers are the tests.
// 14 callers may upload (and register for the free training) in a row from one address: the
// per-address limits are not under test here.
process.env.UPLOAD_RATE_LIMIT_PER_MINUTE = '0'
process.env.TRAINING_REGISTRATION_RATE_LIMIT = '0'
process.env.LANDING_OPT_IN_RATE_LIMIT = '0'
const store = temporaryStore()
const app = await createServer({ edge: { graphqlRequestsPerMinute: 0 } })
await app.ready()

afterAll(async () => {
  await app.close()
  store.dispose()
  delete process.env.UPLOAD_RATE_LIMIT_PER_MINUTE
  delete process.env.TRAINING_REGISTRATION_RATE_LIMIT
  delete process.env.LANDING_OPT_IN_RATE_LIMIT
})

describe('the REST permission matrix', () => {
  it('covers the 14 callers and every route the server registers', () => {
    expect(CALLERS).toHaveLength(14)
    expect(registered.size).toBeGreaterThan(0)
    const stale = Object.keys(rules).filter((key) => !registered.has(key))
    expect(stale, 'rules for routes the server no longer registers').toEqual([])
  })

  it.each([...registered].sort().map((key) => [key] as const))('%s', async (key) => {
    const rule = rules[key]
    expect(rule, `${key} has no rule in functions/permissionMatrix.test.ts: say who may call it`).toBeDefined()
    const [method, url] = key.split(' ') as [InjectOptions['method'], string]
    const sessions = new Map<Caller, Record<string, string>>([['signed out', {}]])
    for (const [caller, user] of await createCallerUsers()) {
      const session = await createSession({ userId: user.id })
      sessions.set(caller, { cookie: session.cookie.split(';')[0], authorization: `Bearer ${session.token}`, 'x-current-role': actingLevel(caller) })
    }
    const world = await buildWorld(store)

    const actual: Record<string, number> = {}
    const expected: Record<string, number> = {}
    const storedOnRefusal: Record<string, unknown> = {}
    for (const caller of CALLERS) {
      const request = rule.request(world)
      const before = await tableRowCounts()
      // Every call from an address that is not this host's: loopback is trusted by the e-mail worker alone.
      const response = await app.inject({ url, ...request, method, remoteAddress: '203.0.113.7', headers: { ...request.headers, ...sessions.get(caller) } })
      actual[caller] = response.statusCode
      expected[caller] = expectedStatus(rule, caller)
      const change = added(before, await tableRowCounts())
      const allowedAndStores = response.statusCode === rule.allowed && rule.stores
      if (!allowedAndStores && Object.keys(change).length) storedOnRefusal[caller] = change
      if (allowedAndStores) expect(change, `${caller}: what an allowed call stores`).toEqual(rule.stores)
    }
    expect(actual).toEqual(expected)
    expect(storedOnRefusal, 'rows a call stored without being let through').toEqual({})
  })
})

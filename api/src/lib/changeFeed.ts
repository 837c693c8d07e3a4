// Being told when some tables change, on PostgreSQL: a statement trigger on them sends a NOTIFY on
// a channel after every insert, update, delete or truncate, and each API process keeps one
// connection LISTENing to it per feed. While that connection is up, what the process keeps of those
// tables is exact without asking them on each request: a change drops it within the notification's
// delivery (milliseconds), in every process. The feeds: the redirect rules (REDIRECT_RULES_CHANNEL,
// migration 0028; lib/security/redirectRules.ts) and the funnels' public pages
// (PUBLIC_PAGES_CHANNEL, migration 0033; services/landingPages/landingPageCache.ts).
//
// Trusted only while it is known to work: from the moment LISTEN is confirmed until the connection
// fails or closes (then the copy is dropped and redirectRules.ts goes back to checking the table's
// fingerprint on every request, until a new connection LISTENs again; the public pages are read
// afresh). The embedded database
// (PGlite) shares one session between all its clients, so a notification there is not reliably
// delivered to the listening client: it is never trusted, and the fingerprint check stays.
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { logger } from './logger'

export const REDIRECT_RULES_CHANNEL = 'redirect_rules_changed'
export const PUBLIC_PAGES_CHANNEL = 'public_pages_changed'

export type ChangeFeed = {
  /** True while a change reaches `onChange` through the LISTENing connection. */
  trusted: () => boolean
  stop: () => Promise<void>
}

/** Reconnecting after a failure: 1 s, doubling, at most 30 s. */
const RETRY_MS = { first: 1_000, max: 30_000 }

/**
 * Listens for `channel` on `connectionString`; `onChange` runs on every change and whenever trust
 * is gained or lost (the caller drops what it kept). Never throws: a database that cannot be
 * reached leaves the feed untrusted and trying again.
 */
export function listenForChanges(connectionString: string, channel: string, onChange: () => void): ChangeFeed {
  let client: pg.Client | null = null
  let trusted = false
  let stopped = false
  let retry: NodeJS.Timeout | null = null
  let delay = RETRY_MS.first

  const distrust = () => {
    if (trusted) onChange()
    trusted = false
  }

  const scheduleRetry = () => {
    if (stopped || retry) return
    retry = setTimeout(() => {
      retry = null
      void connect()
    }, delay)
    retry.unref()
    delay = Math.min(delay * 2, RETRY_MS.max)
  }

  async function connect() {
    const current = new pg.Client({ connectionString })
    client = current
    current.on('notification', (message) => {
      if (message.channel === channel) onChange()
    })
    const lost = (error?: Error) => {
      if (client !== current) return
      client = null
      distrust()
      if (error && !stopped) logger.warn({ err: error, channel }, 'change feed lost: reading the tables on each request until it is back')
      scheduleRetry()
    }
    current.on('error', lost)
    current.on('end', () => lost())
    try {
      await current.connect()
      const { rows } = await current.query<{ version: string }>('select version() as version')
      if (/PGlite/i.test(rows[0]?.version ?? '')) {
        // Not reliable there (see the top of the file): stay on the per-request check, for good.
        stopped = true
        client = null
        await current.end().catch(() => {})
        return
      }
      await current.query(`listen ${channel}`)
      if (stopped || client !== current) return
      delay = RETRY_MS.first
      trusted = true
      // Whatever was kept before LISTEN took hold may predate a change: read the rules afresh.
      onChange()
    } catch (error) {
      if (client === current) lost(error as Error)
      await current.end().catch(() => {})
    }
  }

  void connect()
  return {
    trusted: () => trusted && !stopped,
    stop: async () => {
      stopped = true
      trusted = false
      if (retry) clearTimeout(retry)
      const current = client
      client = null
      await current?.end().catch(() => {})
    },
  }
}

/**
 * A feed a server starts with `watch` and stops as it closes, for a module's copy of some tables:
 * `forget` drops the copy (on every change, and as trust comes or goes); `trusted()` is false while
 * no server runs one, so a copy is kept only while a feed vouches for it.
 */
export function serverFeed(channel: string, forget: () => void) {
  let feed: ChangeFeed | undefined
  return {
    trusted: () => feed?.trusted() ?? false,
    /** Starts the feed for this process (on PostgreSQL; it stays untrusted on the embedded database). */
    watch(app: FastifyInstance, connectionString = process.env.DATABASE_URL) {
      if (!connectionString || feed) return
      const started = listenForChanges(connectionString, channel, forget)
      feed = started
      app.addHook('onClose', async () => {
        if (feed === started) feed = undefined
        forget()
        await started.stop()
      })
    },
  }
}

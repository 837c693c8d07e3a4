// Being told when the redirect rules change, on PostgreSQL: a trigger on redirect_rules sends a
// NOTIFY on REDIRECT_RULES_CHANNEL after every insert, update, delete or truncate (migration
// 0028), and each API process keeps one connection LISTENing to it. While that connection is up,
// the process's copy of the rules is exact without asking the table on each page load: a change
// drops the copy within the notification's delivery (milliseconds), in every process.
//
// Trusted only while it is known to work: from the moment LISTEN is confirmed until the connection
// fails or closes (then the copy is dropped and redirectRules.ts goes back to checking the table's
// fingerprint on every request, until a new connection LISTENs again). The embedded database
// (PGlite) shares one session between all its clients, so a notification there is not reliably
// delivered to the listening client: it is never trusted, and the fingerprint check stays.
import pg from 'pg'
import { logger } from '../logger'

export const REDIRECT_RULES_CHANNEL = 'redirect_rules_changed'

export type ChangeFeed = {
  /** True while a change reaches `onChange` through the LISTENing connection. */
  trusted: () => boolean
  stop: () => Promise<void>
}

/** Reconnecting after a failure: 1 s, doubling, at most 30 s. */
const RETRY_MS = { first: 1_000, max: 30_000 }

/**
 * Listens for changes on `connectionString`; `onChange` runs on every change and whenever trust is
 * gained or lost (the caller drops what it kept). Never throws: a database that cannot be reached
 * leaves the feed untrusted and trying again.
 */
export function listenForRuleChanges(connectionString: string, onChange: () => void): ChangeFeed {
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
      if (message.channel === REDIRECT_RULES_CHANNEL) onChange()
    })
    const lost = (error?: Error) => {
      if (client !== current) return
      client = null
      distrust()
      if (error && !stopped) logger.warn({ err: error }, 'redirect rules: change feed lost, checking the table on each request until it is back')
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
      await current.query(`listen ${REDIRECT_RULES_CHANNEL}`)
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

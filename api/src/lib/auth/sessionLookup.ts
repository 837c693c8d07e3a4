// The one statement every signed-in request runs: the session row, its user's row (the columns of
// currentUserColumns) and the user's and the shared facts stamps (userFactsCache.ts), all by
// primary key.
//
// It runs as a prepared statement (PREPARE once, then EXECUTE), because planning was most of its
// database time: about 0.15 ms to plan against 0.05 ms to run on PostgreSQL, and 0.8 ms against
// 0.3 ms on PGlite. Not the driver's protocol-level named statements: the embedded PGlite serves
// every connection (and every restart of the API in `yarn rw dev`) from ONE backend, where a second
// connection preparing the same name fails. SQL-level PREPARE can ask first whether the statement
// is already there, which works on both: once per connection on PostgreSQL, once per backend on
// PGlite. The name carries a hash of the SQL, so a changed statement never meets an old one.
import { createHash } from 'node:crypto'
import type pg from 'pg'
import { getPool } from '../db'
import type { CurrentUserRow } from './loadCurrentUser'
import type { SessionRecord } from './session'

// Aliases are the property names of SessionRecord and CurrentUserRow (authenticate.test.ts checks
// the row against Drizzle's own reading of the same columns).
const LOOKUP_SQL = `select
  s.id_hash as "idHash", s.user_id as "userId", s.original_user_id as "originalUserId",
  s.created_at as "createdAt", s.last_seen_at as "lastSeenAt", s.expires_at as "expiresAt",
  s.ip as "ip", s.user_agent as "userAgent",
  u.id as "u_id", u.email as "u_email", u.first_name as "u_firstName", u.last_name as "u_lastName",
  u.middle_name as "u_middleName", u.suffix as "u_suffix", u.sex as "u_sex", u.birthdate as "u_birthdate",
  u.profile_image as "u_profileImage", u.slug as "u_slug", u.tribe_id as "u_tribeId", u.roles as "u_roles",
  u.batch_id as "u_batchId", u.stage_id as "u_stageId", u.affiliate_timestamp as "u_affiliateTimestamp",
  u.is_fast_track_student as "u_isFastTrackStudent", u.show_returnee_modal as "u_showReturneeModal",
  u.disabled_at as "u_disabledAt", u.facts_version as "u_factsVersion",
  coalesce(f.version, 0) as "userFactsVersion",
  coalesce((select v.version from shared_facts_version v where v.id = 1), 0) as "sharedFactsVersion"
from sessions s
  left join users u on u.id = s.user_id
  left join user_facts_versions f on f.user_id = s.user_id
where s.id_hash = $1`

const STATEMENT = `authenticate_session_${createHash('sha256').update(LOOKUP_SQL).digest('hex').slice(0, 16)}`

/** Connections known to have the statement (on PGlite, any of them: the backend is shared). */
const preparedOn = new WeakSet<pg.PoolClient>()

/** The stamps of what a user's facts are built from beyond their row (0: never changed). */
export type FactsVersions = { user: number; shared: number }

export type SessionLookup = { session: SessionRecord; user: CurrentUserRow | null; factsVersions: FactsVersions }

/** The session stored under `idHash` with its user (null if gone) and the facts stamps; undefined if none. */
export async function lookUpSession(idHash: string): Promise<SessionLookup | undefined> {
  // The hash goes into the EXECUTE text (SQL-level EXECUTE takes no bind parameters): only the
  // 64 hex digits sha256 makes are accepted, and quoted as a literal besides.
  if (!/^[0-9a-f]{64}$/.test(idHash)) throw new Error('lookUpSession expects a sha256 hex digest')
  const client = await getPool().connect()
  try {
    const rows = await execute(client, `EXECUTE ${STATEMENT}(${client.escapeLiteral(idHash)})`)
    client.release()
    return rows[0] && fromRow(rows[0])
  } catch (error) {
    client.release(error as Error) // a broken connection is not handed to the next request
    throw error
  }
}

async function execute(client: pg.PoolClient, text: string): Promise<Record<string, unknown>[]> {
  if (!preparedOn.has(client)) await prepare(client)
  try {
    return (await client.query(text)).rows
  } catch (error) {
    // 0A000 "cached plan must not change result type": a migration changed a column under a
    // statement prepared before it (PGlite's backend outlives the API); 26000: the statement is
    // gone (a new backend behind the same connection settings). Prepare it again, once.
    const code = (error as { code?: string }).code
    if (code !== '0A000' && code !== '26000') throw error
    if (code === '0A000') await client.query(`DEALLOCATE ${STATEMENT}`)
    await prepare(client)
    return (await client.query(text)).rows
  }
}

async function prepare(client: pg.PoolClient) {
  const { rows } = await client.query('select 1 from pg_prepared_statements where name = $1', [STATEMENT])
  if (!rows.length) {
    try {
      await client.query(`PREPARE ${STATEMENT}(text) AS ${LOOKUP_SQL}`)
    } catch (error) {
      // 42P05: another connection to the same PGlite backend prepared it a moment ago.
      if ((error as { code?: string }).code !== '42P05') throw error
    }
  }
  preparedOn.add(client)
}

function fromRow(row: Record<string, unknown>): SessionLookup {
  const session = {} as Record<string, unknown>
  const user = {} as Record<string, unknown>
  for (const [column, value] of Object.entries(row)) {
    if (column.startsWith('u_')) user[column.slice(2)] = value
    else if (column !== 'userFactsVersion' && column !== 'sharedFactsVersion') session[column] = value
  }
  return {
    session: session as SessionRecord,
    user: user.id === null ? null : (user as CurrentUserRow),
    factsVersions: { user: Number(row.userFactsVersion), shared: Number(row.sharedFactsVersion) },
  }
}

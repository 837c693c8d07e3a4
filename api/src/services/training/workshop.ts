// The live workshop's settings, per track (the -exp keys for experienced: db/schema/settings.ts
// WORKSHOP_SETTING_KEYS), read in one statement: what the public pages show and the reminders send.
import { inArray } from 'drizzle-orm'
import { settings, WORKSHOP_SETTING_KEYS } from '../../../../db/schema'
import { TRAINING_TRACKS, type TrainingTrack } from '../../../../common/validation/training'
import { db, type Executor } from '../../lib/db'

export const WORKSHOP_DAY_NUMBERS = [1, 2, 3] as const

const suffix = (track: TrainingTrack) => (track === 'beginner' ? '' : '-exp')
const NAMES = TRAINING_TRACKS.flatMap((track) => WORKSHOP_SETTING_KEYS.map((key) => `${key}${suffix(track)}`))

export type WorkshopSettings = {
  /** A key's trimmed value for the track ('zoom-day-1' reads 'zoom-day-1-exp' for experienced), null when blank or missing. */
  value: (track: TrainingTrack, key: (typeof WORKSHOP_SETTING_KEYS)[number]) => string | null
  enabled: (track: TrainingTrack) => boolean
  live: (track: TrainingTrack) => boolean
  /** When live day `day` starts: the instant of its Manila wall-clock setting, or null when not scheduled (or unreadable). */
  startsAt: (track: TrainingTrack, day: number) => Date | null
}

/** '2026-12-07T20:00' (Manila, no daylight saving) as an instant; null for anything else. */
export function manilaInstant(local: string | null): Date | null {
  if (!local || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null
  const instant = new Date(`${local}:00+08:00`)
  return Number.isNaN(instant.getTime()) ? null : instant
}

export async function readWorkshopSettings(executor: Executor = db): Promise<WorkshopSettings> {
  const rows = await executor.select({ name: settings.name, value: settings.value }).from(settings).where(inArray(settings.name, NAMES))
  const values = new Map(rows.map((row) => [row.name, row.value.trim()]))
  const value: WorkshopSettings['value'] = (track, key) => values.get(`${key}${suffix(track)}`) || null
  return {
    value,
    enabled: (track) => value(track, 'enable-live-workshop') === 'true',
    live: (track) => value(track, 'workshop-is-live') === 'true',
    startsAt: (track, day) => manilaInstant(value(track, `date-day-${day}` as (typeof WORKSHOP_SETTING_KEYS)[number])),
  }
}

// The free training's public pages (docs/product.md, "Free training"): /free-training and each
// track's 3-part video series, /free-training-beginner[/{part}] and /free-training-experienced[/{part}].
// The videos are the first three published video lessons of the track's course (import key
// free-training-beginner / free-training-experienced, inserted by migration 0024), so staff edit
// them in /courses. The live workshop is read from its settings (the -exp keys for experienced);
// signed-out callers never get a Zoom link unless the workshop is live (defaultSettingByName
// refuses them these keys for that reason), nor a recording before it is over.
import { and, asc, eq, isNull } from 'drizzle-orm'
import {
  TRAINING_PARTS,
  TRAINING_TRACK_PATHS,
  TRAINING_TRACK_TITLES,
  type PublicPage,
  type TrainingPart,
  type Workshop,
} from '../../../../common/publicPages'
import { TRAINING_TRACKS, type TrainingTrack } from '../../../../common/validation/training'
import { courses, lessons, units } from '../../../../db/schema'
import { db } from '../../lib/db'
import { affiliateSettings } from '../affiliates/settings'
import { lessonVideo } from '../learning/media'
import { readWorkshopSettings, WORKSHOP_DAY_NUMBERS, type WorkshopSettings } from '../training/workshop'
import { summaryOf } from './policies'

/** The import key of a track's course. */
export const trainingCourseKey = (track: TrainingTrack) => `free-training-${track}`

/** The track's parts: its course's first three published video lessons, in the course's order. */
async function partsOf(track: TrainingTrack): Promise<TrainingPart[]> {
  const rows = await db
    .select({ id: lessons.id, name: lessons.name, shortDescription: lessons.shortDescription, videoUrl: lessons.videoUrl })
    .from(lessons)
    .innerJoin(units, eq(units.id, lessons.unitId))
    .innerJoin(courses, eq(courses.id, units.courseId))
    .where(and(eq(courses.importKey, trainingCourseKey(track)), isNull(courses.archivedAt), eq(lessons.isPublished, true), isNull(lessons.archivedAt), eq(lessons.type, 'Video')))
    .orderBy(asc(units.position), asc(units.id), asc(lessons.position), asc(lessons.id))
    .limit(TRAINING_PARTS)
  return rows.map((row, index) => ({ number: index + 1, title: row.name, summary: row.shortDescription, video: lessonVideo(row.id, row.videoUrl) }))
}

/**
 * The track's workshop as a visitor may see it at `now`, or null while it is switched off. A day's
 * recording shows once the workshop is not live and that day has started (a day not scheduled has
 * not): a recording saved ahead of time never shows for a day still to come.
 */
export function workshopOf(track: TrainingTrack, workshop: WorkshopSettings, now: Date = new Date()): Workshop | null {
  if (!workshop.enabled(track)) return null
  const live = workshop.live(track)
  return {
    live,
    masterLink: live ? workshop.value(track, 'workshop-master-link') : null,
    days: WORKSHOP_DAY_NUMBERS.map((day) => {
      const startsAt = workshop.startsAt(track, day)
      const started = startsAt !== null && startsAt.getTime() <= now.getTime()
      return {
        day,
        startsAt: startsAt?.toISOString() ?? null,
        zoomUrl: live ? workshop.value(track, `zoom-day-${day}`) : null,
        recordingUrl: live || !started ? null : workshop.value(track, `recording-day-${day}`),
        freebieUrl: workshop.value(track, `freebie-day-${day}`),
      }
    }),
  }
}

/** /free-training-<track>[/<part>] (`path`, as asked): null for a part the series does not have. */
export async function trainingPage(track: TrainingTrack, part: number, path: string): Promise<PublicPage | null> {
  const [parts, workshop, programme] = await Promise.all([partsOf(track), readWorkshopSettings(), affiliateSettings()])
  if (!Number.isInteger(part) || part < 1 || part > Math.max(parts.length, 1)) return null
  const shown = parts[part - 1]
  return {
    path,
    title: `${shown ? `Part ${part}: ${shown.title}` : TRAINING_TRACK_TITLES[track]} | Tribe`,
    description: summaryOf(shown?.summary ?? '') || `${TRAINING_TRACK_TITLES[track]}: a 3-part video series and a 3-day live workshop from the Tribe community.`,
    content: { kind: 'training', track, part, parts, workshop: workshopOf(track, workshop), offerPath: programme.mainOffer },
  }
}

/** /free-training: the two tracks, their parts' titles, and whether each workshop is live. */
export async function trainingLanding(): Promise<PublicPage> {
  const [workshop, ...parts] = await Promise.all([readWorkshopSettings(), ...TRAINING_TRACKS.map(partsOf)])
  return {
    path: '/free-training',
    title: 'Free Training: start freelancing from home | Tribe',
    description: 'A free 3-part video training and a 3-day live workshop for Filipino freelancers and work-from-home learners, for beginners and for experienced freelancers.',
    content: {
      kind: 'training-landing',
      tracks: TRAINING_TRACKS.map((track, i) => ({
        track,
        title: TRAINING_TRACK_TITLES[track],
        path: TRAINING_TRACK_PATHS[track],
        parts: parts[i].map((part) => part.title),
        workshopLive: workshop.enabled(track) && workshop.live(track),
      })),
    },
  }
}

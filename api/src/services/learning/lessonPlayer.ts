// lessonPlayer(courseId, lessonId): everything the player shows. SQL: 2 statements run together
// (the lesson with its neighbours, files and progress; the course with the user's progress), plus
// 1 if `course.units` is asked (outline.ts).
// The lesson must belong to that course and be readable (access.ts); neighbours follow the
// course's order across units, over its live lessons (and the lesson itself when staff preview a
// draft).
import { sql } from 'drizzle-orm'
import { courses } from '../../../../db/schema'
import { requireAuth } from '../../directives'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import type { QueryResolvers } from '../../types/graphql'
import { courseReadable, lessonLive, lessonReadable } from './access'
import { selectCourses, toLearnerCourse } from './courseRows'
import { learnerMediaUrl } from '../../../../common/files.downloads'
import { lessonFileUrl, lessonVideo } from './media'
import { toLearnerLesson } from './outline'
import { isRowId } from '../../lib/validation'

type FileJson = { id: number; name: string; contentType: string | null; sizeBytes: number | null; fileUrl: string }

type PlayerRow = {
  id: number
  name: string
  type: string
  duration_seconds: number | null
  short_description: string | null
  description: string | null
  content: string | null
  image_url: string | null
  video_url: string | null
  unit_id: number
  unit_name: string
  previous_id: number | null
  next_id: number | null
  started_at: Date | null
  completed_at: Date | null
  position_seconds: number | null
  files: FileJson[]
}

export const lessonPlayer = (async ({ courseId, lessonId }) => {
  const user = requireAuth(currentUser())
  if (!isRowId(courseId) || !isRowId(lessonId)) return null
  const now = new Date()
  const [lessonResult, courseRows] = await Promise.all([
    db.execute<PlayerRow>(sql`
      with target as (
        select lessons.id, lessons.name, lessons.type, lessons.duration_seconds, lessons.short_description,
               lessons.description, lessons.content, lessons.image_url, lessons.video_url,
               units.id as unit_id, units.name as unit_name
          from lessons join units on units.id = lessons.unit_id join courses on courses.id = units.course_id
         where lessons.id = ${lessonId} and units.course_id = ${courseId} and ${lessonReadable(user, now)}
      ),
      ordered as (
        select lessons.id,
               lag(lessons.id) over w as previous_id,
               lead(lessons.id) over w as next_id
          from units join lessons on lessons.unit_id = units.id
         where units.course_id = ${courseId} and (${lessonLive()} or lessons.id = ${lessonId})
        window w as (order by units.position, units.id, lessons.position, lessons.id)
      )
      select t.*, o.previous_id, o.next_id, lp.started_at, lp.completed_at, lp.position_seconds,
             coalesce((
               select json_agg(json_build_object(
                        'id', f.id, 'name', f.name, 'fileUrl', f.file_url,
                        'contentType', coalesce(sf.content_type, f.content_type),
                        'sizeBytes', coalesce(sf.size_bytes, f.size_bytes))
                      order by f.position, f.id)
                 from lesson_files f left join stored_files sf on sf.key = f.file_url
                where f.lesson_id = t.id), '[]'::json) as files
        from target t join ordered o on o.id = t.id
        left join lesson_progress lp on lp.lesson_id = t.id and lp.user_id = ${user.id}`),
    selectCourses(user.id, sql`${courses.id} = ${courseId} and ${courseReadable(user, now, 'row')}`),
  ])
  const row = lessonResult.rows[0]
  const course = courseRows[0]
  if (!row || !course) return null
  return {
    lesson: toLearnerLesson(row, row),
    course: toLearnerCourse(course),
    unitId: row.unit_id,
    unitName: row.unit_name,
    shortDescription: row.short_description,
    description: row.description,
    content: row.content,
    imageUrl: learnerMediaUrl(row.image_url, { kind: 'lesson-images', id: row.id }),
    video: row.type === 'Video' ? lessonVideo(row.id, row.video_url) : null,
    files: row.files.flatMap((file) => {
      const url = lessonFileUrl(file.id, file.fileUrl)
      return url ? [{ id: file.id, name: file.name, contentType: file.contentType, sizeBytes: file.sizeBytes, url }] : []
    }),
    previousLessonId: row.previous_id,
    nextLessonId: row.next_id,
  }
}) satisfies QueryResolvers['lessonPlayer']

// How far a member is in each course they started: lessons done of all, as a progress bar.
import type { MemberRecord } from './memberRecord'
import { Section } from './Section'

export function MemberCourseProgress({ courses }: { courses: MemberRecord['courseProgress'] }) {
  return (
    <Section title="Course progress">
      {courses.length === 0 ? (
        <p className="text-sm text-slate-500">No course started yet.</p>
      ) : (
        <ul className="space-y-3">
          {courses.map((course) => {
            const percent = course.totalLessons ? Math.round((100 * course.completedLessons) / course.totalLessons) : 0
            return (
              <li key={course.courseId} className="text-sm">
                <div className="flex flex-wrap justify-between gap-2">
                  <span className="font-medium text-slate-800">{course.courseName}</span>
                  <span className="text-slate-500">
                    {course.completedLessons} of {course.totalLessons} lessons
                  </span>
                </div>
                <div className="mt-1 h-2 rounded-full bg-slate-100" role="progressbar" aria-label={course.courseName} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
                  <div className="h-2 rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </Section>
  )
}

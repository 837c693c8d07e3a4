// The course as FindCourse answers it, which CourseDetail and its pieces draw.
import type { FindCourseQuery } from '@/types/graphql'

export type CourseRecord = NonNullable<FindCourseQuery['course']>

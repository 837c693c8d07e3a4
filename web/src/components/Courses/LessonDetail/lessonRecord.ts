// The lesson as FindLesson answers it, which LessonDetail and its pieces draw.
import type { FindLessonQuery } from '@/types/graphql'

export type LessonRecord = NonNullable<FindLessonQuery['lesson']>

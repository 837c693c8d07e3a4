// The lesson player's data and its progress mutations. Opening the lesson starts it; the video's
// end or the button completes it; the position is saved now and then. Each mutation answers the
// normalised lesson and course, selecting the same fields as the pages, so Apollo's cache updates
// the outline, the course page, the cards and the home page at once.
import { gql, useMutation } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { useEffect, useRef } from 'react'
import { createCell } from '@/lib/cell'
import { notifyError } from '@/lib/toast'
import type {
  CompleteLessonMutation,
  CompleteLessonMutationVariables,
  LessonPlayerQuery,
  LessonPlayerQueryVariables,
  SaveLessonPositionMutation,
  SaveLessonPositionMutationVariables,
  StartLessonMutation,
  StartLessonMutationVariables,
} from '@/types/graphql'
import { EmptyCard } from '@/components/ui/EmptyState/EmptyCard'
import { PageSkeleton } from '@/components/ui/Skeletons/LearningSkeletons'
import { LessonPlayer, type LessonPlayerData } from '../LessonPlayer/LessonPlayer'
import { COURSE_PROGRESS_FIELDS } from '../CourseCard/courseProgressFields'
import { COURSE_UNIT_FIELDS, LESSON_STATE_FIELDS } from '../CourseOutline/courseOutlineFields'
import { LESSON_PROGRESS_UPDATE_FIELDS } from './lessonProgressFields'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'

export const QUERY = gql`
  query LessonPlayer($courseId: Int!, $lessonId: Int!) {
    lessonPlayer(courseId: $courseId, lessonId: $lessonId) {
      lesson {
        ...LessonStateFields
      }
      course {
        ...CourseProgressFields
        units {
          ...CourseUnitFields
        }
      }
      unitId
      unitName
      shortDescription
      description
      content
      imageUrl
      video {
        provider
        videoId
        url
      }
      files {
        id
        name
        contentType
        sizeBytes
        url
      }
      previousLessonId
      nextLessonId
    }
  }
  ${LESSON_STATE_FIELDS}
  ${COURSE_PROGRESS_FIELDS}
  ${COURSE_UNIT_FIELDS}
`

export const START_LESSON = gql`
  mutation StartLesson($lessonId: Int!) {
    startLesson(lessonId: $lessonId) {
      ...LessonProgressUpdateFields
    }
  }
  ${LESSON_PROGRESS_UPDATE_FIELDS}
`

export const COMPLETE_LESSON = gql`
  mutation CompleteLesson($lessonId: Int!) {
    completeLesson(lessonId: $lessonId) {
      ...LessonProgressUpdateFields
    }
  }
  ${LESSON_PROGRESS_UPDATE_FIELDS}
`

export const SAVE_LESSON_POSITION = gql`
  mutation SaveLessonPosition($lessonId: Int!, $positionSeconds: Int!) {
    saveLessonPosition(lessonId: $lessonId, positionSeconds: $positionSeconds) {
      id
      started
      completed
      completedAt
      positionSeconds
    }
  }
`

/** The player with its mutations wired; renders once per lesson (keyed), so each lesson starts afresh. */
export function LessonPlayerWithProgress({ player }: { player: LessonPlayerData }) {
  const lessonId = player.lesson.id
  const [startLesson] = useMutation<StartLessonMutation, StartLessonMutationVariables>(START_LESSON)
  const [completeLesson, { loading: completing }] = useMutation<CompleteLessonMutation, CompleteLessonMutationVariables>(COMPLETE_LESSON)
  const [saveLessonPosition] = useMutation<SaveLessonPositionMutation, SaveLessonPositionMutationVariables>(SAVE_LESSON_POSITION)
  const positionFailed = useRef(false)

  useEffect(() => {
    startLesson({ variables: { lessonId } }).catch(notifyError)
  }, [lessonId, startLesson])

  const onComplete = async () => {
    try {
      await completeLesson({ variables: { lessonId } })
    } catch (error) {
      notifyError(error)
      throw error
    }
  }

  const onSavePosition = (positionSeconds: number) => {
    saveLessonPosition({ variables: { lessonId, positionSeconds } }).catch((error) => {
      // Said once: a toast every 15 s while the connection is down would drown the lesson.
      if (!positionFailed.current) notifyError(error)
      positionFailed.current = true
    })
  }

  return <LessonPlayer player={player} onComplete={onComplete} completing={completing} onSavePosition={onSavePosition} />
}

export const LessonPlayerCell = createCell<LessonPlayerQueryVariables, LessonPlayerQuery>({
  QUERY,
  Loading: () => <PageSkeleton label="Loading the lesson" />,
  Empty: ({ courseId }) => (
    <EmptyCard
      title="Lesson not found"
      description="This lesson does not exist or is not part of your courses."
      action={{ label: 'Back to the course', to: routes.viewCourse({ id: courseId }) }}
    />
  ),
  Failure: ({ error, refetch }) => <LoadFailure error={error} refetch={refetch} what="this lesson" />,
  Success: ({ lessonPlayer }) => (lessonPlayer ? <LessonPlayerWithProgress key={lessonPlayer.lesson.id} player={lessonPlayer} /> : null),
  displayName: 'LessonPlayerCell',
})

export default LessonPlayerCell

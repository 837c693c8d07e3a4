// /units/{id}: a unit, its course, its lessons in order, and Edit / Delete (or archive) / Restore
// and Add lesson for those who may.
import { gql, useMutation } from '@apollo/client'
import { Link, navigate, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { formatDate } from '@/lib/format'
import type { DeleteUnitMutation, DeleteUnitMutationVariables, FindUnitQuery, RestoreUnitMutation, RestoreUnitMutationVariables } from '@/types/graphql'
import { buttonClassName } from '@/components/ui/Button/Button'
import { canCreateLesson, canOpen } from '../courseAccess'
import { DeleteContentButton } from '../DeleteContentButton/DeleteContentButton'
import { LessonList } from '../LessonList/LessonList'
import { RestoreButton } from '../RestoreButton/RestoreButton'
import { StatusBadge } from '../StatusBadge/StatusBadge'
import { UpLink } from '../UpLink/UpLink'

export const DELETE_UNIT = gql`
  mutation DeleteUnit($id: Int!, $archiveIfInProgress: Boolean) {
    deleteUnit(id: $id, archiveIfInProgress: $archiveIfInProgress) {
      id
      archived
    }
  }
`

export const RESTORE_UNIT = gql`
  mutation RestoreUnit($id: Int!) {
    restoreUnit(id: $id) {
      id
      archivedAt
      updatedAt
    }
  }
`

export function UnitDetail({ unit }: { unit: NonNullable<FindUnitQuery['unit']> }) {
  const user = useCurrentUser()
  const canEdit = canOpen(user, 'editUnit')
  const [deleteUnit] = useMutation<DeleteUnitMutation, DeleteUnitMutationVariables>(DELETE_UNIT)
  const [restoreUnit] = useMutation<RestoreUnitMutation, RestoreUnitMutationVariables>(RESTORE_UNIT, { refetchQueries: ['FindCourse'] })
  return (
    <article className="space-y-6">
      <header className="space-y-4">
        <UpLink to={canOpen(user, 'course') ? routes.course({ id: unit.courseId }) : null}>{unit.courseName}</UpLink>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="break-words text-2xl font-semibold tracking-tight text-slate-900">{unit.name}</h1>
          {unit.archivedAt && <StatusBadge status="archived" />}
        </div>
        <div className="flex flex-wrap gap-2">
          {canEdit && (
            <Link to={routes.editUnit({ id: unit.id })} className={buttonClassName('secondary', 'md')}>
              Edit
            </Link>
          )}
          {canCreateLesson(user) && (
            <Link to={routes.newLesson({ unitId: unit.id })} className={buttonClassName('secondary', 'md')}>
              Add lesson
            </Link>
          )}
          {canEdit && unit.archivedAt && <RestoreButton label="Unit" onRestore={() => restoreUnit({ variables: { id: unit.id } })} />}
          {canEdit && (
            <DeleteContentButton
              kind="unit"
              name={unit.name}
              onDelete={async (archiveIfInProgress) => {
                const { data } = await deleteUnit({
                  variables: { id: unit.id, archiveIfInProgress },
                  refetchQueries: archiveIfInProgress ? ['FindUnit', 'FindCourse'] : ['FindCourse'],
                })
                return { archived: Boolean(data?.deleteUnit.archived) }
              }}
              onDone={({ archived }) => {
                if (!archived) navigate(canOpen(user, 'course') ? routes.course({ id: unit.courseId }) : routes.courses())
              }}
            />
          )}
        </div>
        {unit.archivedAt && (
          <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-600">
            Archived {formatDate(unit.archivedAt)}: its lessons are hidden from members, their progress kept.
          </p>
        )}
      </header>
      {(unit.shortDescription || unit.description) && (
        <section className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700 sm:p-6">
          {unit.shortDescription && <p className="font-medium text-slate-900">{unit.shortDescription}</p>}
          {unit.description && <p className="whitespace-pre-line">{unit.description}</p>}
        </section>
      )}
      <section aria-labelledby="unit-lessons" className="rounded-xl border border-slate-200 bg-white">
        <h2 id="unit-lessons" className="border-b border-slate-100 px-4 py-3 text-base font-semibold text-slate-900 sm:px-5">
          Lessons
        </h2>
        <LessonList lessons={unit.lessons} label={`Lessons of ${unit.name}`} />
      </section>
    </article>
  )
}

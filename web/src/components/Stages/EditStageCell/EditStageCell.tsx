// Change a stage: load it and the course choices (EditStage), then the form and updateStage, then
// its page.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { EditStageQuery, EditStageQueryVariables, UpdateStageMutation, UpdateStageMutationVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { stageLabel } from '@/lib/stageLabel'
import { StageForm, type StageValues } from '../StageForm/StageForm'
import { submitThen } from '@/components/ui/Form/submitThen'
import { ADMIN_STAGE_FIELDS } from '../StageForm/stageFields'

export const QUERY = gql`
  query EditStage($id: Int!) {
    stage(id: $id) {
      ...AdminStageFields
    }
    stageCourseOptions {
      id
      name
    }
  }
  ${ADMIN_STAGE_FIELDS}
`

export const UPDATE_STAGE = gql`
  mutation UpdateStage($id: Int!, $input: StageInput!) {
    updateStage(id: $id, input: $input) {
      ...AdminStageFields
      updatedAt
    }
  }
  ${ADMIN_STAGE_FIELDS}
`

/** Empty shows when stage is null (no such id), so Success always has one. */
type Found = { stage: NonNullable<EditStageQuery['stage']>; stageCourseOptions: EditStageQuery['stageCourseOptions'] }

export const isEmpty = (data: EditStageQuery) => !data.stage

export const Empty = () => (
  <EmptyState title="Stage not found" description="It may have been deleted." action={{ label: 'All stages', to: routes.stages() }} />
)

export const Success = ({ stage, stageCourseOptions }: CellSuccessProps<EditStageQueryVariables, Found>) => {
  const [updateStage, { loading, error }] = useMutation<UpdateStageMutation, UpdateStageMutationVariables>(UPDATE_STAGE)

  const onSave = submitThen(
    async (input: StageValues) => updateStage({ variables: { id: stage.id, input } }),
    'Stage saved',
    () => navigate(routes.stage({ id: stage.id })),
  )

  return (
    <section>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">Edit {stageLabel(stage)}</h1>
      <StageForm
        defaultValues={{ number: stage.number, name: stage.name, description: stage.description ?? '', courseId: stage.courseId === null ? '' : String(stage.courseId) }}
        courses={courseChoices(stage, stageCourseOptions)}
        onSave={onSave}
        error={error}
        loading={loading}
      />
    </section>
  )
}

/** The live courses, and the stage's own course if it was archived since (a stage may keep it). */
function courseChoices(stage: Found['stage'], options: Found['stageCourseOptions']) {
  const own = stage.course
  if (!own || options.some((course) => course.id === own.id)) return options
  return [...options, { id: own.id, name: `${own.name} (archived)` }]
}

export const EditStageCell = createCell<EditStageQueryVariables, EditStageQuery, Found>({
  QUERY,
  // Always the server's copy: editing a stale one would send back old values.
  beforeQuery: (props) => ({ variables: props, fetchPolicy: 'network-only' as const }),
  isEmpty,
  Empty,
  Success,
  displayName: 'EditStageCell',
})

export default EditStageCell

// A new stage: the course choices (NewStage query), the form, createStage, then the stage's page
// (where its tasks, leaders and reviewers are added).
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { CreateStageMutation, CreateStageMutationVariables, NewStageQuery, NewStageQueryVariables } from '@/types/graphql'
import { StageForm, type StageValues } from '../StageForm/StageForm'
import { submitThen } from '@/components/ui/Form/submitThen'

export const QUERY = gql`
  query NewStage {
    stageCourseOptions {
      id
      name
    }
  }
`

export const CREATE_STAGE = gql`
  mutation CreateStage($input: StageInput!) {
    createStage(input: $input) {
      id
    }
  }
`

export const Success = ({ stageCourseOptions }: CellSuccessProps<NewStageQueryVariables, NewStageQuery>) => {
  const [createStage, { loading, error }] = useMutation<CreateStageMutation, CreateStageMutationVariables>(CREATE_STAGE, {
    // The list and any open stage list must show it.
    refetchQueries: ['AdminStages'],
  })

  const onSave = submitThen(
    async (input: StageValues) => (await createStage({ variables: { input } })).data?.createStage,
    'Stage created',
    (created) => navigate(routes.stage({ id: created.id })),
  )

  return (
    <section>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">New stage</h1>
      <StageForm
        defaultValues={{ number: null, name: '', description: '', courseId: '' }}
        courses={stageCourseOptions}
        onSave={onSave}
        error={error}
        loading={loading}
        submitLabel="Create stage"
      />
    </section>
  )
}

export const NewStageCell = createCell<NewStageQueryVariables, NewStageQuery>({
  QUERY,
  // No courses is not "empty": a stage needs no course.
  isEmpty: () => false,
  Success,
  displayName: 'NewStageCell',
})

export default NewStageCell

// The member journey's services (graphql/stages.memberStages.sdl.ts), one file per area; registered in
// graphql/index.ts as the domain 'memberStages'. Row rules: access.ts. SQL statement counts per
// operation: docs/api.md "Member stages" (proved by statements.test.ts).
export { userStageProgress } from './progress'
export { finishTask } from './finishTask'
export { requestMoveUp, approveMoveUp, sendBackMoveUp, moveUpQueue } from './moveUp'
export { manageStage } from './manageStage'

// The stages domain's operations, as api/src/graphql/index.ts registers them.
export * from './stages'
export * from './tasks'
export * from './staff'
export { AdminStage } from './relations'

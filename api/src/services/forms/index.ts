// The forms domain's operations, as api/src/graphql/index.ts registers them.
export * from './forms'
export * from './responses'

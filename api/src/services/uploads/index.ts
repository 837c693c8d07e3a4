// The uploads domain's GraphQL resolvers (api/src/graphql/uploads.sdl.ts).
export { importUpload, uploadJob, uploadJobs } from './uploads'

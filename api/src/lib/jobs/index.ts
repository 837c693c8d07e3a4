// The job queue (docs/operations.md): enqueue from services, handlers in services/jobs/handlers.ts,
// the worker started by server.ts or `yarn rw worker`.
export { enqueue, type EnqueueOptions, type JobData } from './enqueue'
export { drainQueue } from './drain'
export { installQueue, queue } from './boss'
export { isJobName, JOB_NAMES, jobSpecs, uploadStaleMinutes, type JobName, type JobPayloads } from './registry'
export type { JobHandlers, JobRun } from './runJob'
export { inProcessWorkerEnabled, nudgeWorker, startJobWorker, startProcessWorker } from './worker'

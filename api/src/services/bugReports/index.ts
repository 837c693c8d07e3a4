// The bug reports domain's operations, as api/src/graphql/index.ts registers them.
export { bugReport, bugReports, createBugReport } from './bugReports'
export { triageBugReport } from './triage'

// /uploadContents (page flag uploadContents): bulk import of members, groups and courses from the
// spec's templates (docs/imports.md). ?type= is the upload type filter, ?job= the upload being
// followed: a reload, or leaving and coming back through the recent list, shows its live progress.
import { setQueryParams, useQueryParam } from '@/lib/useQueryParam'
import { TemplateLinks } from '@/components/Uploads/TemplateLinks/TemplateLinks'
import { UploadForm } from '@/components/Uploads/UploadForm/UploadForm'
import { UploadJobCell } from '@/components/Uploads/UploadJobCell/UploadJobCell'
import { UploadJobsCell } from '@/components/Uploads/UploadJobsCell/UploadJobsCell'
import { UploadTypeFilter } from '@/components/Uploads/UploadTypeFilter/UploadTypeFilter'
import { parseUploadKind } from '@/components/Uploads/uploadJob'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'

export default function UploadContentsPage() {
  const [rawType] = useQueryParam('type')
  const [rawJob] = useQueryParam('job')
  const kind = parseUploadKind(rawType)
  const jobId = rawJob && /^\d{1,9}$/.test(rawJob) ? Number(rawJob) : null
  const { variables } = useServerTable()
  const openJob = (id: number) => setQueryParams({ job: id })
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 lg:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Upload Contents</h1>
        <UploadTypeFilter value={kind} onChange={(next) => setQueryParams({ type: next, job: null, page: null })} />
      </div>
      <TemplateLinks kind={kind} />
      <UploadForm kind={kind} onQueued={openJob} />
      {jobId !== null && <UploadJobCell key={jobId} id={jobId} onImported={openJob} />}
      <section aria-labelledby="recent-uploads-heading" className="space-y-3">
        <h2 id="recent-uploads-heading" className="text-base font-semibold text-slate-900">
          Recent uploads
        </h2>
        <UploadJobsCell key={jobId ?? 0} type={kind} page={variables.page} pageSize={variables.pageSize} onOpen={openJob} />
      </section>
    </div>
  )
}

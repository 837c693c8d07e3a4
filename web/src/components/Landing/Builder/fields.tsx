// The builder's own fields, for what Puck's text boxes cannot say well: a picture or video (upload
// one, or give a link), the funnel a Price block shows, and a date and time in Manila.
import { gql, useQuery } from '@apollo/client'
import type { CustomField } from '@puckeditor/core'
import { FILE_CATEGORY_EXTENSIONS, type UploadedFile } from '@common/files'
import { fileDownloadUrl } from '@common/files.downloads'
import { FileUpload } from '@/components/ui/FileUpload/FileUpload'
import { controlClass } from '@/components/ui/Form/controls'
import { dayjs, MANILA_TZ } from '@/lib/dayjs'
import type { BuilderFunnelsQuery } from '@/types/graphql'

const IMAGES = FILE_CATEGORY_EXTENSIONS.images.filter((extension) => extension !== '.svg')
const VIDEOS = ['.mp4', '.mov']

/** Upload a picture or video for public pages (purpose page-media: anyone may view it), or paste a link. */
export function mediaField(label: string, kind: 'image' | 'video'): CustomField<string> {
  return {
    type: 'custom',
    label,
    render: ({ value, onChange, id, readOnly }) => (
      <div className="space-y-2">
        <FileUpload
          label={kind === 'image' ? 'Upload a picture' : 'Upload a video'}
          accept={kind === 'image' ? IMAGES : VIDEOS}
          purpose="page-media"
          disabled={readOnly}
          onUploaded={(file: UploadedFile) => onChange(fileDownloadUrl('uploads', file.id))}
        />
        <label htmlFor={id} className="block text-xs font-medium text-slate-600">
          {kind === 'image' ? 'Or a link to a picture (https://...)' : 'Or a YouTube or Vimeo link'}
        </label>
        <input id={id} type="text" inputMode="url" className={controlClass(false)} value={value ?? ''} readOnly={readOnly} onChange={(event) => onChange(event.target.value)} />
      </div>
    ),
  }
}

export const BUILDER_FUNNELS = gql`
  query BuilderFunnels {
    funnels(pageSize: 100, sortBy: "name", sortOrder: asc) {
      items {
        id
        name
        slug
        isOpen
      }
    }
  }
`

function FunnelSelect({ id, value, onChange, readOnly, allowPageFunnel }: { id: string; value: string; onChange: (value: string) => void; readOnly?: boolean; allowPageFunnel: boolean }) {
  const { data, loading } = useQuery<BuilderFunnelsQuery>(BUILDER_FUNNELS)
  return (
    <select id={id} className={controlClass(false)} value={value ?? ''} disabled={readOnly || loading} onChange={(event) => onChange(event.target.value)}>
      <option value="">{allowPageFunnel ? "This page's funnel" : loading ? 'Loading funnels...' : 'Choose a funnel'}</option>
      {data?.funnels.items.map((funnel) => (
        <option key={funnel.id} value={funnel.id}>
          {funnel.name} (/{funnel.slug}){funnel.isOpen ? '' : ', closed'}
        </option>
      ))}
    </select>
  )
}

/** The funnel whose price a Price block shows; on a funnel's page, blank means that funnel. */
export function funnelField(allowPageFunnel: boolean): CustomField<string> {
  return {
    type: 'custom',
    label: 'Funnel',
    render: ({ id, value, onChange, readOnly }) => <FunnelSelect id={id} value={value} onChange={onChange} readOnly={readOnly} allowPageFunnel={allowPageFunnel} />,
  }
}

/** The local input's value ('2026-12-24T20:00') of an instant, in Manila, and back. */
export const toManilaInput = (instant: string) => (instant && dayjs(instant).isValid() ? dayjs(instant).tz(MANILA_TZ).format('YYYY-MM-DDTHH:mm') : '')
export const fromManilaInput = (local: string) => (local ? dayjs.tz(local, MANILA_TZ).toISOString() : '')

/** A date and time, typed in Manila time and kept as an instant. */
export const manilaDateTimeField: CustomField<string> = {
  type: 'custom',
  label: 'Ends at (Philippine time)',
  render: ({ id, value, onChange, readOnly }) => (
    <input id={id} type="datetime-local" className={controlClass(false)} value={toManilaInput(value)} readOnly={readOnly} onChange={(event) => onChange(fromManilaInput(event.target.value))} />
  ),
}

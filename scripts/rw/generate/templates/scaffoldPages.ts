// The scaffold's four pages: thin, each renders a cell or a component inside the page frame. The
// list page also holds the create button (behind the function flag, through the access helper)
// and the toolbar, both on the address like the table.
import type { Model } from '../model'
import { humanize } from '../names'
import { comment, keyOf, type ScaffoldContext } from './scaffoldContext'

const FRAME = 'mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10'

export function pageTemplates(model: Model, context: ScaffoldContext): { name: string; content: string }[] {
  const { Model, Models, urlSegment } = model
  const label = humanize(Model).toLowerCase()
  const key = keyOf(model)
  return [
    {
      name: `${Models}Page`,
      content: `${comment(
        `/${urlSegment}: every ${label}, a page at a time; ?page=, ?sortBy=, ?sortOrder= and ?search= in the address are ` +
          `the list's variables, so a reload or a shared link shows the same page. "${context.createLabel}" shows only ` +
          `with the new${Model} page and the ${context.createFlag} function flag.`,
      )}
import { Link, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { canCreate${Model} } from '@/components/${Models}/${model.model}Access'
import { ${Models}Cell } from '@/components/${Models}/${Models}Cell/${Models}Cell'
import { ${Models}Toolbar } from '@/components/${Models}/${Models}Toolbar/${Models}Toolbar'
import { buttonClassName } from '@/components/ui/Button/Button'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { useQueryParam } from '@/lib/useQueryParam'

export default function ${Models}Page() {
  const { variables } = useServerTable()
  const [search] = useQueryParam('search')
  const user = useCurrentUser()
  return (
    <div className="${FRAME}">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">${humanize(Models)}</h1>
        {canCreate${Model}(user) && (
          <Link to={routes.new${Model}()} className={buttonClassName('primary', 'md')}>
            ${context.createLabel}
          </Link>
        )}
      </div>
      {/* Keyed by the address's search so Back and shared links refill the box. */}
      <${Models}Toolbar key={search ?? ''} search={search ?? ''} />
      <${Models}Cell {...variables} search={search || null} />
    </div>
  )
}
`,
    },
    {
      name: `${Model}Page`,
      content: `// /${urlSegment}/{id} (${model.model}): one ${label}.
import { ${Model}Cell } from '@/components/${Models}/${Model}Cell/${Model}Cell'

export default function ${Model}Page({ id }: { id: ${key.ts} }) {
  return (
    <div className="${FRAME}">
      <${Model}Cell id={id} />
    </div>
  )
}
`,
    },
    {
      name: `New${Model}Page`,
      content: `// /${urlSegment}/new (new${Model}; saving needs ${context.createFlag}): ${context.createLabel}.
import { New${Model} } from '@/components/${Models}/New${Model}/New${Model}'

export default function New${Model}Page() {
  return (
    <div className="${FRAME}">
      <New${Model} />
    </div>
  )
}
`,
    },
    {
      name: `Edit${Model}Page`,
      content: `// /${urlSegment}/{id}/edit (edit${Model}): change a ${label}.
import { Edit${Model}Cell } from '@/components/${Models}/Edit${Model}Cell/Edit${Model}Cell'

export default function Edit${Model}Page({ id }: { id: ${key.ts} }) {
  return (
    <div className="${FRAME}">
      <Edit${Model}Cell id={id} />
    </div>
  )
}
`,
    },
  ]
}

// The scaffold's four pages: thin, each renders a cell or a component inside the page frame.
import type { Model } from '../model'
import { humanize } from '../names'

const FRAME = 'mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10'

export function pageTemplates(model: Model): { name: string; content: string }[] {
  const { Model, Models, urlSegment } = model
  const label = humanize(Model).toLowerCase()
  return [
    {
      name: `${Models}Page`,
      content: `// /${urlSegment}: every ${label}, a page at a time; ?page=, ?sortBy= and ?sortOrder= in the address
// are the list's variables, so a reload or a shared link shows the same page.
import { Link, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { ${Models}Cell } from '@/components/${Models}/${Models}Cell/${Models}Cell'
import { buttonClassName } from '@/components/ui/Button/Button'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { isPageAllowed } from '@/lib/pageAccess'

export default function ${Models}Page() {
  const { variables } = useServerTable()
  const user = useCurrentUser()
  return (
    <div className="${FRAME}">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">${humanize(Models)}</h1>
        {isPageAllowed('new${Model}', user?.pageAccess) && (
          <Link to={routes.new${Model}()} className={buttonClassName('primary', 'md')}>
            New ${label}
          </Link>
        )}
      </div>
      <${Models}Cell {...variables} />
    </div>
  )
}
`,
    },
    {
      name: `${Model}Page`,
      content: `// /${urlSegment}/{id}: one ${label}.
import { ${Model}Cell } from '@/components/${Models}/${Model}Cell/${Model}Cell'

export default function ${Model}Page({ id }: { id: number }) {
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
      content: `// /${urlSegment}/new: a new ${label}.
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
      content: `// /${urlSegment}/{id}/edit: change a ${label}.
import { Edit${Model}Cell } from '@/components/${Models}/Edit${Model}Cell/Edit${Model}Cell'

export default function Edit${Model}Page({ id }: { id: number }) {
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

// `g page`: a thin page. It renders cells and components; its route is a line of web/src/routeTable.ts.
import { humanize } from '../names'
import { routeParams } from '../edits/routes'

export function pageTemplate({ name, routePath }: { name: string; routePath: string }) {
  const page = `${name}Page`
  const params = routeParams(routePath)
  const props = params.length
    ? `{ ${params.map((param) => param.name).join(', ')} }: { ${params.map((param) => `${param.name}: ${param.type}`).join('; ')} }`
    : ''
  const shown = params.length
    ? `\n      <p className="mt-1 text-sm text-slate-500">${params.map((param) => `${humanize(param.name)} {${param.name}}`).join(', ')}</p>`
    : ''
  return `// ${routePath}: what this page is for, in the product's words. A page is glue: it renders cells
// (components/<Domain>/<Name>Cell) and components, and never fetches by hand.
export default function ${page}(${props}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">${humanize(name)}</h1>${shown}
    </div>
  )
}
`
}

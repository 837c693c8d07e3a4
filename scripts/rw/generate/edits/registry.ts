// Registers a domain in api/src/graphql/index.ts: its SDL import, its services import and its
// `domains` entry. The registry is explicit on purpose (no glob): this edit is the one line a
// person would add by hand.
import { UsageError } from '../../run'
import { insertAfterLast, insertBefore, type FileEdit } from '../writer'

export const REGISTRY = 'api/src/graphql/index.ts'

/** The edit registering `domain` (e.g. 'widgets': ./widgets.sdl and ../services/widgets/widgets). */
export function registerDomain(domain: string): FileEdit {
  const sdlImport = `import * as ${domain} from './${domain}.sdl'\n`
  const servicesName = `${domain}Services`
  const servicesImport = `import * as ${servicesName} from '../services/${domain}/${domain}'\n`
  const entry = `  { name: '${domain}', sdl: ${domain}.schema, services: ${servicesName} },\n`
  return {
    path: REGISTRY,
    description: `registered the ${domain} domain`,
    apply(text) {
      if (text.includes(`from './${domain}.sdl'`)) return text
      if (new RegExp(`name: '${domain}'`).test(text)) {
        throw new UsageError(`${REGISTRY} already registers a domain named "${domain}" with another SDL file.`)
      }
      let next = insertAfterLast(text, /^import \* as \w+ from '\.\/[\w.]+\.sdl'\n/m, sdlImport, REGISTRY)
      next = insertAfterLast(next, /^import \* as \w+ from '\.\.\/services\/[\w/.]+'\n/m, servicesImport, REGISTRY)
      const start = next.indexOf('export const domains')
      if (start === -1) throw new UsageError(`Cannot find "export const domains" in ${REGISTRY}. Register the domain by hand.`)
      return next.slice(0, start) + insertBefore(next.slice(start), /^\]/m, entry, REGISTRY)
    },
  }
}

// The scaffold's small shared parts of a domain: the access helper (who may create, who may edit),
// the list's toolbar, and the fragment every query of the record selects.
import type { Model } from '../model'
import { humanize } from '../names'
import { comment, fragmentConst, fragmentFields, functionAccess, keyIsInput, type ScaffoldContext } from './scaffoldContext'

export function accessTemplate(model: Model, context: ScaffoldContext) {
  const { Model, models } = model
  const label = humanize(Model).toLowerCase()
  return `${comment(
    `Who may do what on the ${label} pages (docs/permissions.md): "${context.createLabel}" needs the page new${Model} and ` +
      `the function flag ${context.createFlag}; changing or deleting a ${label} needs edit${Model}. The API refuses the ` +
      `same calls (api/src/graphql/${models}.sdl.ts).`,
  )}
import type { CurrentUser } from '@/auth'
import { isPageAllowed } from '@/lib/pageAccess'

export const canCreate${Model} = (user: CurrentUser | null) =>
  isPageAllowed('new${Model}', user?.pageAccess) && ${functionAccess(context.createFlag)} === true

export const canEdit${Model} = (user: CurrentUser | null) => isPageAllowed('edit${Model}', user?.pageAccess)
`
}

/** What the list's search looks through: the record's name, and a key people type (a text id). */
export function searchedWords(model: Model) {
  return keyIsInput(model) ? 'ID or name' : 'name'
}

export function toolbarTemplate(model: Model) {
  const { Models, urlSegment } = model
  const plural = humanize(Models)
  const words = searchedWords(model)
  return `${comment(
    `Above the ${plural.toLowerCase()} table: a search by ${words} kept in the address (?search=), like the table's page ` +
      `and sort; a new search goes back to page 1 in the same navigation.`,
  )}
import { ListToolbar } from '@/components/ui/ListToolbar/ListToolbar'

export function ${Models}Toolbar({ search }: { search: string }) {
  return <ListToolbar id="${urlSegment}" label="${plural}" searchLabel="Search ${plural.toLowerCase()} by ${words}" placeholder="Search by ${words}" search={search} />
}
`
}

export function fragmentTemplate(model: Model) {
  const { Model, Models } = model
  const label = humanize(Model).toLowerCase()
  return `${comment(
    `A ${label} as ${Model}Form edits it: the edit page (Edit${Model}), its save answer (Update${Model}), the ${label}'s ` +
      `page (Find${Model}) and the list rows (Find${Models}) all select these, each adding its own.`,
  )}
import { gql } from '@apollo/client'

export const ${fragmentConst(model)} = gql\`
  fragment ${Model}Fields on ${Model} {
${fragmentFields(model)
  .map((field) => `    ${field.name}`)
  .join('\n')}
  }
\`
`
}

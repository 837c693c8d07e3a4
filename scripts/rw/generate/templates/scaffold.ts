// `g scaffold`: the admin pages of a model, in the house's layout of today —
//   pages/<Models>/{<Models>Page,<Model>Page,New<Model>Page,Edit<Model>Page}
//   components/<Models>/{<model>Access.ts, <Models>Toolbar, <Models>Cell (columns inside), <Model>Cell,
//     <Model> (RecordHeader, DetailList, ConfirmDelete), <Model>Form (+ <model>Fields.ts, the
//     fragment), New<Model>, Edit<Model>Cell}
// and their routes, each guarded by the page flag named like it. The folders take the domain's
// plural name, as the service (services/<models>) and the schema (common/validation/<models>.ts) do.
import type { PageRoute } from '../edits/routes'
import type { Model } from '../model'
import type { NewFile } from '../writer'
import { accessTemplate, fragmentTemplate, toolbarTemplate } from './scaffoldAccess'
import { keyOf, type ScaffoldContext } from './scaffoldContext'
import { detailTemplate, detailTestTemplate, detailCellTemplate } from './scaffoldDetail'
import { formTemplate, formTestTemplate } from './scaffoldForm'
import { editCellTemplate, newTemplate } from './scaffoldNewEdit'
import { listCellTemplate, listCellTestTemplate } from './scaffoldList'
import { pageTemplates } from './scaffoldPages'
import { modelFlags } from './sdl'

/** The four routes, named like their page flags: widgets, newWidget, widget, editWidget. */
export function scaffoldRoutes(model: Model): PageRoute[] {
  const flags = modelFlags(model)
  const page = (name: string) => ({ page: `${model.Models}/${name}Page` })
  const base = `/${model.urlSegment}`
  const { param } = keyOf(model)
  return [
    { ...page(model.Models), path: base, name: model.models, flag: flags.list },
    { ...page(`New${model.Model}`), path: `${base}/new`, name: `new${model.Model}`, flag: flags.create },
    { ...page(model.Model), path: `${base}/${param}`, name: model.model, flag: flags.detail },
    { ...page(`Edit${model.Model}`), path: `${base}/${param}/edit`, name: `edit${model.Model}`, flag: flags.edit },
  ]
}

export function scaffoldWebFiles(model: Model, context: ScaffoldContext): NewFile[] {
  const { Model, Models } = model
  const dir = `web/src/components/${Models}`
  const component = (name: string, content: string, suffix = '.tsx') => ({ path: `${dir}/${name}/${name}${suffix}`, content })
  return [
    ...pageTemplates(model, context).map(({ name, content }) => ({ path: `web/src/pages/${Models}/${name}/${name}.tsx`, content })),
    { path: `${dir}/${model.model}Access.ts`, content: accessTemplate(model, context) },
    component(`${Models}Toolbar`, toolbarTemplate(model)),
    component(`${Models}Cell`, listCellTemplate(model, context)),
    component(`${Models}Cell`, listCellTestTemplate(model, context), '.test.tsx'),
    component(`${Model}Cell`, detailCellTemplate(model, context)),
    component(Model, detailTemplate(model, context)),
    component(Model, detailTestTemplate(model, context), '.test.tsx'),
    component(`${Model}Form`, formTemplate(model)),
    component(`${Model}Form`, formTestTemplate(model), '.test.tsx'),
    { path: `${dir}/${Model}Form/${model.model}Fields.ts`, content: fragmentTemplate(model) },
    component(`New${Model}`, newTemplate(model, context)),
    component(`Edit${Model}Cell`, editCellTemplate(model, context)),
  ]
}

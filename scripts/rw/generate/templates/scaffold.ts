// `g scaffold`: the admin pages of a model, in Redwood's scaffold layout —
//   pages/<Models>/{<Models>Page,<Model>Page,New<Model>Page,Edit<Model>Page}
//   components/<Models>/{<Models>Cell,<Models>,<Model>Cell,<Model>,<Model>Form,New<Model>,Edit<Model>Cell}
// and their routes, each guarded by the page flag named like it. The folders take the domain's
// plural name, as the service (services/<models>) and the schema (common/validation/<models>.ts) do.
import type { PageRoute } from '../edits/routes'
import type { Model } from '../model'
import type { NewFile } from '../writer'
import { detailTemplate, detailTestTemplate, detailCellTemplate } from './scaffoldDetail'
import { formTemplate, formTestTemplate } from './scaffoldForm'
import { editCellTemplate, newTemplate } from './scaffoldNewEdit'
import { listCellTemplate, listTemplate, listTestTemplate } from './scaffoldList'
import { pageTemplates } from './scaffoldPages'
import { modelFlags } from './sdl'

/** The four routes, named like their page flags: widgets, newWidget, widget, editWidget. */
export function scaffoldRoutes(model: Model): PageRoute[] {
  const flags = modelFlags(model)
  const page = (name: string) => ({ page: `${model.Models}/${name}Page` })
  const base = `/${model.urlSegment}`
  return [
    { ...page(model.Models), path: base, name: model.models, flag: flags.list },
    { ...page(`New${model.Model}`), path: `${base}/new`, name: `new${model.Model}`, flag: flags.create },
    { ...page(model.Model), path: `${base}/{id:Int}`, name: model.model, flag: flags.detail },
    { ...page(`Edit${model.Model}`), path: `${base}/{id:Int}/edit`, name: `edit${model.Model}`, flag: flags.edit },
  ]
}

export function scaffoldWebFiles(model: Model): NewFile[] {
  const { Model, Models } = model
  const component = (name: string, content: string, suffix = '.tsx') => ({
    path: `web/src/components/${Models}/${name}/${name}${suffix}`,
    content,
  })
  return [
    ...pageTemplates(model).map(({ name, content }) => ({ path: `web/src/pages/${Models}/${name}/${name}.tsx`, content })),
    component(`${Models}Cell`, listCellTemplate(model)),
    component(Models, listTemplate(model)),
    component(Models, listTestTemplate(model), '.test.tsx'),
    component(`${Model}Cell`, detailCellTemplate(model)),
    component(Model, detailTemplate(model)),
    component(Model, detailTestTemplate(model), '.test.tsx'),
    component(`${Model}Form`, formTemplate(model)),
    component(`${Model}Form`, formTestTemplate(model), '.test.tsx'),
    component(`New${Model}`, newTemplate(model)),
    component(`Edit${Model}Cell`, editCellTemplate(model)),
  ]
}

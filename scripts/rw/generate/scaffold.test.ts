import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { boolean, date, integer, jsonb, numeric, pgTable, real, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { projectRoot } from '../../../api/src/lib/env'
import { timestamps } from '../../../db/schema/columns'
import { users } from '../../../db/schema'
import { UsageError } from '../run'
import { planFor } from '.'
import { readModel } from './model'
import { scaffoldPlan, sdlPlan } from './modelPlans'
import { applyPlan } from './writer'

// A fixture model with one column of every kind the generators map.
const gadgets = pgTable('gadgets', {
  id: serial().primaryKey(),
  name: varchar({ length: 80 }).notNull(),
  notes: text(),
  kind: text({ enum: ['small', 'large'] }).notNull(),
  price: numeric(),
  weight: real().notNull().default(1),
  stock: integer().notNull().default(0),
  isLive: boolean().notNull().default(false),
  launchOn: date().notNull(),
  launchedAt: timestamp({ withTimezone: true }),
  tags: text().array().notNull().default(sql`'{}'`),
  meta: jsonb(),
  ownerId: integer()
    .notNull()
    .references(() => users.id),
  ...timestamps,
})
const tables = { gadgets, users }

/** The files the generators edit, copied from the project: their real shape is what must keep working. */
const EDITED = ['api/src/graphql/index.ts', 'web/src/routeTable.ts', 'common/permissions.ts', 'web/src/components/AccessLevels/flagMeanings.ts', 'common/appPaths.ts']

let root: string
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'rw-generate-'))
  for (const file of EDITED) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    cpSync(path.join(projectRoot, file), path.join(root, file))
  }
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const quiet = { log: () => {} }

describe('readModel', () => {
  it("maps every column to its GraphQL type, nullability, default and key", () => {
    const model = readModel('Gadget', tables)
    const shape = Object.fromEntries(model.fields.map((f) => [f.name, [f.graphqlType, f.required, f.hasDefault, f.isList]]))
    expect(shape).toEqual({
      id: ['Int', true, true, false],
      name: ['String', true, false, false],
      notes: ['String', false, false, false],
      kind: ['String', true, false, false],
      price: ['Float', false, false, false],
      weight: ['Float', true, true, false],
      stock: ['Int', true, true, false],
      isLive: ['Boolean', true, true, false],
      launchOn: ['Date', true, false, false],
      launchedAt: ['DateTime', false, false, false],
      tags: ['String', true, true, true],
      meta: ['JSON', false, false, false],
      ownerId: ['Int', true, false, false],
      createdAt: ['DateTime', true, true, false],
      updatedAt: ['DateTime', true, true, false],
    })
    expect(model.idField.name).toBe('id')
    expect(model.fields.find((f) => f.name === 'kind')?.enumValues).toEqual(['small', 'large'])
    expect(model.fields.find((f) => f.name === 'name')?.maxLength).toBe(80)
    expect(model.fields.find((f) => f.name === 'ownerId')?.references).toBe('users')
    // Inputs skip the key, the defaulted timestamps and the array.
    expect(model.inputFields.map((f) => f.name)).toEqual(['name', 'notes', 'kind', 'price', 'weight', 'stock', 'isLive', 'launchOn', 'launchedAt', 'meta', 'ownerId'])
  })

  it('names the export it looked for when there is no such table', () => {
    expect(() => readModel('Sprocket', tables)).toThrow(UsageError)
    expect(() => readModel('Sprocket', tables)).toThrow('No table named "sprockets" is exported from db/schema/index.ts')
  })
})

describe('g scaffold', () => {
  it('writes the API, the pages and the registrations of a model in the house layout', () => {
    applyPlan(scaffoldPlan(readModel('Gadget', tables), root), { root, ...quiet })

    const sdl = read('api/src/graphql/gadgets.sdl.ts')
    expect(sdl).toContain('gadgets(page: Int, pageSize: Int, sortBy: String, sortOrder: SortOrder, search: String): GadgetList! @requireAccess(page: "gadgets")')
    expect(sdl).toContain('gadget(id: Int!): Gadget @requireAccess(page: "gadget")')
    // Creating is the create button's function flag, as the web's access helper checks it.
    expect(sdl).toContain('createGadget(input: CreateGadgetInput!): Gadget! @requireAccess(function: "gadget_create")')
    expect(sdl).toContain('updateGadget(id: Int!, input: UpdateGadgetInput!): Gadget! @requireAccess(page: "editGadget")')
    expect(sdl).toContain('deleteGadget(id: Int!): Gadget! @requireAccess(page: "editGadget")')
    expect(sdl).toMatch(/tags: \[String!\]!\n/)
    // Create requires what the table requires without a default; dates travel as checked strings.
    expect(sdl).toMatch(/input CreateGadgetInput \{\n {4}name: String!\n {4}notes: String\n {4}kind: String!\n/)
    expect(sdl).toContain('    launchOn: String! # YYYY-MM-DD\n')
    expect(sdl).not.toMatch(/input CreateGadgetInput \{[^}]*createdAt/)

    const rules = read('common/validation/gadgets.ts')
    expect(rules).toContain(`  name: z
    .string({ error: gadgetMessages.nameRequired })
    .trim()
    .min(1, { error: gadgetMessages.nameRequired, abort: true })
    .max(80, gadgetMessages.nameTooLong),`)
    expect(rules).toContain("kind: z.enum(['small', 'large'], gadgetMessages.kindOneOf),")
    expect(rules).toContain("nameTooLong: 'Name must be at most 80 characters',")

    const service = read('api/src/services/gadgets/gadgets.ts')
    expect(service).toContain("export const createGadget = (async ({ input }) => {\n  const values = parseInput(gadgetSchema, input)")
    expect(service).toContain(") satisfies MutationResolvers['deleteGadget']")
    // The numeric and the timestamp input reach the table as it stores them.
    expect(service).toContain('price: values.price == null ? values.price : String(values.price)')
    expect(service).toContain('launchedAt: values.launchedAt == null ? values.launchedAt : new Date(values.launchedAt)')

    expect(read('api/src/graphql/index.ts')).toContain("  { name: 'gadgets', sdl: gadgets.schema, services: gadgetsServices },\n]")
    expect(read('common/permissions.ts')).toContain("  gadgets: ['gadgets', 'gadget', 'newGadget', 'editGadget'],\n} as const")
    // After the last function flag, whichever model's that is (a project may have scaffolded others).
    expect(read('common/permissions.ts')).toMatch(/\n {2}'[^'\n]+',\n {2}'gadget_create',\n\] as const/)
    // Its routes' first segment is reserved from the public links (once, for its four routes).
    expect(read('common/appPaths.ts').match(/'gadgets'/g)).toHaveLength(1)
    // The access-level editor's words for the new flags (each list there is typed by common/permissions.ts).
    const meanings = read('web/src/components/AccessLevels/flagMeanings.ts')
    expect(meanings).toContain("  gadgets: 'Gadgets',\n}")
    expect(meanings).toContain("  gadgets: 'The gadgets list.',\n  gadget: 'One gadget, read-only.',\n")
    expect(meanings).toContain("  gadget_create: 'Shows the New gadget button.',\n}")

    const routes = read('web/src/routeTable.ts')
    expect(routes).toContain(`  { name: 'gadgets', path: '/gadgets', page: 'Gadgets/GadgetsPage', access: 'gadgets', layout: 'app' },
  { name: 'newGadget', path: '/gadgets/new', page: 'Gadgets/NewGadgetPage', access: 'newGadget', layout: 'app' },
  { name: 'gadget', path: '/gadgets/{id:Int}', page: 'Gadgets/GadgetPage', access: 'gadget', layout: 'app' },
  { name: 'editGadget', path: '/gadgets/{id:Int}/edit', page: 'Gadgets/EditGadgetPage', access: 'editGadget', layout: 'app' },
`)

    for (const file of [
      'web/src/pages/Gadgets/GadgetsPage/GadgetsPage.tsx',
      'web/src/components/Gadgets/GadgetsCell/GadgetsCell.tsx',
      'web/src/components/Gadgets/GadgetsCell/GadgetsCell.test.tsx',
      'web/src/components/Gadgets/Gadget/Gadget.test.tsx',
      'web/src/components/Gadgets/GadgetForm/GadgetForm.test.tsx',
      'web/src/components/Gadgets/EditGadgetCell/EditGadgetCell.tsx',
      'api/src/services/gadgets/gadgets.scenarios.ts',
    ]) {
      expect(existsSync(path.join(root, file)), file).toBe(true)
    }
    const form = read('web/src/components/Gadgets/GadgetForm/GadgetForm.tsx')
    expect(form).toContain('<Form\n      schema={gadgetSchema}')
    expect(form).toContain(`<SelectField name="kind" label="Kind" required placeholder="Choose..." options={[{ value: 'small', label: 'Small' }, { value: 'large', label: 'Large' }]} />`)
    expect(form).toContain('<DateTimeField name="launchedAt" label="Launched at" />')
    expect(form).not.toContain('name="meta"')
  })

  it("writes today's style: toolbar, columns in the cell, the access helper's function flag, the shared parts, a fragment", () => {
    const plan = () => scaffoldPlan(readModel('Gadget', tables), root)
    applyPlan(plan(), { root, ...quiet })
    const web = 'web/src/components/Gadgets'

    // No separate table component and no local Detail: the list's columns live in the cell.
    expect(existsSync(path.join(root, `${web}/Gadgets/Gadgets.tsx`))).toBe(false)
    const list = read(`${web}/GadgetsCell/GadgetsCell.tsx`)
    expect(list).toContain('query FindGadgets($page: Int, $pageSize: Int, $sortBy: String, $sortOrder: SortOrder, $search: String)')
    expect(list).toContain('        ...GadgetFields\n')
    expect(list).toContain("recordColumn<GadgetRow>('name', 'Name', (row) => routes.gadget({ id: row.id }), (row) => row.name),")
    expect(list).toContain('<ServerDataTable<GadgetRow>')
    expect(list).toContain("import { canCreateGadget, canEditGadget } from '../gadgetAccess'")
    expect(list).toContain("canCreateGadget(user) ? { label: 'New gadget', to: routes.newGadget() } : undefined")

    // The access helper: the create button needs the page and the function flag.
    expect(read(`${web}/gadgetAccess.ts`)).toContain(
      "isPageAllowed('newGadget', user?.pageAccess) && user?.functionAccess?.gadget_create === true",
    )
    const page = read('web/src/pages/Gadgets/GadgetsPage/GadgetsPage.tsx')
    expect(page).toContain('{canCreateGadget(user) && (')
    expect(page).toContain("<GadgetsToolbar key={search ?? ''} search={search ?? ''} />")
    expect(page).toContain('<GadgetsCell {...variables} search={search || null} />')
    expect(read(`${web}/GadgetsToolbar/GadgetsToolbar.tsx`)).toContain('<ListToolbar id="gadgets" label="Gadgets"')

    // The fragment, selected by the list, the page, the edit page and the save's answer.
    expect(read(`${web}/GadgetForm/gadgetFields.ts`)).toContain('  fragment GadgetFields on Gadget {\n    id\n    name\n')
    for (const file of ['GadgetCell/GadgetCell.tsx', 'EditGadgetCell/EditGadgetCell.tsx']) {
      expect(read(`${web}/${file}`)).toContain('...GadgetFields')
    }

    // The record on the shared parts; saving through submitThen.
    const detail = read(`${web}/Gadget/Gadget.tsx`)
    for (const part of ['<RecordHeader', '<DetailList>', '<ConfirmDelete', "import { canEditGadget } from '../gadgetAccess'"]) expect(detail).toContain(part)
    expect(detail).not.toMatch(/function Detail\b|<Modal/)
    expect(read(`${web}/NewGadget/NewGadget.tsx`)).toContain("submitThen(\n    async (input: GadgetValues) => (await createGadget({ variables: { input } })).data?.createGadget,")
    expect(read(`${web}/EditGadgetCell/EditGadgetCell.tsx`)).toContain("kind: gadget.kind as GadgetInput['kind']")

    // Web files import through @/ and @common/, never up the tree into another domain.
    for (const file of plan().files.filter((f) => f.path.startsWith('web/'))) {
      expect(file.content, file.path).not.toMatch(/from '\.\.\/\.\.\//)
    }

    // The service: the builder, one search through escapeLike (docs/architecture.md, "Data access in services").
    const service = read('api/src/services/gadgets/gadgets.ts')
    expect(service).toContain('const where = search ? ilike(gadgetsTable.name, `%${escapeLike(search)}%`) : undefined')
    expect(service).not.toContain('db.execute')
    expect(read('api/src/services/gadgets/gadgets.scenarios.ts')).toContain('{ gadget_create: true },')
  })

  it('writes the pages of a table keyed by text, and says its API is written by hand', () => {
    const codes = pgTable('discount_codes', { id: text().primaryKey(), name: text().notNull(), ...timestamps })
    const model = readModel('DiscountCode', { discountCodes: codes })
    expect(() => sdlPlan(model)).toThrow('is keyed by text (id)')
    const scaffold = scaffoldPlan(model, root)
    expect(scaffold.files.some((file) => file.path.startsWith('api/'))).toBe(false)
    expect(scaffold.notes.join('\n')).toContain('"discount_codes" is keyed by text: wrote the pages only.')
    applyPlan(scaffold, { root, ...quiet })
    expect(read('web/src/routeTable.ts')).toContain("path: '/discount-codes/{id}/edit', page: 'DiscountCodes/EditDiscountCodePage'")
    expect(read('web/src/components/DiscountCodes/DiscountCodeCell/DiscountCodeCell.tsx')).toContain('query FindDiscountCode($id: String!)')
    const form = read('web/src/components/DiscountCodes/DiscountCodeForm/DiscountCodeForm.tsx')
    expect(form).toContain('<TextField name="id" label="ID" required readOnly={!isNew} />')
  })

  it('refuses to overwrite what exists, naming it and writing nothing; --force rewrites', () => {
    const plan = () => scaffoldPlan(readModel('Gadget', tables), root)
    applyPlan(plan(), { root, ...quiet })
    const form = 'web/src/components/Gadgets/GadgetForm/GadgetForm.tsx'
    writeFileSync(path.join(root, form), '// changed by hand\n')
    const routes = read('web/src/routeTable.ts')

    expect(() => applyPlan(plan(), { root, ...quiet })).toThrow(/already exist:\n {2}api\/src\/graphql\/gadgets\.sdl\.ts\n/)
    expect(read(form)).toBe('// changed by hand\n')

    const lines: string[] = []
    applyPlan(plan(), { root, force: true, log: (line) => lines.push(line) })
    expect(read(form)).toContain('export function GadgetForm')
    expect(lines).toContain(`overwrote    ${form}`)
    expect(lines).toContain('unchanged  web/src/routeTable.ts: routes gadgets, newGadget, gadget, editGadget')
    expect(read('web/src/routeTable.ts')).toBe(routes)
  })
})

describe('g sdl, g service', () => {
  it('refuses operation names another web file uses', () => {
    const other = path.join(root, 'web/src/components/Shop/GadgetPicker/GadgetPicker.tsx')
    mkdirSync(path.dirname(other), { recursive: true })
    writeFileSync(other, 'export const QUERY = gql`\n  query FindGadget($id: Int!) {\n    gadget(id: $id) { id }\n  }\n`\n')
    expect(() => scaffoldPlan(readModel('Gadget', tables), root)).toThrow(
      'GraphQL operation names must be unique in web/src, and these are taken: FindGadget (web/src/components/Shop/GadgetPicker/GadgetPicker.tsx)',
    )
  })

  it('says what the scenarios must add for a required reference', () => {
    const { notes } = sdlPlan(readModel('Gadget', tables))
    expect(notes.join('\n')).toContain('Required references: ownerId -> users.')
  })

  it('writes a service only beside an SDL', async () => {
    mkdirSync(path.join(root, 'db/schema'), { recursive: true })
    writeFileSync(path.join(root, 'db/schema/index.ts'), `export * from '${path.join(projectRoot, 'db/schema/index.ts')}'\n`)
    await expect(planFor('service', ['BugReport'], root)).rejects.toThrow(
      'api/src/graphql/bugReports.sdl.ts does not exist: "yarn rw g sdl BugReport" writes the SDL and this service together.',
    )
  })
})

describe('g page, cell, component, layout', () => {
  it('writes a page and its route, guarded when a page flag has its name', async () => {
    const lines: string[] = []
    // A page flag whose page is not built yet (the test edits a copy of the real route table,
    // where it is planned): when its page lands, pick another from common/permissions.ts.
    const { plan } = await planFor('page', ['Reports/InfoLogsReport'], root)
    applyPlan(plan, { root, log: (line) => lines.push(line) })
    expect(lines[0]).toBe('wrote    web/src/pages/Reports/InfoLogsReportPage/InfoLogsReportPage.tsx')
    expect(read('web/src/routeTable.ts')).toContain(
      "  { name: 'infoLogsReport', path: '/info-logs-report', page: 'Reports/InfoLogsReportPage', access: 'infoLogsReport', layout: 'app' },\n",
    )
    expect(read('web/src/routeTable.ts')).not.toMatch(/^ *infoLogsReport: /m)

    const { plan: help } = await planFor('page', ['Help', '/help/{topic}'], root)
    applyPlan(help, { root, ...quiet })
    expect(read('web/src/routeTable.ts')).toContain("  { name: 'help', path: '/help/{topic}', page: 'Help/HelpPage', access: 'login', layout: 'app' },\n")
    expect(read('web/src/pages/Help/HelpPage/HelpPage.tsx')).toContain('export default function HelpPage({ topic }: { topic: string })')
  })

  it('puts cells, components and layouts where their names say', async () => {
    const written = async (...args: string[]) => (await planFor(args[0], args.slice(1), root)).plan.files.map((file) => file.path)
    expect(await written('cell', 'Billing/Invoices')).toEqual([
      'web/src/components/Billing/InvoicesCell/InvoicesCell.tsx',
      'web/src/components/Billing/InvoicesCell/InvoicesCell.test.tsx',
    ])
    expect(await written('component', 'StageBadge')).toEqual([
      'web/src/components/StageBadge/StageBadge/StageBadge.tsx',
      'web/src/components/StageBadge/StageBadge/StageBadge.test.tsx',
    ])
    expect(await written('layout', 'AdminLayout')).toEqual([
      'web/src/layouts/AdminLayout/AdminLayout.tsx',
      'web/src/layouts/AdminLayout/AdminLayout.test.tsx',
    ])
  })

  it('answers misuse with a clear message', async () => {
    await expect(planFor('widget', ['Thing'], root)).rejects.toThrow('Unknown generator "widget"')
    await expect(planFor('page', [], root)).rejects.toThrow('Name the page to generate')
    await expect(planFor('page', ['Help', 'help'], root)).rejects.toThrow('"help" is not a route path: a route path starts with "/"')
    await expect(planFor('cell', ['Invoices', '--fast'], root)).rejects.toThrow('Unknown option "--fast" for "g cell"')
    await expect(planFor('component', ['A', 'B'], root)).rejects.toThrow('Too many arguments for "g component": A B')
    await expect(planFor('scaffold', ['Billing/Invoice'], root)).rejects.toThrow('A model is named alone')
  })
})

import { and, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { redirectRuleMessages } from '../../../../common/validation/settings.redirectRules'
import { infoLogs, redirectRules as redirectRulesTable } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { asUser, scenario } from '../../test/scenario'
import { createRedirectRule, deleteRedirectRule, redirectRules, updateRedirectRule } from './redirectRules'
import { rules } from './redirectRules.scenarios'

/** The info-log rows of one kind of change to one rule. */
const logsOf = (action: string, id: number) => db.select().from(infoLogs).where(and(eq(infoLogs.action, action), eq(infoLogs.entityId, String(id))))
const allRules = () => db.select().from(redirectRulesTable)

/** The error a call was refused with (the test fails when it was not refused). */
async function refusal(work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    return error as { message: string; extensions: { code?: string; properties?: { messages: Record<string, string[]> } } }
  }
  throw new Error('expected a refusal')
}

describe('redirectRules', () => {
  scenario('pages the rules newest first, sorts on request, and searches paths and targets', rules, async ({ admin, b, c, join, old }) => {
    const first = await asUser(admin, () => redirectRules({}))
    expect(first).toMatchObject({ totalCount: 4, page: 1, pageSize: 10 })
    expect(first.items.map((rule) => rule.id)).toEqual([old.id, join.id, c.id, b.id])
    expect(first.items[1]).toMatchObject({ fromPath: '/join', isPermanent: true, statusCode: 301 })
    expect(first.items[2]).toMatchObject({ isPermanent: false, statusCode: 302 })
    const sorted = await asUser(admin, () => redirectRules({ sortBy: 'fromPath', sortOrder: 'desc', pageSize: 2, page: 2 }))
    expect(sorted.items.map((rule) => rule.fromPath)).toEqual(['/c', '/b'])
    const found = await asUser(admin, () => redirectRules({ search: 'TRIBE.example' }))
    expect(found.items.map((rule) => rule.id)).toEqual([join.id])
    // LIKE's wildcards are matched literally.
    expect((await asUser(admin, () => redirectRules({ search: '%' }))).totalCount).toBe(0)
    const bad = await refusal(() => asUser(admin, () => redirectRules({ sortBy: 'createdById' })))
    expect(bad.extensions.properties?.messages.sortBy).toBeDefined()
  })
})

describe('createRedirectRule', () => {
  scenario('stores a valid rule, with who made it, and logs it', rules, async ({ admin }) => {
    const created = await asUser(admin, () => createRedirectRule({ input: { fromPath: ' /promo ', toUrl: 'https://shop.example/sale?x=1', isPermanent: true } }))
    expect(created).toMatchObject({ fromPath: '/promo', toUrl: 'https://shop.example/sale?x=1', isPermanent: true, isActive: true, statusCode: 301 })
    const [row] = await db.select().from(redirectRulesTable).where(eq(redirectRulesTable.id, created.id))
    expect(row.createdById).toBe(admin.id)
    expect(await logsOf('redirect-rule-created', created.id)).toMatchObject([
      { userId: admin.id, entityType: 'redirect_rule', details: { fromPath: '/promo', toUrl: 'https://shop.example/sale?x=1', isPermanent: true, isActive: true } },
    ])
  })

  scenario('refuses bad paths and targets with a message on the field, and stores nothing', rules, async ({ admin }) => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ fromPath: '', toUrl: '' }, { fromPath: [redirectRuleMessages.fromPathRequired], toUrl: [redirectRuleMessages.toUrlRequired] }],
      [{ fromPath: 'promo', toUrl: '/x' }, { fromPath: [redirectRuleMessages.fromPathSlash] }],
      [{ fromPath: '/promo/', toUrl: '/x' }, { fromPath: [redirectRuleMessages.fromPathTrailingSlash] }],
      [{ fromPath: '/promo?a=1', toUrl: '/x' }, { fromPath: [redirectRuleMessages.fromPathPathOnly] }],
      [{ fromPath: '/', toUrl: '/x' }, { fromPath: [redirectRuleMessages.fromPathReserved('/')] }],
      [{ fromPath: '/login', toUrl: '/x' }, { fromPath: [redirectRuleMessages.fromPathReserved('/login')] }],
      [{ fromPath: '/api/graphql', toUrl: '/x' }, { fromPath: [redirectRuleMessages.fromPathReserved('/api/...')] }],
      [{ fromPath: '/api', toUrl: '/x' }, { fromPath: [redirectRuleMessages.fromPathReserved('/api/...')] }],
      [{ fromPath: '/promo', toUrl: 'javascript:alert(1)' }, { toUrl: [redirectRuleMessages.toUrlFormat] }],
      [{ fromPath: '/promo', toUrl: '//evil.example/x' }, { toUrl: [redirectRuleMessages.toUrlFormat] }],
      [{ fromPath: '/promo', toUrl: 'ftp://files.example/x' }, { toUrl: [redirectRuleMessages.toUrlFormat] }],
    ]
    for (const [input, messages] of cases) {
      const refused = await refusal(() => asUser(admin, () => createRedirectRule({ input: input as { fromPath: string; toUrl: string } })))
      expect(refused.extensions, JSON.stringify(input)).toMatchObject({ code: 'BAD_USER_INPUT', properties: { messages } })
    }
    expect(await allRules()).toHaveLength(4)
  })

  scenario('refuses a from path another rule has', rules, async ({ admin }) => {
    const refused = await refusal(() => asUser(admin, () => createRedirectRule({ input: { fromPath: '/join', toUrl: '/elsewhere' } })))
    expect(refused.extensions.properties?.messages).toEqual({ fromPath: [redirectRuleMessages.fromPathTaken] })
  })

  scenario('refuses a rule that leads to itself, directly or through a same-site absolute URL', rules, async ({ admin }) => {
    for (const toUrl of ['/loop', '/loop/', '/loop?again=1', 'http://localhost:8910/loop']) {
      const refused = await refusal(() => asUser(admin, () => createRedirectRule({ input: { fromPath: '/loop', toUrl } })))
      expect(refused.extensions.properties?.messages, toUrl).toEqual({ toUrl: [redirectRuleMessages.toUrlSelf] })
    }
    expect(await allRules()).toHaveLength(4)
  })

  scenario('refuses a rule that closes a loop through other active rules: a 3-rule cycle', rules, async ({ admin }) => {
    // /b -> /c -> /d exist: /d -> /b would send a visitor round for ever.
    const refused = await refusal(() => asUser(admin, () => createRedirectRule({ input: { fromPath: '/d', toUrl: '/b' } })))
    expect(refused.extensions).toMatchObject({ code: 'BAD_USER_INPUT', properties: { messages: { toUrl: [redirectRuleMessages.toUrlLoop(['/d', '/b', '/c', '/d'])] } } })
    expect(refused.extensions.properties?.messages.toUrl[0]).toBe('This rule would redirect in a loop: /d → /b → /c → /d')
    expect(await allRules()).toHaveLength(4)
    // Not a loop while it is off (it redirects nobody), nor a chain that ends: both are stored.
    await asUser(admin, () => createRedirectRule({ input: { fromPath: '/d', toUrl: '/b', isActive: false } }))
    await asUser(admin, () => createRedirectRule({ input: { fromPath: '/a', toUrl: '/b' } }))
    expect(await allRules()).toHaveLength(6)
  })
})

describe('updateRedirectRule', () => {
  scenario('changes only the fields given, and logs before and after', rules, async ({ admin, join }) => {
    const updated = await asUser(admin, () => updateRedirectRule({ id: join.id, input: { isPermanent: false, toUrl: null } }))
    expect(updated).toMatchObject({ fromPath: '/join', toUrl: join.toUrl, isPermanent: false, statusCode: 302 })
    expect(await logsOf('redirect-rule-updated', join.id)).toMatchObject([
      { userId: admin.id, details: { before: { isPermanent: true }, after: { isPermanent: false, toUrl: join.toUrl } } },
    ])
  })

  scenario('refuses switching on a rule that would then loop, and a change that makes one', rules, async ({ admin, old, c, b }) => {
    // /old -> /b is off; /b -> /c -> /d; making /d a rule to /old is fine while /old is off ...
    await asUser(admin, () => createRedirectRule({ input: { fromPath: '/d', toUrl: '/old' } }))
    // ... but switching /old on would close /old -> /b -> /c -> /d -> /old.
    const switchedOn = await refusal(() => asUser(admin, () => updateRedirectRule({ id: old.id, input: { isActive: true } })))
    expect(switchedOn.extensions.properties?.messages).toEqual({ toUrl: [redirectRuleMessages.toUrlLoop(['/old', '/b', '/c', '/d', '/old'])] })
    // Pointing /c back at /b is a 2-rule loop.
    const pointedBack = await refusal(() => asUser(admin, () => updateRedirectRule({ id: c.id, input: { toUrl: '/b' } })))
    expect(pointedBack.extensions.properties?.messages).toEqual({ toUrl: [redirectRuleMessages.toUrlLoop(['/c', '/b', '/c'])] })
    // A rule may be edited in place without tripping over its own old version.
    await asUser(admin, () => updateRedirectRule({ id: b.id, input: { fromPath: '/b', toUrl: '/c' } }))
    const [row] = await db.select().from(redirectRulesTable).where(eq(redirectRulesTable.id, old.id))
    expect(row.isActive).toBe(false)
    expect(await logsOf('redirect-rule-updated', old.id)).toEqual([])
  })

  scenario('refuses a bad field before anything changes, and another rule\'s path', rules, async ({ admin, b }) => {
    const bad = await refusal(() => asUser(admin, () => updateRedirectRule({ id: b.id, input: { fromPath: '/api/x' } })))
    expect(bad.extensions.properties?.messages).toEqual({ fromPath: [redirectRuleMessages.fromPathReserved('/api/...')] })
    const taken = await refusal(() => asUser(admin, () => updateRedirectRule({ id: b.id, input: { fromPath: '/join' } })))
    expect(taken.extensions.properties?.messages).toEqual({ fromPath: [redirectRuleMessages.fromPathTaken] })
  })

  scenario('answers NOT_FOUND for a rule that does not exist', rules, async ({ admin }) => {
    const refused = await refusal(() => asUser(admin, () => updateRedirectRule({ id: 999_999, input: { isActive: false } })))
    expect(refused.extensions.code).toBe('NOT_FOUND')
  })
})

describe('deleteRedirectRule', () => {
  scenario('deletes the rule, keeping it in the info log', rules, async ({ admin, join }) => {
    expect(await asUser(admin, () => deleteRedirectRule({ id: join.id }))).toMatchObject({ id: join.id, fromPath: '/join' })
    expect((await allRules()).map((rule) => rule.id)).not.toContain(join.id)
    expect(await logsOf('redirect-rule-deleted', join.id)).toMatchObject([
      { userId: admin.id, details: { fromPath: '/join', toUrl: 'https://tribe.example/membership', isPermanent: true } },
    ])
    expect((await refusal(() => asUser(admin, () => deleteRedirectRule({ id: join.id })))).extensions.code).toBe('NOT_FOUND')
  })
})

describe('redirect rules access', () => {
  scenario('is refused without the redirectRules page flag, and signed out', rules, async ({ member, join }) => {
    const documents = [
      'query { redirectRules { totalCount } }',
      'mutation { createRedirectRule(input: { fromPath: "/x", toUrl: "/y" }) { id } }',
      `mutation { updateRedirectRule(id: ${join.id}, input: { isActive: false }) { id } }`,
      `mutation { deleteRedirectRule(id: ${join.id}) { id } }`,
    ]
    for (const document of documents) {
      expect((await runGraphql(member, document)).errors?.[0].extensions?.code, document).toBe('FORBIDDEN')
      expect((await runGraphql(null, document)).errors?.[0].extensions?.code, document).toBe('UNAUTHENTICATED')
    }
    const rows = await allRules()
    expect(rows).toHaveLength(4)
    expect(rows.find((rule) => rule.id === join.id)?.isActive).toBe(true)
  })
})

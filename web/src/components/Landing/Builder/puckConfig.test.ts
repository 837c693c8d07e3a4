// The builder's blocks and the blocks the server accepts are the same: each block's fields in Puck
// are exactly its schema's (besides Puck's own id), and a new block's first values pass the schema
// wherever they need nothing from staff (a picture, a video, a funnel on a marketing page).
import { describe, expect, it } from 'vitest'
import { BLOCK_TYPES } from '@common/landingPages'
import { BLOCK_SCHEMAS, parseLandingDocument } from '@common/validation/landingPages'
import { blockConfigs } from './puckConfig'

const NEED_STAFF_INPUT = new Set(['Image', 'Video'])

describe('the builder blocks', () => {
  const configs = blockConfigs(true)

  it('are the blocks of the schema, each with exactly its fields', () => {
    expect(Object.keys(configs).sort()).toEqual([...BLOCK_TYPES].sort())
    for (const type of BLOCK_TYPES) {
      const schemaFields = Object.keys(BLOCK_SCHEMAS[type].shape).filter((key) => key !== 'id').sort()
      expect(Object.keys(configs[type].fields ?? {}).sort(), type).toEqual(schemaFields)
      expect(Object.keys(configs[type].defaultProps ?? {}).sort(), type).toEqual(schemaFields)
    }
  })

  it("start with values the server accepts, on a funnel's page", () => {
    const content = BLOCK_TYPES.filter((type) => !NEED_STAFF_INPUT.has(type)).map((type, index) => ({
      type,
      props: { id: `${type}-${index}`, ...configs[type].defaultProps },
    }))
    const parsed = parseLandingDocument({ root: { props: { title: '', description: '' } }, content })
    expect(parsed).toMatchObject({ ok: true })
  })
})

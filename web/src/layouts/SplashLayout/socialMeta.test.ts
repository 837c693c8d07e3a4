import { describe, expect, it } from 'vitest'
import { TRAINING_META, applyMeta } from './socialMeta'

describe('social preview metadata', () => {
  it('adds the training tags and removes them again', () => {
    const undo = applyMeta(TRAINING_META)
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', TRAINING_META['og:title'])
    expect(document.head.querySelector('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    undo()
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull()
  })
})

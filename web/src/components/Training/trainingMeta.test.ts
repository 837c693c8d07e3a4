import { describe, expect, it } from 'vitest'
import { applyMeta } from '@/lib/socialMeta'
import { TRAINING_META } from './trainingMeta'

describe('social preview metadata', () => {
  it('adds the training tags and removes them again', () => {
    const undo = applyMeta(TRAINING_META)
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', TRAINING_META['og:title'])
    expect(document.head.querySelector('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    undo()
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { termsParagraphs } from './affiliateTerms'
import { leadStageTone } from './leadStage'

describe('termsParagraphs', () => {
  it('starts a new paragraph at each blank line and keeps single line breaks inside one', () => {
    expect(termsParagraphs('One.\n\nTwo\nlines.\r\n \r\nThree.')).toEqual(['One.', 'Two\nlines.', 'Three.'])
  })
  it('drops empty paragraphs', () => expect(termsParagraphs('\n\n  \n\nOnly.\n\n')).toEqual(['Only.']))
})

describe('leadStageTone', () => {
  it('colours each stage of the pipeline, and an unknown one plainly', () => {
    expect(['lead', 'signed up', 'paid', 'overdue', 'archived'].map(leadStageTone)).toEqual(['outline', 'info', 'success', 'error', 'outline'])
  })
})

import { describe, expect, it } from 'vitest'
import { UsageError } from '../run'
import { humanize, modelNames, paramCase, parseUnitName, pluralize, singularize } from './names'

describe('generator names', () => {
  it('pluralizes and singularizes the last word of a name', () => {
    expect(['Widget', 'BugReport', 'featureChangelogEntry', 'batch', 'Person', 'Box', 'day'].map(pluralize)).toEqual([
      'Widgets',
      'BugReports',
      'featureChangelogEntries',
      'batches',
      'People',
      'Boxes',
      'days',
    ])
    expect(['Widgets', 'bugReports', 'featureChangelogEntries', 'batches', 'people', 'Boxes', 'accessLevels', 'status', 'statuses'].map(singularize)).toEqual([
      'Widget',
      'bugReport',
      'featureChangelogEntry',
      'batch',
      'person',
      'Box',
      'accessLevel',
      'status',
      'status',
    ])
  })

  it('gives a model every name its scaffold uses', () => {
    expect(modelNames('paymentTerm')).toEqual({
      Model: 'PaymentTerm',
      Models: 'PaymentTerms',
      model: 'paymentTerm',
      models: 'paymentTerms',
      urlSegment: 'payment-terms',
      entityType: 'payment_term',
    })
    expect(() => modelNames('Feedback')).toThrow(/reads the same in the plural/)
  })

  it('reads Name and Domain/Name, the domain defaulting to the singular name', () => {
    expect(parseUnitName('Widgets', 'cell')).toEqual({ domain: 'Widget', name: 'Widgets' })
    expect(parseUnitName('billing/payment-term', 'page')).toEqual({ domain: 'Billing', name: 'PaymentTerm' })
    expect(() => parseUnitName(undefined, 'page')).toThrow(UsageError)
    expect(() => parseUnitName('a/b/c', 'page')).toThrow('"a/b/c" is not a page name')
    expect(() => parseUnitName('9lives', 'component')).toThrow(/starting with a letter/)
  })

  it('turns field names into labels and URL segments', () => {
    expect(humanize('releasedOn')).toBe('Released on')
    expect(humanize('pageURL')).toBe('Page URL')
    expect(humanize('id')).toBe('ID')
    expect(paramCase('FeatureChangelogEntries')).toBe('feature-changelog-entries')
  })
})

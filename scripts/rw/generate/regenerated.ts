// The domains regenerated with `yarn rw g scaffold <Model> --force` as the proof that the scaffold
// writes the house's style of today, and the files where each legitimately differs from
// what the scaffold writes, with why. regenerated.test.ts generates each domain from the project
// and fails when a generated file drifts from the checked-in one, or a file listed here as the
// domain's own is no longer where it says (docs/generators.md, "Regenerated domains").

export type RegeneratedDomain = {
  model: string
  /** Files the scaffold writes that the domain keeps by hand, and why. */
  own: Record<string, string>
  /** Tests the scaffold writes that the domain does not keep: they test the scaffold's version of a file above. */
  notKept: string[]
}

const API_OWN = 'the API is written by hand'

export const REGENERATED: RegeneratedDomain[] = [
  {
    model: 'Batch',
    own: {
      'api/src/graphql/batches.sdl.ts': `${API_OWN}: enrollmentBatches (the enrol screens), isCurrent and memberCount, one BatchInput`,
      'common/validation/batches.ts': 'calendar dates, a number range, launch to on or after launch from',
      'api/src/services/batches/batches.ts': "the current batch derived in the statement, member counts, unique name and number, no delete with members",
      'api/src/services/batches/batches.scenarios.ts': `${API_OWN} (its scenarios with it)`,
      'api/src/services/batches/batches.test.ts': `${API_OWN} (its tests with it)`,
      'web/src/pages/Batches/BatchesPage/BatchesPage.tsx': 'a paragraph on how the current batch is chosen',
      'web/src/pages/Batches/BatchPage/BatchPage.tsx': 'a narrower frame (max-w-4xl)',
      'web/src/pages/Batches/NewBatchPage/NewBatchPage.tsx': 'a narrower frame (max-w-3xl)',
      'web/src/pages/Batches/EditBatchPage/EditBatchPage.tsx': 'a narrower frame (max-w-3xl)',
      'web/src/components/Batches/BatchesCell/BatchesCell.tsx': 'Status (Current, Upcoming, Past) and Members columns, the name in the brand colour',
      'web/src/components/Batches/BatchesCell/BatchesCell.test.tsx': 'the Status and Members columns, and the create button behind batch_create',
      'web/src/components/Batches/Batch/Batch.tsx': "the status badge, the members count with a link to them, the delete dialog's member count",
      'web/src/components/Batches/BatchForm/BatchForm.tsx': 'hints under the fields, the dates side by side, the "Launch batch" button',
      'web/src/components/Batches/BatchForm/BatchForm.test.tsx': 'the launch window rule and the server refusing a taken number',
      'web/src/components/Batches/NewBatch/NewBatch.tsx': '"Batch launched" and the "Launch batch" button',
    },
    notKept: ['web/src/components/Batches/Batch/Batch.test.tsx'],
  },
  {
    model: 'PaymentTerm',
    own: {
      'web/src/components/PaymentTerms/PaymentTermsToolbar/PaymentTermsToolbar.tsx': "the catalog lists' search on the right (layout row)",
      'web/src/components/PaymentTerms/PaymentTermsCell/PaymentTermsCell.tsx': 'the ID links the row, the Default badge, the interval in words, funnel counts, no Edit per row',
      'web/src/components/PaymentTerms/PaymentTerm/PaymentTerm.tsx': 'figures in a StatList, and the default term cannot be deleted',
      'web/src/components/PaymentTerms/PaymentTerm/PaymentTerm.test.tsx': 'the schedule in words, and no Delete for the default term',
      'web/src/components/PaymentTerms/PaymentTermForm/PaymentTermForm.tsx': 'hints, the interval unit as a choice, a length limit on the ID',
      'web/src/components/PaymentTerms/NewPaymentTerm/NewPaymentTerm.tsx': 'the heading "New payment term", and the funnels\' term choices (PaymentTermChoices) refreshed',
    },
    notKept: [
      'web/src/components/PaymentTerms/PaymentTermsCell/PaymentTermsCell.test.tsx',
      'web/src/components/PaymentTerms/PaymentTermForm/PaymentTermForm.test.tsx',
    ],
  },
]

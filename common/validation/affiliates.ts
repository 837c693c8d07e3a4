// Where an affiliate is paid (/affiliate/payout; updateAffiliatePayoutDetails): one schema for the
// web form and the service. GCash pays to a Philippine mobile number; a bank needs its name and
// the account number. The account name is the holder's, as the bank or GCash shows it.
import { z } from 'zod'
import { cleanMobileNumber, isValidMobileNumber } from '../mobile'

export const PAYOUT_METHOD_CHOICES = ['GCash', 'Bank'] as const

export const payoutDetailsMessages = {
  method: 'Choose GCash or Bank',
  accountNameRequired: "Enter the account holder's name",
  accountNameTooLong: 'Keep the name under 100 characters',
  gcashNumber: 'Enter the GCash mobile number, 09XXXXXXXXX',
  bankNameRequired: 'Enter the bank',
  bankNameTooLong: 'Keep the bank name under 100 characters',
  accountNumber: 'Enter the account number: 6 to 20 digits',
}

const BANK_ACCOUNT = /^\d{6,20}$/

export const payoutDetailsSchema = z
  .object({
    payoutMethod: z.enum(PAYOUT_METHOD_CHOICES, { error: payoutDetailsMessages.method }),
    payoutAccountName: z
      .string({ error: payoutDetailsMessages.accountNameRequired })
      .trim()
      .min(1, payoutDetailsMessages.accountNameRequired)
      .max(100, payoutDetailsMessages.accountNameTooLong),
    // Spaces and dashes as people type them are dropped: '0917 123-4567', '1234 5678 90'.
    payoutAccountNumber: z.string({ error: payoutDetailsMessages.accountNumber }).transform((value) => cleanMobileNumber(value.trim())),
    payoutBankName: z.string().trim().max(100, payoutDetailsMessages.bankNameTooLong).nullish(),
  })
  .superRefine((values, context) => {
    if (values.payoutMethod === 'GCash') {
      if (!/^09\d{9}$/.test(values.payoutAccountNumber) || !isValidMobileNumber(values.payoutAccountNumber)) {
        context.addIssue({ code: 'custom', path: ['payoutAccountNumber'], message: payoutDetailsMessages.gcashNumber })
      }
      return
    }
    if (!values.payoutBankName) context.addIssue({ code: 'custom', path: ['payoutBankName'], message: payoutDetailsMessages.bankNameRequired })
    if (!BANK_ACCOUNT.test(values.payoutAccountNumber)) context.addIssue({ code: 'custom', path: ['payoutAccountNumber'], message: payoutDetailsMessages.accountNumber })
  })
  .transform((values) => ({ ...values, payoutBankName: values.payoutMethod === 'Bank' ? (values.payoutBankName ?? null) : null }))

export type PayoutDetailsInput = z.input<typeof payoutDetailsSchema>
export type PayoutDetails = z.output<typeof payoutDetailsSchema>

/** An affiliate's rate (staff, /affiliates/{id}): the affiliate's own and per funnel. */
export const COMMISSION_TYPE_CHOICES = ['Fixed Amount', 'Percentage'] as const

export const commissionRateMessages = {
  type: 'Choose Fixed Amount or Percentage',
  amount: 'Enter the amount per payment: 0 or more',
  percent: 'Enter a percentage from 0 to 100',
  funnelTwice: 'Each funnel may have one rate',
}

const rateFields = {
  commissionType: z.enum(COMMISSION_TYPE_CHOICES, { error: commissionRateMessages.type }),
  commissionCentavos: z.number().int(commissionRateMessages.amount).min(0, commissionRateMessages.amount).max(100_000_000, commissionRateMessages.amount).nullish(),
  commissionPercent: z.number().int(commissionRateMessages.percent).min(0, commissionRateMessages.percent).max(100, commissionRateMessages.percent).nullish(),
}

type Rate = { commissionType: (typeof COMMISSION_TYPE_CHOICES)[number]; commissionCentavos?: number | null; commissionPercent?: number | null }

/** The amount field a rate of its type needs, when it is missing. */
function missingAmount(values: Rate): { field: 'commissionCentavos' | 'commissionPercent'; message: string } | null {
  if (values.commissionType === 'Fixed Amount' && values.commissionCentavos == null) return { field: 'commissionCentavos', message: commissionRateMessages.amount }
  if (values.commissionType === 'Percentage' && values.commissionPercent == null) return { field: 'commissionPercent', message: commissionRateMessages.percent }
  return null
}

/** One unit per type, as the tables' checks want: the other column is null. */
const normalized = (values: Rate) => ({
  commissionType: values.commissionType,
  commissionCentavos: values.commissionType === 'Fixed Amount' ? (values.commissionCentavos ?? 0) : null,
  commissionPercent: values.commissionType === 'Percentage' ? (values.commissionPercent ?? 0) : null,
})

export const commissionRateSchema = z
  .object({ ...rateFields, funnelRates: z.array(z.object({ funnelId: z.string().trim().min(1), ...rateFields })).nullish() })
  .superRefine((values, context) => {
    const own = missingAmount(values)
    if (own) context.addIssue({ code: 'custom', path: [own.field], message: own.message })
    const seen = new Set<string>()
    for (const [index, entry] of (values.funnelRates ?? []).entries()) {
      const missing = missingAmount(entry)
      if (missing) context.addIssue({ code: 'custom', path: ['funnelRates', index, missing.field], message: missing.message })
      if (seen.has(entry.funnelId)) context.addIssue({ code: 'custom', path: ['funnelRates', index, 'funnelId'], message: commissionRateMessages.funnelTwice })
      seen.add(entry.funnelId)
    }
  })
  .transform((values) => ({
    ...normalized(values),
    funnelRates: values.funnelRates == null ? null : values.funnelRates.map((entry) => ({ funnelId: entry.funnelId, ...normalized(entry) })),
  }))

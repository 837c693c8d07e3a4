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

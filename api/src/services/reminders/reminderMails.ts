// The words of the reminder e-mails and receipts (docs/product.md, "Reminders"): plain text, the
// amount in pesos, dates as the app shows them ('Mon, 12/07/2026', Manila), and the billing page's
// absolute address, where every bill can be paid or a proof of payment sent.
import { GRACE_PERIOD_DAYS } from '../../../../common/dues'
import { isProduction, setting } from '../../lib/env'
import type { Email } from '../../lib/mailer'
import { addCalendarDays, manilaDate } from '../../lib/time'
import type { ExpiryStage, ScheduleStage } from './stages'

/** The bills tab of the member's billing page (docs/product.md, "billing"). */
export const BILLING_PATH = '/account?q=billings'

/** The billing page on the app's public address (APP_URL; the development server when unset). */
export function billingLink(): string {
  return new URL(BILLING_PATH, setting('APP_URL', isProduction ? undefined : 'http://localhost:8910')).toString()
}

const pesos = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' })
const WEEK_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/** 50000 -> '₱500.00' (whole centavos in, never a float kept). */
export const formatPesos = (centavos: number) => pesos.format(centavos / 100)

/** '2026-12-07' -> 'Mon, 12/07/2026' (docs/product.md, "Time and money"). */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-')
  return `${WEEK_DAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]}, ${month}/${day}/${year}`
}

/** What a payment reminder or receipt names. */
export type BillFacts = { firstName: string | null; funnelName: string; priceCentavos: number; scheduleDate: string }

const greeting = (firstName: string | null) => `Hi${firstName?.trim() ? ` ${firstName.trim()}` : ''},`

const payThere = (link: string) => `Pay it, or send us your proof of payment, on your billing page:\n${link}\n`

const alreadyPaid = 'Already paid? Thank you! If you sent a proof of payment, it shows as paid once our team approves it.\n'

/** The e-mail of one stage of an unpaid instalment. */
export function scheduleReminderMail(stage: ScheduleStage, to: string, bill: BillFacts, link = billingLink()): Email {
  const amount = formatPesos(bill.priceCentavos)
  const due = formatDay(bill.scheduleDate)
  const lastDay = formatDay(addCalendarDays(bill.scheduleDate, GRACE_PERIOD_DAYS))
  const what = `your ${amount} payment for ${bill.funnelName}`
  const words: Record<ScheduleStage, { subject: string; body: string }> = {
    upcoming7: { subject: `Your ${amount} payment is due on ${due}`, body: `A friendly reminder: ${what} is due in 7 days, on ${due}.` },
    upcoming1: { subject: `Your ${amount} payment is due tomorrow`, body: `A friendly reminder: ${what} is due tomorrow, ${due}.` },
    'due-today': { subject: `Your ${amount} payment is due today`, body: `${capitalized(what)} is due today, ${due}.` },
    overdue1: {
      subject: `Your ${amount} payment is overdue`,
      body: `${capitalized(what)} was due yesterday, ${due}, and we have not received it yet. Please settle it by ${lastDay} to keep your access.`,
    },
    overdue7: {
      subject: `Your ${amount} payment is 7 days overdue`,
      body: `${capitalized(what)} was due on ${due}, 7 days ago. Please settle it by ${lastDay} to keep your access.`,
    },
    'grace-end': {
      subject: `Last day to settle your ${amount} payment`,
      body: `Today is the last day of the ${GRACE_PERIOD_DAYS}-day grace period for ${what}, which was due on ${due}. Please settle it today to keep your access.`,
    },
  }
  const { subject, body } = words[stage]
  return { to, subject, text: `${greeting(bill.firstName)}\n\n${body}\n\n${payThere(link)}\n${alreadyPaid}\nThe Tribe team\n` }
}

/** What a subscription's end reminder names. */
export type SubscriptionFacts = { firstName: string | null; funnelName: string; expiry: Date }

/** The e-mail of one stage before a subscription ends. */
export function expiryReminderMail(stage: ExpiryStage, to: string, subscription: SubscriptionFacts, link = billingLink()): Email {
  const lastDay = formatDay(manilaDate(subscription.expiry))
  const when = stage === 'expiry7' ? `in 7 days, on ${lastDay}` : `tomorrow, ${lastDay}`
  return {
    to,
    subject: stage === 'expiry7' ? `Your ${subscription.funnelName} access ends on ${lastDay}` : `Your ${subscription.funnelName} access ends tomorrow`,
    text:
      `${greeting(subscription.firstName)}\n\nYour access to ${subscription.funnelName} ends ${when}.\n\n` +
      `To keep your access, renew before then. Your subscriptions and bills are on your billing page:\n${link}\n\nThe Tribe team\n`,
  }
}

/** What a receipt names beyond the bill: how and when it was paid. */
export type ReceiptFacts = BillFacts & { paymentPlatform: string | null; approvedAt: Date; reference: string | null }

/** The receipt of one approved payment. */
export function receiptMail(to: string, receipt: ReceiptFacts, link = billingLink()): Email {
  const amount = formatPesos(receipt.priceCentavos)
  const lines = [
    `Amount: ${amount}`,
    `For: ${receipt.funnelName}, the bill due on ${formatDay(receipt.scheduleDate)}`,
    `Paid with: ${receipt.paymentPlatform ?? 'Other'}`,
    `Approved on: ${formatDay(manilaDate(receipt.approvedAt))}`,
    ...(receipt.reference ? [`Reference: ${receipt.reference}`] : []),
  ]
  return {
    to,
    subject: `Receipt: your ${amount} payment for ${receipt.funnelName}`,
    text:
      `${greeting(receipt.firstName)}\n\nThank you! We received your payment.\n\n${lines.join('\n')}\n\n` +
      `All your bills are on your billing page:\n${link}\n\nThe Tribe team\n`,
  }
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

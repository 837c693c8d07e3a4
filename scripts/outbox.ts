// `yarn rw exec outbox [count]`: the latest outbox e-mails (default 20), newest first. In
// development without SMTP_URL this is where a reset OTP can be read.
import { latestEmails } from '../api/src/lib/mailer'

export default async function outbox({ args }: { args: string[] }) {
  const count = args[0] === undefined ? 20 : Number(args[0])
  if (!Number.isInteger(count) || count < 1 || count > 500) {
    throw new Error(`Usage: yarn rw exec outbox [count]  (count from 1 to 500, got "${args[0]}")`)
  }
  const emails = await latestEmails(count)
  if (!emails.length) {
    console.log('The outbox is empty.')
    return
  }
  for (const email of emails) {
    console.log(
      [
        `#${email.id}  ${email.createdAt.toISOString()}  ${email.status}${email.attempts ? ` (attempts: ${email.attempts})` : ''}`,
        `To: ${email.to}`,
        `Subject: ${email.subject}`,
        ...(email.lastError ? [`Last error: ${email.lastError}`] : []),
        '',
        email.text,
        '-'.repeat(72),
      ].join('\n'),
    )
  }
}

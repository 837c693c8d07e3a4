// [BUG_REPORTS][REPLIES]: a member sends a bug report and follows it at /reports; the admin
// (acting as Admin) opens every report there, sets this one in progress with a reply; the member
// reads the reply on their report; the admin finds that triage at /info-logs-report and downloads
// it as CSV and XLSX. The journey makes its own member, so only its own report changes.
// Screenshots at 1366 and 390 px go to docs/images/reports-*.png and info-logs-report-*.png.
import ExcelJS from 'exceljs'
import { expect, test, type Download } from './support/test'
import { makePerson } from './support/make'
import { screenshotBothWidths } from './support/screenshots'
import { actAsAdmin, logIn } from './support/session'
import { uniqueTag } from '../scripts/e2e/unique'

async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

test('[BUG_REPORTS][REPLIES]: a report, its triage with a reply, the reply read, the triage found and exported', async ({ page, browser, request }) => {
  // Two people's pages, a triage, the info logs and two downloads, then the accessibility check of
  // every page both contexts opened: more than the default minute on a busy machine.
  test.setTimeout(150_000)
  const member = await makePerson(request)
  const words = `The lesson video stops at 2 minutes, journey ${uniqueTag()}.`
  const reply = 'Thanks for telling us: we are fixing the video player this week.'

  // The member sends a report and sees it, open, among their own.
  await logIn(page, member.email)
  await page.goto('/bug-report')
  await page.getByLabel('What happened?').fill(words)
  await page.getByRole('button', { name: 'Send Report' }).click()
  await expect(page.getByText('Thanks! Your report was sent to the team.')).toBeVisible()
  await page.goto('/reports')
  await expect(page.getByRole('heading', { name: 'Your bug reports' })).toBeVisible()
  const mine = page.getByRole('table', { name: 'Bug reports' }).getByRole('row').filter({ hasText: words })
  await expect(mine).toHaveCount(1)
  await expect(mine.getByText('Open')).toBeVisible()
  await expect(page.getByRole('table', { name: 'Bug reports' }).getByRole('row')).toHaveCount(2)
  await screenshotBothWidths(page, 'reports-member')
  await mine.getByRole('link', { name: /^#\d+$/ }).click()
  await expect(page).toHaveURL(/\/reports\/\d+$/)
  const id = Number(new URL(page.url()).pathname.split('/').pop())
  await expect(page.getByText('No reply yet.', { exact: false })).toBeVisible()
  await expect(page.getByRole('form', { name: 'Triage report' })).toHaveCount(0)

  // The admin sees every report, opens this one and sets it in progress with a reply.
  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  try {
    await actAsAdmin(admin)
    await admin.goto('/reports')
    await expect(admin.getByRole('heading', { name: 'Bug reports' })).toBeVisible()
    const row = admin.getByRole('row').filter({ hasText: words })
    await expect(row).toContainText(member.email)
    await row.getByRole('link', { name: `Show report #${id}` }).click()
    await expect(admin.getByRole('heading', { name: new RegExp(`Report #${id}`) })).toBeVisible()
    await admin.getByRole('combobox', { name: 'Status' }).selectOption('in-progress')
    await admin.getByRole('textbox', { name: 'Reply' }).fill(reply)
    await admin.getByRole('button', { name: 'Save' }).click()
    await expect(admin.getByText('Report updated')).toBeVisible()
    await expect(admin.getByText(reply)).toBeVisible()
    await expect(admin.getByRole('textbox', { name: 'New reply' })).toHaveValue('')
    await screenshotBothWidths(admin, 'reports-triage')

    // The member reads the reply on their report.
    await page.reload()
    await expect(page.getByText(reply)).toBeVisible()
    await expect(page.getByText('In progress')).toBeVisible()
    await screenshotBothWidths(page, 'reports-member-reply')

    // The admin finds the triage in the info logs by its subject, and exports what is found.
    // Through the admin menu: Reports holds the Info Logs Report.
    const toggle = admin.getByRole('button', { name: /side menu$/ })
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
    const mainMenu = admin.getByRole('navigation', { name: 'Main menu' })
    await mainMenu.getByRole('button', { name: 'Show Reports links' }).click({ timeout: 15_000 })
    await mainMenu.getByRole('link', { name: 'Info Logs Report' }).click()
    await expect(admin).toHaveURL(/\/info-logs-report$/)
    await expect(admin.getByRole('heading', { name: 'Info Logs Report' })).toBeVisible()
    await admin.getByLabel('Subject').fill(`bugReport ${id}`)
    await admin.getByRole('button', { name: 'Search' }).click()
    await expect(admin).toHaveURL(new RegExp(`subject=bugReport\\+${id}`))
    const logs = admin.getByRole('table', { name: 'Info logs' }).getByRole('row')
    await expect(logs).toHaveCount(2)
    await expect(logs.nth(1)).toContainText('bug-report-triaged')
    await expect(logs.nth(1)).toContainText('Rafael Santiago')
    await expect(logs.nth(1)).toContainText('toStatus: in-progress')
    // A reversed range is refused in words, and the list stays as it was.
    await admin.getByLabel('From (Manila)').fill('2030-01-02')
    await admin.getByLabel('To (Manila)').fill('2030-01-01')
    await admin.getByRole('button', { name: 'Search' }).click()
    await expect(admin.getByText('The end date must be on or after the start date')).toBeVisible()
    await expect(logs).toHaveCount(2)
    await admin.goto(`/info-logs-report?subject=bugReport+${id}&action=bug-report-triaged`)
    await expect(admin.getByLabel('Action')).toHaveValue('bug-report-triaged')
    await expect(logs).toHaveCount(2)
    await screenshotBothWidths(admin, 'info-logs-report')

    const csvDownload = admin.waitForEvent('download')
    await admin.getByRole('link', { name: 'Export CSV' }).click()
    const csv = await csvDownload
    expect(csv.suggestedFilename()).toMatch(/^info-logs-\d{4}-\d{2}-\d{2}\.csv$/)
    const text = (await bytesOf(csv)).toString('utf8')
    const lines = text.replace(/^\ufeff/, '').trim().split('\r\n')
    expect(lines[0]).toBe('When (Manila),Action,Actor,Actor e-mail,On behalf of (impersonating admin),Subject,Subject e-mail,Details,IP')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`bug-report-triaged,Rafael Santiago,admin@tribe.test,,bugReport ${id}`)

    const xlsxDownload = admin.waitForEvent('download')
    await admin.getByRole('link', { name: 'Export XLSX' }).click()
    const xlsx = await xlsxDownload
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load((await bytesOf(xlsx)) as unknown as ArrayBuffer)
    const sheet = book.getWorksheet('Info logs')!
    expect(sheet.getRow(2).getCell(2).value).toBe('bug-report-triaged')
    expect(sheet.getRow(2).getCell(4).value).toBe('admin@tribe.test')
    expect(sheet.getRow(2).getCell(6).value).toBe(`bugReport ${id}`)
  } finally {
    await adminContext.close()
  }
})

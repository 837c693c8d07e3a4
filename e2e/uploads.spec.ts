// [UPLOADS]: the demo admin, acting as Admin (tribe-team-ro), bulk-imports members on
// /uploadContents: downloads the members template (XLSX), fills in a member with a bad mobile
// number, uploads it and reads the problem with its sheet, row and column in the preview; fixes
// the file, previews again and imports; the progress finishes with 1 added; the page still shows
// the job after a reload (its id is in the address). The same file again changes nothing (0 added,
// 1 unchanged). The imported member is the journey's own: its e-mail, Tribe ID and name carry a
// unique tag, so the counts are those of this file whatever else is in the database.
// Screenshots at 1366 and 390 px go to docs/images/uploads-*.png.
import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from './support/test'
import ExcelJS from 'exceljs'
import { actAsAdmin } from './support/session'
import { screenshotBothWidths } from './support/screenshots'
import { uniqueTag } from '../scripts/e2e/unique'


const shots = (page: Page, name: string) => screenshotBothWidths(page, `uploads-${name}`)

/** The downloaded template with one member row filled in. */
async function filledTemplate(template: Buffer, row: string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(template as unknown as ArrayBuffer)
  workbook.getWorksheet('Members')!.addRow(row)
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

async function preview(page: Page, file: Buffer) {
  await page.getByLabel('File').setInputFiles({ name: 'members.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file })
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(page).toHaveURL(/[?&]job=\d+/)
}

test('import members from the template: a problem, the fix, the import and a re-import that changes nothing', async ({ page }) => {
  const stamp = uniqueTag()
  const email = `imported.${stamp}@example.com`
  const tribeId = `E2E-${stamp}`
  await actAsAdmin(page)
  await page.goto('/uploadContents')
  await expect(page.getByRole('heading', { name: 'Upload Contents', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Members', pressed: true })).toBeVisible()

  // The members template, as a download.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'members.xlsx' }).click()])
  expect(download.suggestedFilename()).toBe('members.xlsx')
  const template = await readFile((await download.path())!)
  const header = new ExcelJS.Workbook()
  await header.xlsx.load(template as unknown as ArrayBuffer)
  expect(header.worksheets.map((w) => w.name)).toEqual(['Members', 'Subscription'])

  // A member with a mobile number that is not one: the preview names the row and column.
  const row = (mobile: string) => [tribeId, email, '17', 'Imported', '', `Member ${stamp}`, '', '01/31/1995', '', mobile, 'Female', '', '', '25', '']
  await preview(page, await filledTemplate(template, row('12345')))
  const job = page.getByRole('region', { name: /^Preview #\d+: Members/ })
  await expect(job.getByText('Problems found')).toBeVisible()
  const problems = job.getByRole('list', { name: 'Problems' })
  await expect(problems).toContainText('Members sheet, row 2, Mobile Number')
  await expect(problems).toContainText('Invalid mobile number! "12345" is not a mobile number')
  await expect(job.getByRole('button', { name: 'Import' })).toHaveCount(0)
  await shots(page, 'preview-problems')

  // Fixed: the preview is clean, would add the one member; import it.
  const fixed = await filledTemplate(template, row('0917 555 0101'))
  await preview(page, fixed)
  const clean = page.getByRole('region', { name: /^Preview #\d+: Members/ })
  await expect(clean.getByText('Ready to import')).toBeVisible()
  await expect(clean.getByLabel('Row counts')).toContainText('Would add1')
  await clean.getByRole('button', { name: 'Import' }).click()
  const imported = page.getByRole('region', { name: /^Import #\d+: Members/ })
  await expect(imported.getByText('Imported', { exact: true })).toBeVisible({ timeout: 20_000 })
  await expect(imported.getByRole('progressbar', { name: 'Rows read' })).toHaveAttribute('aria-valuenow', '100')
  await expect(imported.getByLabel('Row counts')).toContainText('Added1')
  // The job is in the address: a reload shows it again.
  await page.reload()
  await expect(page.getByRole('region', { name: /^Import #\d+: Members/ }).getByLabel('Row counts')).toContainText('Added1')
  await expect(page.getByRole('table', { name: 'Recent uploads' })).toBeVisible()
  await shots(page, 'imported')

  // The same file again: nothing to add or change.
  await preview(page, fixed)
  const again = page.getByRole('region', { name: /^Preview #\d+: Members/ })
  await expect(again.getByText('Everything in this file is already imported: importing changes nothing.')).toBeVisible()
  await again.getByRole('button', { name: 'Import' }).click()
  const reimported = page.getByRole('region', { name: /^Import #\d+: Members/ })
  await expect(reimported.getByText('Imported', { exact: true })).toBeVisible({ timeout: 20_000 })
  await expect(reimported.getByLabel('Row counts')).toContainText('Added0')
  await expect(reimported.getByLabel('Row counts')).toContainText('Changed0')
  await expect(reimported.getByLabel('Row counts')).toContainText('Unchanged1')
})

// Reading uploads within bounds (docs/imports.md, "Reading a workbook safely"): a workbook that unpacks to hundreds of
// megabytes is refused before it is inflated, or stopped in the worker thread when its zip lies
// about sizes; pictures are never unpacked; a worker past its heap limit ends alone; a .csv stops
// at the row cap. The API's own heap stays where it was throughout.
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { UPLOAD_MAX_ROWS, uploadMessages } from '../../../../common/validation/uploads'
import { readUpload, spreadsheetMessages, templateCsv, templateXlsx, TEMPLATES, uploadAsOneFile } from '.'
import { readXlsxSheets } from './readXlsx'
import { withEntries } from './spreadsheets.scenarios'
import { checkZipDirectory } from './zipLimits'

const MB = 1024 * 1024
/** A Members sheet row (the template's 15 columns) with this e-mail. */
const memberRow = (email: string) => ['', email, '', 'Juan', '', 'Dela Cruz', '', '', '', '', '', '', '', '', '']
const members = (count: number) => Array.from({ length: count }, (_, i) => memberRow(`m${i}@example.com`))
const heapUsed = () => process.memoryUsage().heapUsed

describe('an .xlsx that unpacks too large', () => {
  it('is refused from its zip directory, before anything is inflated, at upload and when read', async () => {
    const bomb = await withEntries(await templateXlsx('members', { Members: members(2) }), [{ name: 'xl/worksheets/sheet1.xml', zeros: 200 * MB }])
    expect(bomb.length).toBeLessThan(1 * MB)
    const heapBefore = heapUsed()
    expect(await checkZipDirectory(bomb)).toBe('tooLarge')
    expect(await uploadAsOneFile('members', [{ fileName: 'members.xlsx', bytes: bomb }])).toEqual({ error: spreadsheetMessages.tooLargeUnpacked })
    const read = await readUpload('members', [{ fileName: 'members.xlsx', bytes: bomb }])
    expect(read).toMatchObject({ failure: spreadsheetMessages.tooLargeUnpacked, errors: [{ row: 0, message: spreadsheetMessages.tooLargeUnpacked }], totalRows: 0 })
    expect(heapUsed() - heapBefore).toBeLessThan(50 * MB)
  })

  it('is stopped while it unpacks, in the worker, when its zip says it is small', async () => {
    const liar = await withEntries(await templateXlsx('members', { Members: members(2) }), [{ name: 'xl/worksheets/sheet1.xml', zeros: 200 * MB, claimedSize: 4000 }])
    expect(await checkZipDirectory(liar)).toBeNull()
    const heapBefore = heapUsed()
    const read = await readUpload('members', [{ fileName: 'members.xlsx', bytes: liar }])
    expect(read.failure).toBe(spreadsheetMessages.tooLargeUnpacked)
    expect(heapUsed() - heapBefore).toBeLessThan(50 * MB)
  })

  it('ends only the worker when reading it passes the heap limit', async () => {
    const workbook = await templateXlsx('members', { Members: members(2000) })
    const heapBefore = heapUsed()
    const read = await readXlsxSheets(workbook, (names) => ({ [names[0]]: 'Members' }), { maxRows: UPLOAD_MAX_ROWS, heapMb: 8 })
    expect(read).toEqual({ error: 'tooLarge' })
    expect(heapUsed() - heapBefore).toBeLessThan(50 * MB)
    // The next file reads as usual.
    expect((await readUpload('members', [{ fileName: 'members.xlsx', bytes: workbook }])).totalRows).toBe(2000)
  })
})

describe('pictures in a workbook', () => {
  it('are not unpacked: a workbook with an image, or with a huge one, imports its rows', async () => {
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load((await templateXlsx('members', { Members: members(3) })) as unknown as ArrayBuffer)
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
    const image = workbook.addImage({ buffer: png as unknown as ExcelJS.Buffer, extension: 'png' })
    workbook.getWorksheet('Members')!.addImage(image, 'P2:Q4')
    const withImage = Buffer.from(await workbook.xlsx.writeBuffer())
    const read = await readUpload('members', [{ fileName: 'members.xlsx', bytes: withImage }])
    expect(read.errors).toEqual([])
    expect(read.sheets.Members.rows.map((r) => r.values['Email'])).toEqual(['m0@example.com', 'm1@example.com', 'm2@example.com'])

    // A 300 MB "picture": the zip limits leave media out, and the worker never inflates it.
    const hugePicture = await withEntries(withImage, [{ name: 'xl/media/image1.png', zeros: 300 * MB }])
    expect(await checkZipDirectory(hugePicture)).toBeNull()
    const heapBefore = heapUsed()
    const again = await readUpload('members', [{ fileName: 'members.xlsx', bytes: hugePicture }])
    expect(again.errors).toEqual([])
    expect(again.totalRows).toBe(3)
    expect(heapUsed() - heapBefore).toBeLessThan(50 * MB)
  })
})

describe('a .csv upload', () => {
  const sheet = TEMPLATES.members[0]

  it('stops at the row cap, blank rows included, without reading the rest', async () => {
    // Blank rows as a spreadsheet program saves them (every column empty): nine megabytes of them.
    const blankLines = Buffer.concat([templateCsv(sheet, members(1)), Buffer.alloc(9 * MB, ',,,,,,,,,,,,,,\r\n')])
    const read = await readUpload('members', [{ fileName: 'members.csv', bytes: blankLines }])
    expect(read.errors).toEqual([{ row: 0, message: uploadMessages.tooManyRows(UPLOAD_MAX_ROWS) }])
    expect(await uploadAsOneFile('members', [{ fileName: 'members.csv', bytes: blankLines }, { fileName: 'members-subscriptions.csv', bytes: templateCsv(TEMPLATES.members[1]) }])).toEqual({
      error: uploadMessages.tooManyRows(UPLOAD_MAX_ROWS),
    })
  })

  it('keeps each row number as in the file, blank lines counted', async () => {
    const csv = Buffer.from(`${templateCsv(sheet).toString('utf8')}\r\n${memberRow('late@example.com').join(',')}\r\n`, 'utf8')
    const read = await readUpload('members', [{ fileName: 'members.csv', bytes: csv }])
    expect(read.sheets.Members.rows).toMatchObject([{ row: 3, values: { Email: 'late@example.com' } }])
  })
})

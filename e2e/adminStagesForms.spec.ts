// [ADMIN_STAGES_FORMS]: the demo admin, acting as Admin (tribe-team-ro), runs the stages and forms
// back office: creates a stage of its own (a unique name, the next free number; a taken number
// refused under its field), adds two tasks with the markdown preview, reorders them and assigns a
// reviewer found by name (a coach made for the journey, so no demo login's menus change); a stage
// with members cannot be deleted, the new one, empty, can. Creates a form of its own from the list
// (slug from the title), writes a required text question and a multiple-choice one, publishes it;
// reads the Journey Form's seeded responses and downloads them as CSV; the Journey Form cannot be
// deleted. Screenshots at 1366 and 390 px go to docs/images/admin-{stages,forms}-*.png.
import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from './support/test'
import { graphql } from './support/api'
import { demo } from './support/demo'
import { makePerson } from './support/make'
import { actAsAdmin } from './support/session'
import { screenshotBothWidths } from './support/screenshots'
import { uniqueTag } from '../scripts/e2e/unique'

const shots = (page: Page, name: string) => screenshotBothWidths(page, name)

/** The stages of the member contract, by number. */
async function stageList(page: Page) {
  const answer = await graphql<{ stages: { number: number; name: string }[] }>(page, 'query { stages { number name } }')
  expect(answer.errors).toBeUndefined()
  return answer.data!.stages
}

const taskTitles = (page: Page) => page.getByRole('list', { name: 'Tasks in order' }).getByRole('heading', { level: 3 })

test('[ADMIN_STAGES_FORMS][STAGE]: creates a stage with two tasks, reorders them and assigns a reviewer', async ({ page, request }) => {
  const stageName = `Client Success ${uniqueTag()}`
  const reviewer = await makePerson(request, { accessLevels: ['coach'], firstName: 'Reviewer' })
  await actAsAdmin(page)
  // The next number no stage has (other journeys may have added stages of their own).
  const number = Math.max(...(await stageList(page)).map((stage) => stage.number)) + 1
  await page.goto('/stages')
  await expect(page.getByRole('heading', { name: 'Stages' })).toBeVisible()
  const table = page.getByRole('table', { name: 'Stages' })
  await expect(table.getByRole('link', { name: 'Orientation', exact: true })).toBeVisible()
  await expect(table.getByRole('link', { name: 'Foundation', exact: true })).toBeVisible()
  await shots(page, 'admin-stages-list')

  await page.getByRole('link', { name: 'New stage' }).click()
  await expect(page.getByRole('heading', { name: 'New stage' })).toBeVisible()
  // A number another stage has is refused under the field, by the server.
  await page.getByLabel('Stage number').fill('1')
  await page.getByLabel('Name').fill(stageName)
  await page.getByLabel('Description').fill('Keep clients happy and grow with them.')
  await page.getByLabel('Course').selectOption({ label: 'Virtual Assistant Fundamentals' })
  await page.getByRole('button', { name: 'Create stage' }).click()
  await expect(page.getByText('Another stage already has this number').first()).toBeVisible()
  await page.getByLabel('Stage number').fill(String(number))
  await shots(page, 'admin-stages-form')
  await page.getByRole('button', { name: 'Create stage' }).click()

  await expect(page.getByRole('heading', { name: `Stage ${number}: ${stageName}` })).toBeVisible()
  await expect(page.getByText('Virtual Assistant Fundamentals')).toBeVisible()
  await expect(page.getByText('No tasks yet')).toBeVisible()

  // Task 1, with markdown previewed as it is typed.
  await page.getByRole('button', { name: 'Add task' }).click()
  let dialog = page.getByRole('dialog', { name: 'Add task' })
  await dialog.getByLabel('Title').fill('Share your first client win')
  await dialog.getByLabel('Tribe Points').fill('20')
  await dialog.getByLabel('Button label').fill('Post a win')
  await dialog.getByLabel('Button link').fill('/profile')
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Post your **first win** in the community:\n\n- what you did\n- what you learned')
  const preview = dialog.getByRole('region', { name: 'Description preview' })
  await expect(preview.locator('strong')).toHaveText('first win')
  await expect(preview.getByRole('listitem')).toHaveText(['what you did', 'what you learned'])
  await shots(page, 'admin-stages-task-form')
  await dialog.getByRole('button', { name: 'Add task' }).click()
  await expect(dialog).toBeHidden()
  await expect(taskTitles(page)).toHaveText(['1.Share your first client win'])

  // Task 2; negative points are refused first.
  await page.getByRole('button', { name: 'Add task' }).click()
  dialog = page.getByRole('dialog', { name: 'Add task' })
  await dialog.getByLabel('Title').fill('Book a coaching call')
  await dialog.getByLabel('Tribe Points').fill('-5')
  await dialog.getByRole('button', { name: 'Add task' }).click()
  await expect(dialog.getByText('Points must be between 0 and 100000')).toBeVisible()
  await dialog.getByLabel('Tribe Points').fill('10')
  await dialog.getByLabel('Button label').fill('Book now')
  await dialog.getByLabel('Button link').fill('/events/my-events')
  await dialog.getByRole('button', { name: 'Add task' }).click()
  await expect(dialog).toBeHidden()
  await expect(taskTitles(page)).toHaveText(['1.Share your first client win', '2.Book a coaching call'])

  // Reorder: the second task up.
  await page.getByRole('button', { name: 'Up (Book a coaching call)' }).click()
  await expect(taskTitles(page)).toHaveText(['1.Book a coaching call', '2.Share your first client win'])

  // A reviewer found by name.
  await page.getByLabel('Add a reviewer').fill(reviewer.name)
  await page.getByRole('button', { name: `Add ${reviewer.name} as reviewer` }).click()
  await expect(page.getByRole('list', { name: 'Reviewers' })).toContainText(reviewer.name)
  await expect(page.getByRole('list', { name: 'Reviewers' })).toContainText(reviewer.email)
  await shots(page, 'admin-stages-detail')

  // Members see it in the stages list of the member contract, tasks in the new order after a reload.
  const numbers = (await stageList(page)).map((stage) => stage.number)
  expect(numbers).toEqual(expect.arrayContaining([0, 1, 2, 3, 4, 5, number]))
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b))
  expect(await stageList(page)).toContainEqual({ number, name: stageName })
  await page.reload()
  await expect(taskTitles(page)).toHaveText(['1.Book a coaching call', '2.Share your first client win'])

  // A stage members are on cannot be deleted; the refusal says why.
  await page.goto('/stages')
  await page.getByRole('table', { name: 'Stages' }).getByRole('link', { name: 'Foundation', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Stage 1: Foundation' })).toBeVisible()
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await page.getByRole('dialog', { name: 'Delete Stage 1: Foundation?' }).getByRole('button', { name: 'Delete stage' }).click()
  await expect(page.getByText(/This stage cannot be deleted\. \d+ members? (is|are) on this stage/)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Stage 1: Foundation' })).toBeVisible()

  // The new stage has nobody on it: it goes (the database keeps no stage of this journey's).
  await page.goto(`/stages?search=${encodeURIComponent(stageName)}`)
  await page.getByRole('table', { name: 'Stages' }).getByRole('link', { name: stageName, exact: true }).click()
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await page.getByRole('dialog', { name: `Delete Stage ${number}: ${stageName}?` }).getByRole('button', { name: 'Delete stage' }).click()
  await expect(page.getByText('Stage deleted')).toBeVisible()
  expect((await stageList(page)).map((stage) => stage.number)).not.toContain(number)
})

test('[ADMIN_STAGES_FORMS][FORM]: creates a form with a required text and a multiple-choice question; exports responses as CSV', async ({ page }) => {
  const tag = uniqueTag()
  const formTitle = `Coaching Feedback ${tag}`
  await actAsAdmin(page)
  await page.goto('/forms')
  await expect(page.getByRole('heading', { name: 'Forms' })).toBeVisible()
  const table = page.getByRole('table', { name: 'Forms' })
  await expect(table.getByRole('link', { name: 'Journey Form', exact: true })).toBeVisible()
  await page.getByLabel('Search forms by title or slug').fill('waitlist')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(table.getByRole('link')).toHaveText(['Enrollment Waitlist', 'Open Enrollment Waitlist'])
  await page.getByLabel('Search forms by title or slug').fill('')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(table.getByRole('link', { name: 'Journey Form', exact: true })).toBeVisible()
  await shots(page, 'admin-forms-list')

  // New form: the slug follows the title.
  await page.getByRole('button', { name: 'New form' }).click()
  const dialog = page.getByRole('dialog', { name: 'New form' })
  await dialog.getByLabel('Title').fill(formTitle)
  await expect(dialog.getByLabel('Slug')).toHaveValue(`coaching-feedback-${tag}`)
  await dialog.getByRole('button', { name: 'Create form' }).click()
  await expect(page.getByRole('heading', { name: formTitle })).toBeVisible()
  await expect(page).toHaveURL(/\/forms\/\d+$/)
  await expect(page.getByText('Draft')).toBeVisible()

  // Two questions: a required text and a multiple choice with its options.
  await page.getByRole('button', { name: 'Add question' }).click()
  let question = page.getByRole('group', { name: 'Question 1' })
  await question.getByLabel('Question').fill('What did you work on this week?')
  await question.getByLabel('Required').check()
  await expect(question.getByText('Answer key: whatDidYouWorkOnThisWeek')).toBeVisible()
  await page.getByRole('button', { name: 'Add question' }).click()
  question = page.getByRole('group', { name: 'Question 2' })
  await question.getByLabel('Question').fill('Which sessions helped?')
  await question.getByLabel('Type').selectOption({ label: 'Multiple choice' })
  // A choice question needs its options.
  await page.getByRole('button', { name: 'Save form' }).click()
  await expect(question.getByText('Give at least one option, one per line')).toBeVisible()
  await question.getByLabel('Options').fill('Live coaching\nQ&A\nReplays')
  await question.getByLabel('Help text').fill('Pick all that apply.')
  await page.getByRole('button', { name: 'Save form' }).click()
  await expect(page.getByText('Form saved')).toBeVisible()
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Published', { exact: true })).toBeVisible()

  // As stored: after a reload the saved type and keys come back.
  await page.reload()
  question = page.getByRole('group', { name: 'Question 2' })
  await expect(question.getByLabel('Type')).toHaveValue('checkbox')
  await expect(question.getByLabel('Options')).toHaveValue('Live coaching\nQ&A\nReplays')
  await expect(question.getByText('Answer key: whichSessionsHelped (kept: answers are stored under it)')).toBeVisible()
  await expect(page.getByRole('group', { name: 'Question 1' }).getByLabel('Required')).toBeChecked()
  await shots(page, 'admin-forms-editor')

  // The Journey Form's responses (seeded), newest first, and their CSV.
  await page.goto('/forms')
  await page.getByRole('table', { name: 'Forms' }).getByRole('link', { name: 'Journey Form', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Journey Form' })).toBeVisible()
  await page.getByRole('tab', { name: /^Responses \(\d+\)$/ }).click()
  const responses = page.getByRole('table', { name: 'Responses' })
  await expect(responses.getByText('Maricel dela Cruz')).toBeVisible()
  await expect(responses.getByText('Call-centre agent (night shift)')).toBeVisible()
  await shots(page, 'admin-forms-responses')
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()])
  expect(download.suggestedFilename()).toMatch(/^journey-form-responses-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\ufeff/, '')
  const [header, ...rows] = csv.trim().split(/\r?\n/)
  expect(header).toBe(
    'Submitted at (Manila),Name,E-mail,User ID,What do you do for work right now?,Which service do you want to offer?,Hours per week you can study,Do you have a laptop and stable internet?,Where do you want to be in 6 months?',
  )
  expect(rows.length).toBeGreaterThanOrEqual(4)
  expect(rows.find((row) => row.includes(demo.member.email))).toContain('Maricel dela Cruz')

  // The Journey Form cannot be deleted: unpublish it instead.
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete Journey Form?' })
  await expect(confirm).toContainText('The Journey Form cannot be deleted')
  await expect(confirm.getByRole('button', { name: 'Delete form' })).toHaveCount(0)
  await confirm.getByRole('button', { name: 'OK' }).click()
})

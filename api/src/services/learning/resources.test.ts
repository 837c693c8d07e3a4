// My resources, the public resources, resource downloads; the home summary and the bonus link.
import { describe, expect } from 'vitest'
import { lessonProgress } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createUser } from '../../test/factories'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { resourceFileDownload } from './downloads'
import { bonusLink, learnerHome } from './home'
import { eventWorld, homeWorld, resourceWorld } from './learning.scenarios'
import { myResource, myResourceCategories, myResources, publicResource, publicResourceCategories, publicResources } from './resources'

const titles = (list: { items: { title: string }[] }) => list.items.map((resource) => resource.title)

describe('resources', () => {
  scenario('a member reads published member and public resources, newest first; links are themselves, uploads download', resourceWorld, async (world) => {
    const caller = await currentUserFor(world.member.id)
    const list = await asUser(caller, () => myResources({}))
    expect(titles(list)).toEqual(['Public PDF', 'Job board', 'Replay', 'Deck', 'Photo', 'Guide'])
    expect(list.totalCount).toBe(6)
    const byTitle = Object.fromEntries(list.items.map((item) => [item.title, item]))
    // The stored_files row names and types the upload; a PDF and a PNG preview inline, a deck does not.
    expect(byTitle.Guide).toMatchObject({
      category: 'pdf',
      isLink: false,
      fileName: 'Guide.pdf',
      contentType: 'application/pdf',
      sizeBytes: 999,
      url: `/api/files/resource-files/${world.guide.id}?as=member`,
      previewUrl: `/api/files/resource-files/${world.guide.id}?inline=1&as=member`,
    })
    expect(byTitle.Photo.previewUrl).toBe(`/api/files/resource-files/${world.photo.id}?inline=1&as=member`)
    expect(byTitle.Deck).toMatchObject({ category: 'presentations', previewUrl: null })
    expect(byTitle.Replay).toMatchObject({ category: 'videos', isLink: true, url: 'https://www.youtube.com/watch?v=abcdefghijk', previewUrl: null })
    expect(byTitle['Job board']).toMatchObject({ category: 'webLink', isLink: true, url: 'https://www.onlinejobs.ph/' })
  })

  scenario('categories: counts of what the caller may read, in the spec\'s order; the category filter', resourceWorld, async (world) => {
    const caller = await currentUserFor(world.member.id)
    expect(await asUser(caller, () => myResourceCategories())).toEqual([
      { category: 'images', count: 1 },
      { category: 'videos', count: 1 },
      { category: 'presentations', count: 1 },
      { category: 'pdf', count: 2 },
      { category: 'webLink', count: 1 },
    ])
    const pdfs = await asUser(caller, () => myResources({ category: 'pdf' }))
    expect(titles(pdfs)).toEqual(['Public PDF', 'Guide'])
    await expect(asUser(caller, () => myResources({ category: 'pdfs' }))).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } })
  })

  scenario('non-members and the public read public, published resources only', resourceWorld, async (world) => {
    const outsider = await currentUserFor(world.nonMember.id)
    expect(titles(await asUser(outsider, () => myResources({})))).toEqual(['Public PDF', 'Replay'])
    expect(await asUser(outsider, () => myResource({ id: world.guide.id }))).toBeNull()
    expect(titles(await asUser(null, () => publicResources({})))).toEqual(['Public PDF', 'Replay'])
    expect(await asUser(null, () => publicResourceCategories())).toEqual([
      { category: 'videos', count: 1 },
      { category: 'pdf', count: 1 },
    ])
    expect(await asUser(null, () => publicResource({ id: world.publicPdf.id }))).toMatchObject({
      title: 'Public PDF',
      url: `/api/files/resource-files/${world.publicPdf.id}`,
    })
    for (const resource of [world.guide, world.affiliateKit, world.draftPublic]) {
      expect(await asUser(null, () => publicResource({ id: resource.id }))).toBeNull()
    }
  })

  scenario('someone acting as an affiliate reads the published affiliate resources, and only those; as a member, not those', resourceWorld, async (world) => {
    const partner = await createUser({ accessLevels: ['member', 'affiliate'] })
    const affiliate = await currentUserFor(partner.id, { role: 'affiliate' })
    const list = await asUser(affiliate, () => myResources({}))
    expect(titles(list)).toEqual(['Affiliate kit'])
    expect(list.items[0].url).toBe(`/api/files/resource-files/${world.affiliateKit.id}?as=affiliate`)
    expect(await asUser(affiliate, () => myResource({ id: world.guide.id }))).toBeNull()
    expect(await resourceFileDownload(affiliate, world.affiliateKit.id)).toMatchObject({ storageKey: world.affiliateKit.fileUrl })
    expect(await resourceFileDownload(affiliate, world.publicPdf.id)).toBeNull()
    const asMember = await currentUserFor(partner.id, { role: 'member' })
    expect(await asUser(asMember, () => myResource({ id: world.affiliateKit.id }))).toBeNull()
  })

  scenario('staff of resource files list every published resource and open drafts by id', resourceWorld, async (world) => {
    const staff = await currentUserFor(world.staff.id)
    const all = titles(await asUser(staff, () => myResources({ pageSize: 50 })))
    expect(all).toContain('Affiliate kit')
    expect(all).not.toContain('Draft resource')
    expect(await asUser(staff, () => myResource({ id: world.draftResource.id }))).toMatchObject({ title: 'Draft resource' })
    const member = await currentUserFor(world.member.id)
    for (const resource of [world.affiliateKit, world.draftResource]) expect(await asUser(member, () => myResource({ id: resource.id }))).toBeNull()
  })

  scenario('downloads: whoever may read the resource, the stored name and type; links are no download', resourceWorld, async (world) => {
    const member = await currentUserFor(world.member.id)
    expect(await resourceFileDownload(member, world.guide.id)).toEqual({ storageKey: world.guide.fileUrl, fileName: 'Guide.pdf', contentType: 'application/pdf' })
    // Without a stored_files row, the row's own name and type.
    expect(await resourceFileDownload(member, world.photo.id)).toEqual({ storageKey: world.photo.fileUrl, fileName: 'photo.png', contentType: 'image/png' })
    expect(await resourceFileDownload(member, world.webLink.id)).toBeNull()
    expect(await resourceFileDownload(member, world.affiliateKit.id)).toBeNull()
    expect(await resourceFileDownload(await currentUserFor(world.nonMember.id), world.guide.id)).toBeNull()
    expect(await resourceFileDownload(await currentUserFor(world.expired.id), world.guide.id)).toBeNull()
    expect(await resourceFileDownload(null, world.guide.id)).toBeNull()
    expect(await resourceFileDownload(null, world.publicPdf.id)).toMatchObject({ fileName: 'public.pdf' })
    expect(await resourceFileDownload(null, world.draftPublic.id)).toBeNull()
    expect(await resourceFileDownload(await currentUserFor(world.staff.id), world.draftResource.id)).toMatchObject({ storageKey: world.draftResource.fileUrl })
  })
})

describe('learnerHome and bonusLink', () => {
  scenario('points (the ledger\'s sum), the stage and its finished live tasks, the lesson to continue', homeWorld, async (world) => {
    const caller = await currentUserFor(world.member.id)
    const home = await asUser(caller, () => learnerHome())
    // 100 + 25 - 5; one of three live tasks (the retired one counts on neither side).
    expect(home).toMatchObject({ points: 120, stageNumber: 1, stageName: 'Stage One', stagePercentage: 33, upcomingEvents: [] })
    // Nothing opened yet: the first lesson of the first course.
    expect(home.continueLesson).toEqual({ courseId: world.courses.alpha.id, courseName: 'Alpha', lessonId: world.lessons.l1.id, lessonName: 'Welcome', percentage: 0 })
    await db.insert(lessonProgress).values([
      { userId: world.member.id, lessonId: world.lessons.l1.id, completedAt: new Date(), updatedAt: new Date(Date.now() - 60_000) },
      { userId: world.member.id, lessonId: world.lessons.b1.id, updatedAt: new Date() },
    ])
    const later = await asUser(caller, () => learnerHome())
    expect(later.continueLesson).toEqual({ courseId: world.courses.beta.id, courseName: 'Beta', lessonId: world.lessons.b1.id, lessonName: 'Beta lesson', percentage: 0 })
    // Without a stage: the stage numbered 0.
    const other = await asUser(await currentUserFor(world.lastDay.id), () => learnerHome())
    expect(other).toMatchObject({ points: 0, stageNumber: 0, stageName: 'Setting Up', stagePercentage: 0 })
    expect(await asUser(null, () => bonusLink())).toBe('/resources/my-resources')
  })

  scenario('at most 3 upcoming or live events, soonest first; nothing to continue without courses', eventWorld, async (world) => {
    const home = await asUser(await currentUserFor(world.member.id), () => learnerHome())
    expect(home.upcomingEvents.map((event) => event.title).slice(0, 2)).toEqual(['Live now', 'Soon'])
    expect(home.upcomingEvents).toHaveLength(3)
    const outsider = await asUser(await currentUserFor(world.nonMember.id), () => learnerHome())
    expect(outsider).toMatchObject({ continueLesson: null, points: 0, stageNumber: null, stagePercentage: 0 })
    expect(outsider.upcomingEvents.map((event) => event.title)).toEqual(['Public talk'])
    expect(await asUser(null, () => bonusLink())).toBeNull()
  })
})

// The demo funnel's own page: /tribe-membership as a visitor sees it, built from the landing-page
// builder's blocks and published (version 1), so the front door has a real funnel page to open,
// share and measure (bench-lighthouse). The marketing pages come with the database itself
// (migration 0026); this is the one funnel page of the demo.
import { eq } from 'drizzle-orm'
import type { LandingDocument } from '../../common/landingPages'
import { parseLandingDocument } from '../../common/validation/landingPages'
import { landingPages, landingPageVersions } from '../../db/schema'
import type { Catalog } from './commerce'
import { type SeedContext } from './context'
import { must } from './helpers'

const MEMBERSHIP_PAGE: LandingDocument = {
  root: {
    props: {
      title: 'Join the Tribe: a year of freelancing coaching',
      description: 'Courses, weekly live coaching, an accountability group and a stage-by-stage plan from your first profile to steady clients. Pay in full or in instalments.',
    },
  },
  content: [
    {
      type: 'Hero',
      props: {
        id: 'hero',
        heading: 'Work from home with a plan, a coach and a Tribe',
        subheading: 'A year of courses, weekly live coaching and an accountability group, from your first profile to clients who stay.',
        imageUrl: '',
        buttonLabel: 'Watch the free training first',
        buttonLink: '/free-training',
      },
    },
    {
      type: 'Text',
      props: {
        id: 'what-you-get',
        heading: 'What a year in the Tribe gives you',
        markdown: [
          '- **Five courses** to start with: setting up for success, virtual assistant fundamentals, freelancing platforms, social media management and bookkeeping.',
          '- **Stages with tasks**: each finished task earns Tribe Points, and a coach reviews your move to the next stage.',
          '- **Weekly live events** with coaches and members who already freelance full time.',
          '- **An accountability group** and a success manager who checks in when you go quiet.',
        ].join('\n'),
      },
    },
    {
      type: 'Testimonials',
      props: {
        id: 'members',
        heading: 'Members who started where you are',
        items: [
          { quote: 'I was a call-centre agent on night shift. Eight months in, I work days for two clients in Australia.', name: 'Camille', detail: 'Virtual assistant, Pampanga' },
          { quote: 'The stages told me what to do next every week. That was what I had been missing.', name: 'Miguel', detail: 'Social media manager, Iloilo' },
          { quote: 'My group kept me going when my first ten proposals got no reply. The eleventh did.', name: 'Princess', detail: 'Bookkeeper, Quezon City' },
        ],
      },
    },
    { type: 'Price', props: { id: 'price', heading: 'Choose how you pay', funnelId: '', buttonLabel: 'Join the Tribe' } },
    {
      type: 'Faq',
      props: {
        id: 'faq',
        heading: 'Questions before you join',
        items: [
          { question: 'I have never freelanced. Is this for me?', answer: 'Yes. Stage 0 starts with setting up your workspace and your first profile; most members start with no experience.' },
          { question: 'Can I pay in instalments?', answer: 'Yes: in 3 or 6 monthly payments. The first is paid today and your access starts at once.' },
          { question: 'What if it is not for me?', answer: 'Read our refund policy at /refund-policy: you can ask for a refund within 7 days of paying.' },
        ],
      },
    },
    {
      type: 'OptIn',
      props: {
        id: 'questions',
        heading: 'Not ready yet? Talk to us',
        text: 'Leave your details and a success manager will call or message you to answer your questions.',
        buttonLabel: 'Ask us',
        successMessage: 'Thank you! A success manager will reach out within one working day.',
      },
    },
  ],
}

/** The page of the tribe-membership funnel, published; nothing when it exists already. */
export async function seedFunnelPage(ctx: SeedContext, catalog: Catalog) {
  const { tx } = ctx
  const funnelId = must(catalog.funnelIds, 'tribe-membership', 'funnel')
  const [existing] = await tx.select({ id: landingPages.id }).from(landingPages).where(eq(landingPages.funnelId, funnelId))
  if (existing) return
  const parsed = parseLandingDocument(MEMBERSHIP_PAGE)
  if (!parsed.ok) throw new Error(`seed: the membership page is refused: ${parsed.problem.message}`)
  const [page] = await tx.insert(landingPages).values({ funnelId, name: 'Tribe Membership', draft: parsed.document }).returning({ id: landingPages.id })
  const [version] = await tx.insert(landingPageVersions).values({ pageId: page.id, version: 1, document: parsed.document }).returning({ id: landingPageVersions.id })
  await tx.update(landingPages).set({ publishedVersionId: version.id }).where(eq(landingPages.id, page.id))
}

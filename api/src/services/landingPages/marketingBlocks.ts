// The building blocks of the marketing pages' first documents (marketingDefaults.ts): blocks with ids
// made from the page's key, and the answers several pages share.
import type { LandingBlock, LandingDocument } from '../../../../common/landingPages'

type Testimonial = { quote: string; name: string; detail: string }
type Question = { question: string; answer: string }

/** Blocks with ids made from the page's key, so a document reads the same wherever it is written. */
export function blocks(key: string) {
  const id = (name: string) => `${key}-${name}`
  return {
    hero: (heading: string, subheading: string, buttonLabel: string, buttonLink: string): LandingBlock => ({
      type: 'Hero',
      props: { id: id('hero'), heading, subheading, imageUrl: '', buttonLabel, buttonLink },
    }),
    text: (name: string, heading: string, markdown: string): LandingBlock => ({ type: 'Text', props: { id: id(name), heading, markdown } }),
    testimonials: (heading: string, items: Testimonial[]): LandingBlock => ({ type: 'Testimonials', props: { id: id('testimonials'), heading, items } }),
    faq: (items: Question[], heading = 'Questions we often get'): LandingBlock => ({ type: 'Faq', props: { id: id('faq'), heading, items } }),
    countdown: (heading: string, endsAt: string, endedText: string): LandingBlock => ({ type: 'Countdown', props: { id: id('countdown'), heading, endsAt, endedText } }),
    optIn: (heading: string, text: string, buttonLabel: string, successMessage: string): LandingBlock => ({
      type: 'OptIn',
      props: { id: id('opt-in'), heading, text, buttonLabel, successMessage },
    }),
    workshop: (heading: string, track: 'beginner' | 'experienced'): LandingBlock => ({ type: 'WorkshopSchedule', props: { id: id(`workshop-${track}`), heading, track } }),
  }
}

export const page = (title: string, description: string, content: LandingBlock[]): LandingDocument => ({ root: { props: { title, description } }, content })

// Shared answers: the same questions come up on most pages, and the same answer keeps them consistent.
export const FAQ = {
  noExperience: {
    question: 'I have no experience. Can I still start?',
    answer: 'Yes. Most of our members started with no freelancing experience at all. The lessons begin with the basics: what clients look for, how to set up your profiles and how to send your first proposals.',
  },
  equipment: {
    question: 'What do I need to start?',
    answer: 'A laptop or desktop computer, a stable internet connection and a few hours a week. A smartphone is enough to watch the lessons, but most client work needs a computer.',
  },
  payment: {
    question: 'How do I pay?',
    answer: 'By card or GCash through our checkout, or by GCash, Maya or bank transfer with a proof of payment. Some offers can be paid in instalments: the checkout shows the plan before you pay.',
  },
  guarantee: {
    question: 'Do you guarantee I will get a client?',
    answer: 'No honest programme can promise that. What we promise is a clear path, feedback on your work and a community that keeps you going. Members who finish the stages and keep sending proposals do land clients.',
  },
  tribe: {
    question: 'What is the Tribe?',
    answer: 'Our paid community for Filipino freelancers and work-from-home learners: courses, live events every week, stages of tasks that earn Tribe Points, accountability groups and a success manager who checks on your progress.',
  },
  time: {
    question: 'I have a day job. Can I keep up?',
    answer: 'Yes. The lessons are recorded, so you watch them when you can, and the live sessions have recordings. Many members study in the evening or on weekends while they keep their jobs.',
  },
}


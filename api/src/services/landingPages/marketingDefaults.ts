// The marketing pages' first documents (docs/product.md, "Landing pages"), one per fixed path
// (common/landingPages.ts MARKETING_PATHS): what migration 0026 inserted as each page's draft and its
// published version 1, and what the public page shows when a path's row is missing (a database
// migrated before 0026's rows, or a test's). marketingDefaults.test.ts checks each passes the block
// schemas and that the migration holds exactly these. Staff change them in the builder
// (/marketing-pages); a Price block names a funnel id, so none is seeded: staff add them.
import type { LandingBlock, LandingDocument, MarketingPath } from '../../../../common/landingPages'

type Testimonial = { quote: string; name: string; detail: string }
type Question = { question: string; answer: string }

/** Blocks with ids made from the page's key, so a document reads the same wherever it is written. */
function blocks(key: string) {
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

const page = (title: string, description: string, content: LandingBlock[]): LandingDocument => ({ root: { props: { title, description } }, content })

// Shared answers: the same questions come up on most pages, and the same answer keeps them consistent.
const FAQ = {
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

const lessons = blocks('lessons')
const fts = blocks('fts')
const samples = blocks('samplepackages')
const challenge = blocks('challenge')
const enroll = blocks('enroll')
const va = blocks('va')
const freeLessons = blocks('free-lessons')
const twelve = blocks('12-day-challenge')
const started = blocks('getstarted')
const freedom = blocks('freedom')
const freelancing = blocks('freelancing')
const xmas = blocks('xmas')
const training = blocks('training')
const anniv = blocks('anniv')
const fastTrack = blocks('fast-track')
const fast = blocks('fast')

/** The marketing pages' names in the back office, by path. */
export const MARKETING_PAGE_NAMES: Record<MarketingPath, string> = {
  '/lessons': 'Lessons',
  '/fts': 'Free Training Series',
  '/samplepackages': 'Sample Packages',
  '/challenge': 'Challenge',
  '/enroll': 'Enroll',
  '/va': 'Virtual Assistant Careers',
  '/free-lessons': 'Free Lessons',
  '/12-day-challenge': '12-Day Challenge',
  '/getstarted': 'Get Started',
  '/freedom': 'Freedom',
  '/freelancing': 'Freelancing',
  '/xmas': 'Christmas Promo',
  '/training': 'Training',
  '/anniv': 'Anniversary Promo',
  '/fast-track': 'Fast Track',
  '/fast': 'Client Getting Sales',
}

export const MARKETING_DEFAULTS: Record<MarketingPath, LandingDocument> = {
  '/lessons': page('Lessons for Filipino freelancers | Tribe', 'Step-by-step lessons on finding clients, pricing your services and working from home, from the Tribe community of Filipino freelancers.', [
    lessons.hero(
      'Learn freelancing one lesson at a time',
      'Short, practical lessons made for Filipinos who want to earn from home: from your first profile to your first client and beyond.',
      'Watch the free training',
      '/free-training',
    ),
    lessons.text(
      'inside',
      'What the lessons cover',
      [
        '- **Getting started:** the kinds of online work, the skills clients pay for and where to find them.',
        '- **Your profile and portfolio:** a profile that gets replies, and samples even before your first client.',
        '- **Proposals and interviews:** how to apply, follow up and talk about your rate with confidence.',
        '- **Working with clients:** tools, time zones, invoices and keeping clients for the long term.',
        '',
        'Each lesson is a short video with a task at the end. Members earn Tribe Points for every task they finish.',
      ].join('\n'),
    ),
    lessons.workshop('Join the live workshop', 'beginner'),
    lessons.testimonials('From our members', [
      { quote: 'I watched one lesson every night after work. Two months later I had my first client as a social media assistant.', name: 'Joy', detail: 'Social media assistant, Cebu' },
      { quote: 'The proposal lessons changed everything. I stopped copying templates and started getting replies.', name: 'Mark', detail: 'Graphic designer, Davao' },
      { quote: 'Simple explanations, real examples. I finally understood what clients want.', name: 'Liza', detail: 'Virtual assistant, Laguna' },
    ]),
    lessons.faq([FAQ.noExperience, FAQ.equipment, FAQ.time]),
    lessons.optIn('Get new lessons by e-mail', 'Leave your details and we will send you each new free lesson as it comes out.', 'Send me the lessons', 'Thank you! Check your inbox for the first lesson.'),
  ]),

  '/fts': page('Free Training Series | Tribe', 'A free 3-part video training and live workshop for Filipinos who want to start freelancing from home. Watch at your own pace.', [
    fts.hero('The Free Training Series', 'Three short videos and a 3-day live workshop that show you how Filipinos land their first online clients, free.', 'Start the free training', '/free-training'),
    fts.text(
      'parts',
      'What you will learn',
      [
        '1. **Part 1: Is freelancing for you?** The kinds of online work, what they pay and what you need to start.',
        '2. **Part 2: Your first offer.** Turning what you already know into a service a client will pay for.',
        '3. **Part 3: Your first client.** Where to look, how to apply and what to say in your first message.',
        '',
        'After the videos, join the live workshop on Zoom: three evenings of teaching and questions, each with a recording and a freebie.',
      ].join('\n'),
    ),
    fts.workshop('Live workshop for beginners', 'beginner'),
    fts.workshop('Live workshop for experienced freelancers', 'experienced'),
    fts.testimonials('What viewers say', [
      { quote: 'I thought freelancing was only for IT people. Part 2 showed me that my admin work is a service clients look for.', name: 'Rhea', detail: 'Former office clerk, Pampanga' },
      { quote: 'The workshop recordings were gold. I rewatched day 2 three times before writing my profile.', name: 'Paolo', detail: 'Data entry specialist, Iloilo' },
    ]),
    fts.faq([
      { question: 'Is it really free?', answer: 'Yes. The videos and the live workshop cost nothing. At the end we tell you about the Tribe, our paid community, but joining is your choice.' },
      FAQ.noExperience,
      { question: 'What if I miss a live day?', answer: 'Each day has a recording on the training page once the workshop is over.' },
    ]),
    fts.optIn('Save your seat', 'We will e-mail you the links to the videos and remind you before each live day.', 'Save my seat', 'You are in! We sent the links to your e-mail.'),
  ]),

  '/samplepackages': page('Sample service packages for freelancers | Tribe', 'Ready-made examples of freelance service packages and rates, so you can offer your skills to clients with confidence.', [
    samples.hero('Sample service packages', 'Not sure what to offer or how much to charge? Start from packages that real Filipino freelancers use with their clients.', 'Get the sample packages', '/samplepackages#samplepackages-opt-in'),
    samples.text(
      'packages',
      'Three packages to adapt',
      [
        '**Starter: Inbox and calendar management.** 10 hours a week: e-mail sorting, replies from templates, meeting scheduling and a weekly summary.',
        '',
        '**Growth: Social media management.** 3 platforms, 12 posts a month with captions and graphics, comment replies and a monthly report.',
        '',
        '**Premium: Online business support.** A dedicated assistant for 20 hours a week: customer support, order processing, bookkeeping entries and project tracking.',
        '',
        'Each package comes with a one-page description you can send to clients, what is included and not included, and a suggested rate range in US dollars and pesos.',
      ].join('\n'),
    ),
    samples.testimonials('Members who used them', [
      { quote: 'I sent the Growth package to a coaching business owner and she signed the same week.', name: 'Carla', detail: 'Social media manager, Quezon City' },
      { quote: 'Having a clear package made it easy to say my rate without feeling shy.', name: 'Jun', detail: 'Virtual assistant, Batangas' },
    ]),
    samples.faq([
      { question: 'Can I change the packages?', answer: 'Please do. They are starting points: change the hours, the tasks and the rate to match your skills and your client.' },
      { question: 'Are the rates fixed?', answer: 'No. The ranges are what our members charge today. Start where you are comfortable and raise your rate as your results grow.' },
      FAQ.tribe,
    ]),
    samples.optIn('Send me the sample packages', 'Leave your details and we will e-mail you the three packages with their client descriptions.', 'Send the packages', 'Sent! Check your inbox (and the Promotions tab).'),
  ]),

  '/challenge': page('The Tribe Challenge | Tribe', 'Take the challenge: small daily tasks that move you from "I want to freelance" to sending your first proposals, with a community cheering you on.', [
    challenge.hero('Take the Tribe Challenge', 'Small daily tasks, a group that keeps you accountable, and real progress toward your first online client.', 'Join the challenge', '/challenge#challenge-opt-in'),
    challenge.text(
      'how',
      'How the challenge works',
      [
        'Every day you get one short task: set up a profile, write your service offer, make a sample, send a proposal. Each task takes less than an hour.',
        '',
        'You post your task in your challenge group, where other members and our coaches give feedback. Finish tasks to earn Tribe Points and climb the leaderboard.',
      ].join('\n'),
    ),
    challenge.testimonials('Challenge finishers', [
      { quote: 'I had been "planning" to freelance for a year. The challenge made me actually do it.', name: 'Ana', detail: 'Customer support specialist, Bulacan' },
      { quote: 'My group checked on me every day. I sent more proposals in one week than in the whole year before.', name: 'Rico', detail: 'Video editor, Cavite' },
    ]),
    challenge.faq([FAQ.noExperience, FAQ.time, { question: 'What happens after the challenge?', answer: 'You keep your profile, your samples and your group. Many finishers join the Tribe to keep going with the full courses and a success manager.' }]),
    challenge.optIn('Join the next challenge', 'We will e-mail you when the next challenge starts and how to join your group.', 'Count me in', 'You are on the list! We will e-mail you before day 1.'),
  ]),

  '/enroll': page('Join the Tribe | Tribe', 'Join the Tribe: courses, weekly live events, stages of tasks that earn Tribe Points, and a success manager for your freelancing journey.', [
    enroll.hero('Join the Tribe', 'Everything you need to build a freelancing career from home, with people who have done it and will help you do it too.', 'Ask us about enrolling', '/enroll#enroll-opt-in'),
    enroll.text(
      'included',
      'What members get',
      [
        '- **Courses** for beginners and experienced freelancers: virtual assistance, social media, design, video editing and more.',
        '- **Live events every week:** workshops, hot seats and client-getting sessions, all recorded.',
        '- **Stages of tasks** that take you from setup to steady clients, each task earning Tribe Points.',
        '- **A success manager** who follows your progress and helps when you are stuck.',
        '- **Accountability groups** of members at your stage.',
      ].join('\n'),
    ),
    enroll.testimonials('Why members stay', [
      { quote: 'My success manager noticed I had gone quiet and messaged me. That message is why I did not quit.', name: 'Grace', detail: 'Executive assistant, Makati' },
      { quote: 'The weekly live sessions feel like a classroom with friends. I always leave with something to do.', name: 'Dennis', detail: 'Bookkeeper, Bacolod' },
      { quote: 'The stages tell me exactly what to do next. No more guessing.', name: 'Mae', detail: 'Content writer, Tarlac' },
    ]),
    enroll.faq([FAQ.tribe, FAQ.payment, FAQ.guarantee, FAQ.time]),
    enroll.optIn('Talk to our team', 'Leave your details and our team will reach out to answer your questions and help you choose an offer.', 'Contact me', 'Thank you! Our team will reach out within two working days.'),
  ]),

  '/va': page('Become a virtual assistant | Tribe', 'Start a career as a virtual assistant from home: the skills, the tools and how Filipino VAs find their first clients.', [
    va.hero('Become a virtual assistant', 'Filipino VAs are trusted by businesses around the world. Learn the skills, set up your tools and find your first client from home.', 'Start with the free training', '/free-training'),
    va.text(
      'work',
      'What a virtual assistant does',
      [
        'A virtual assistant helps a business owner from a distance: managing e-mail and calendars, answering customers, updating spreadsheets, posting on social media, booking travel and keeping projects on track.',
        '',
        'You do not need a degree. Clients look for people who are reliable, communicate clearly and learn tools quickly, and those are skills you can practise.',
      ].join('\n'),
    ),
    va.text(
      'path',
      'Your path in the Tribe',
      [
        '1. Learn the core VA tools: Google Workspace, Canva, Trello and Slack.',
        '2. Build a simple portfolio with sample tasks.',
        '3. Write an offer and a profile that stand out.',
        '4. Send proposals with feedback from coaches and your group.',
      ].join('\n'),
    ),
    va.testimonials('VAs from the Tribe', [
      { quote: 'I was a call centre agent for six years. Now I am a full-time VA for an Australian real estate agent, working from home in Naga.', name: 'Tess', detail: 'Real estate VA' },
      { quote: 'The sample tasks gave me a portfolio before I had a single client.', name: 'Allan', detail: 'E-commerce VA, General Santos' },
    ]),
    va.faq([FAQ.noExperience, FAQ.equipment, { question: 'How much do VAs earn?', answer: 'New VAs often start at US$3 to US$5 an hour and grow from there as they specialise. Rates depend on your skills, your niche and your client.' }]),
    va.optIn('Get the VA starter guide', 'We will e-mail you a checklist of the skills and tools clients ask for most.', 'Send me the guide', 'Check your inbox for the VA starter guide.'),
  ]),

  '/free-lessons': page('Free freelancing lessons | Tribe', 'Free lessons from the Tribe community: start freelancing from home, find clients and price your services.', [
    freeLessons.hero('Free freelancing lessons', 'A taste of how we teach: real lessons from our courses, free for anyone who wants to start working from home.', 'Watch now', '/free-training'),
    freeLessons.text(
      'list',
      'Free lessons you can watch today',
      [
        '- **Which online job fits you?** A quick way to match your experience to the work clients need.',
        '- **Your profile in 30 minutes:** the five parts every client reads first.',
        '- **The proposal that gets replies:** a simple structure you can reuse.',
      ].join('\n'),
    ),
    freeLessons.workshop('Live workshop for beginners', 'beginner'),
    freeLessons.testimonials('Learners say', [
      { quote: 'Even the free lessons taught me more than the paid course I bought before.', name: 'Kim', detail: 'Transcriptionist, Baguio' },
      { quote: 'Clear, practical and in a language I understand.', name: 'Nestor', detail: 'Web researcher, Zamboanga' },
    ]),
    freeLessons.faq([FAQ.noExperience, FAQ.equipment, FAQ.tribe]),
    freeLessons.optIn('Get the next free lesson', 'New free lessons come out every month. Leave your details and we will send them to you.', 'Send me lessons', 'You are subscribed! The next lesson will be in your inbox.'),
  ]),

  '/12-day-challenge': page('The 12-Day Freelancing Challenge | Tribe', 'Twelve days, twelve small tasks: set up your profile, build samples and send your first proposals with the Tribe community.', [
    twelve.hero('The 12-Day Freelancing Challenge', 'In 12 days you will have a profile, a service offer, two samples and your first proposals sent, one small task a day.', 'Join the challenge', '/12-day-challenge#12-day-challenge-opt-in'),
    twelve.text(
      'days',
      'The 12 days',
      [
        '1. Choose your service  \n2. Study three job posts  \n3. Write your offer  \n4. Set up your profile  \n5. Make sample 1  \n6. Make sample 2',
        '',
        '7. Build a one-page portfolio  \n8. Write your proposal template  \n9. Send three proposals  \n10. Follow up  \n11. Practise an interview  \n12. Plan your next 30 days',
        '',
        'Each day has a short video, a task and a check-in with your challenge group. Finish all 12 and earn a badge and bonus Tribe Points.',
      ].join('\n'),
    ),
    twelve.testimonials('Challenge finishers', [
      { quote: 'Day 9 was scary, but my group pushed me. One of those three proposals became my first client.', name: 'Bea', detail: 'Social media assistant, Pangasinan' },
      { quote: 'Twelve days sounded long. It flew by, and I finally had a portfolio.', name: 'Jomar', detail: 'Graphic designer, Leyte' },
    ]),
    twelve.faq([
      { question: 'How long does each day take?', answer: 'Between 30 and 60 minutes. If you fall behind, catch up on the weekend: the tasks stay open.' },
      FAQ.noExperience,
      FAQ.time,
    ]),
    twelve.optIn('Join the next 12-day challenge', 'We will e-mail you the start date and how to join your group.', 'Join the challenge', 'You are in! Watch your inbox for day 1.'),
  ]),

  '/getstarted': page('Get started with freelancing | Tribe', 'New to freelancing? Start here: the first steps to earning from home, and how the Tribe community helps you take them.', [
    started.hero('Get started with freelancing', 'Working from home is possible for you. Here is where to begin, one step at a time.', 'Start the free training', '/free-training'),
    started.text(
      'steps',
      'Your first three steps',
      [
        '1. **Watch the free training.** Three short videos on what online work is and what clients pay for.',
        '2. **Pick one service.** Start with what you already do well: admin work, writing, design, customer service.',
        '3. **Join a community.** Learning alone is hard. In the Tribe you get courses, live sessions, a group and a success manager.',
      ].join('\n'),
    ),
    started.testimonials('They started here', [
      { quote: 'I was a stay-at-home mom with no idea where to begin. Now I work four hours a day for a US client.', name: 'Mylene', detail: 'Virtual assistant, Rizal' },
      { quote: 'The first step was the hardest. After that the Tribe made it clear what to do next.', name: 'Arnel', detail: 'Bookkeeper, Cagayan de Oro' },
    ]),
    started.faq([FAQ.noExperience, FAQ.equipment, FAQ.tribe]),
    started.optIn('Send me the first steps', 'Leave your details and we will e-mail you the free training and a first-week plan.', 'Get started', 'Great start! Check your inbox.'),
  ]),

  '/freedom': page('Work from home and take back your time | Tribe', 'Freelancing gave our members time with family and control of their income. Learn how they did it with the Tribe.', [
    freedom.hero('Take back your time', 'No commute, no fixed shift, more time with your family. Freelancing from home gives you that freedom, when you build it step by step.', 'See how it starts', '/free-training'),
    freedom.text(
      'why',
      'Why our members chose freelancing',
      [
        'Some wanted to be home for their kids. Some were tired of four hours of traffic a day. Some wanted to earn in dollars without leaving the Philippines.',
        '',
        'Freedom does not come overnight. It comes from skills, a first client, then a second, and a community that keeps you going when it gets hard. That is what the Tribe is for.',
      ].join('\n'),
    ),
    freedom.testimonials('Freedom stories', [
      { quote: 'I used to leave home at 5 AM. Now I take my daughter to school and start work at 9.', name: 'Rowena', detail: 'Customer support specialist, Antipolo' },
      { quote: 'I moved back to my province and still earn more than I did in Manila.', name: 'Ben', detail: 'Web developer, Bohol' },
    ]),
    freedom.faq([FAQ.time, FAQ.guarantee, FAQ.tribe]),
    freedom.optIn('Start your freedom plan', 'We will e-mail you the free training and a simple plan for your first month.', 'Send my plan', 'Your plan is on its way!'),
  ]),

  '/freelancing': page('Freelancing for Filipinos | Tribe', 'What freelancing is, what kinds of work clients pay for, and how Filipinos start earning online with the Tribe community.', [
    freelancing.hero('Freelancing, explained', 'What it is, what you can earn and how to start, from a community of Filipino freelancers who work from home.', 'Watch the free training', '/free-training'),
    freelancing.text(
      'what',
      'What is freelancing?',
      [
        'Freelancing means offering your skills to clients, often abroad, and being paid per hour, per project or per month, without being their employee.',
        '',
        'Common services: **virtual assistance, customer support, social media management, graphic design, video editing, writing, bookkeeping and web development.**',
        '',
        'Clients find freelancers on job platforms, through referrals and on social media. You set your rate, your hours and the clients you work with.',
      ].join('\n'),
    ),
    freelancing.testimonials('Freelancers from the Tribe', [
      { quote: 'I did not know my Excel skills could pay in dollars. Now I do spreadsheets for three small businesses.', name: 'Lorna', detail: 'Data specialist, Batangas' },
      { quote: 'Freelancing is a real job. The Tribe taught me to treat it like one.', name: 'Vince', detail: 'Video editor, Marikina' },
    ]),
    freelancing.faq([
      FAQ.noExperience,
      { question: 'Is freelancing legal in the Philippines?', answer: 'Yes. Freelancers are self-employed: register with the BIR and pay your taxes like any business. Our courses include a lesson on it.' },
      FAQ.equipment,
    ]),
    freelancing.optIn('Learn more about freelancing', 'Leave your details and we will send you the free training and our beginner guide.', 'Send it to me', 'Sent! Check your inbox.'),
  ]),

  '/xmas': page('Christmas promo: join the Tribe | Tribe', 'Our Christmas promo: start the new year with a freelancing career. Join the Tribe at a special price until December 25.', [
    xmas.hero('A Christmas gift to yourself', 'Start the new year with new skills and your first online clients. Join the Tribe at our Christmas price, this season only.', 'Ask about the promo', '/xmas#xmas-opt-in'),
    // 11:59 PM on December 25 in Manila.
    xmas.countdown('The Christmas promo ends in', '2026-12-25T15:59:00.000Z', 'The Christmas promo has ended. Leave your details below to hear about our next offer.'),
    xmas.text(
      'offer',
      'What you get this Christmas',
      [
        '- Full access to the Tribe: every course, weekly live events and the stages of tasks.',
        '- A success manager from your first week.',
        '- **Christmas bonus:** our sample service packages and a New Year client-getting workshop.',
        '',
        'Pay in full or in instalments: the checkout shows the plan before you pay.',
      ].join('\n'),
    ),
    xmas.testimonials('Joined last Christmas', [
      { quote: 'I joined during last year’s Christmas promo. By March I had two clients.', name: 'Nina', detail: 'Virtual assistant, Dumaguete' },
      { quote: 'Best gift I gave myself. The bonus workshop alone got me my first interview.', name: 'Carlo', detail: 'Graphic designer, Cavite' },
    ]),
    xmas.faq([
      { question: 'Until when is the promo?', answer: 'Until 11:59 PM on December 25, Manila time. After that the regular price applies.' },
      FAQ.payment,
      FAQ.guarantee,
    ]),
    xmas.optIn('Get the Christmas offer', 'Leave your details and our team will send you the Christmas price and how to join.', 'Send me the offer', 'Merry Christmas! Our team will e-mail you the offer.'),
  ]),

  '/training': page('Free live training | Tribe', 'Join our free live training on Zoom: three evenings on how Filipinos start freelancing from home and land their first clients.', [
    training.hero('Free live training', 'Three evenings on Zoom with our coaches: learn how to start freelancing, ask your questions live, and get a freebie each day.', 'Register for free', '/free-training'),
    training.workshop('Beginners: the live days', 'beginner'),
    training.workshop('Experienced freelancers: the live days', 'experienced'),
    training.text(
      'agenda',
      'What happens in the training',
      [
        '**Day 1:** the online work that fits you, and what clients look for.',
        '',
        '**Day 2:** building your offer and profile, live, with examples from members.',
        '',
        '**Day 3:** finding clients and sending proposals that get replies, and how the Tribe helps you keep going.',
      ].join('\n'),
    ),
    training.testimonials('Past attendees', [
      { quote: 'I asked my question on day 2 and the coach rewrote my profile headline live. I got a reply that week.', name: 'Jessa', detail: 'Customer support VA, Iloilo' },
      { quote: 'Three evenings well spent. The freebies are things I still use.', name: 'Ramon', detail: 'Bookkeeper, Quezon City' },
    ]),
    training.faq([
      { question: 'Is the training free?', answer: 'Yes, all three days. You only need to register with your name, e-mail and mobile number.' },
      { question: 'What if I cannot attend live?', answer: 'Each day has a recording on the training page once the workshop is over.' },
      FAQ.noExperience,
    ]),
    training.optIn('Register for the training', 'We will e-mail you the Zoom details and remind you before each day.', 'Register', 'You are registered! Check your inbox for the details.'),
  ]),

  '/anniv': page('Anniversary promo | Tribe', 'The Tribe turns another year older and you get the gift: a special anniversary price on the Tribe membership, for a limited time.', [
    anniv.hero('Celebrate with us', 'Another year of Filipino freelancers helping each other grow. To celebrate, we are opening the Tribe at a special anniversary price.', 'Ask about the promo', '/anniv#anniv-opt-in'),
    // 11:59 PM on March 15 in Manila.
    anniv.countdown('The anniversary promo ends in', '2027-03-15T15:59:00.000Z', 'The anniversary promo has ended. Leave your details below to hear about our next offer.'),
    anniv.text(
      'year',
      'A year of the Tribe',
      [
        'This year our members finished thousands of tasks, joined weekly live events and landed clients from the US, Australia, the UK and here at home.',
        '',
        'For our anniversary, new members get the full Tribe (courses, live events, stages, a success manager) with **anniversary bonuses**: our sample service packages and a live portfolio review.',
      ].join('\n'),
    ),
    anniv.testimonials('Members celebrating with us', [
      { quote: 'One year ago I joined with zero clients. Today I have a team of two VAs helping me.', name: 'Karen', detail: 'Online business manager, Cebu' },
      { quote: 'The community is the reason I am still freelancing. Happy anniversary, Tribe!', name: 'Jay', detail: 'Web developer, Davao' },
    ]),
    anniv.faq([
      { question: 'Until when is the promo?', answer: 'Until the countdown above ends, Manila time. After that the regular price applies.' },
      FAQ.payment,
      FAQ.tribe,
    ]),
    anniv.optIn('Get the anniversary offer', 'Leave your details and our team will send you the anniversary price and the bonuses.', 'Send me the offer', 'Thank you for celebrating with us! Check your inbox.'),
  ]),

  '/fast-track': page('Fast Track: your first client sooner | Tribe', 'The Fast Track: a focused path through the Tribe for people ready to put in the hours and land their first client in weeks.', [
    fastTrack.hero('The Fast Track', 'Ready to go all in? The Fast Track is a focused plan with weekly coaching for members who want their first client as soon as possible.', 'Ask about the Fast Track', '/fast-track#fast-track-opt-in'),
    fastTrack.text(
      'plan',
      'How the Fast Track works',
      [
        '- **Week 1:** choose your service, set up your profiles and finish your samples.',
        '- **Week 2:** write your offer and send your first ten proposals, with feedback from a coach.',
        '- **Weeks 3 to 6:** daily proposals, interview practice and a weekly check-in with your success manager.',
        '',
        'It asks for about two hours a day. In return you get a clear plan and people watching your progress.',
      ].join('\n'),
    ),
    fastTrack.testimonials('Fast Trackers', [
      { quote: 'Four weeks in, I signed a part-time client. The daily proposals felt like a lot until they worked.', name: 'Ivy', detail: 'Virtual assistant, Bulacan' },
      { quote: 'The weekly check-ins kept me honest. I could not hide from my success manager!', name: 'Mike', detail: 'SEO specialist, Laguna' },
    ]),
    fastTrack.faq([
      { question: 'Who is the Fast Track for?', answer: 'For people who can give about two hours a day for six weeks and want to move quickly. If you have less time, the regular Tribe path works at your pace.' },
      FAQ.guarantee,
      FAQ.payment,
    ]),
    fastTrack.optIn('Apply for the Fast Track', 'Leave your details and a coach will contact you to see if the Fast Track fits you.', 'Apply now', 'Thank you! A coach will contact you soon.'),
  ]),

  '/fast': page('Client getting, fast | Tribe', 'A focused sale on our client-getting programme: the proposals, outreach and interview skills that land freelance clients, at a limited-time price.', [
    fast.hero('Get clients faster', 'Already have a skill but no clients? Our client-getting programme teaches the outreach, proposals and interviews that turn job posts into paying work.', 'Ask about the sale', '/fast#fast-opt-in'),
    fast.text(
      'programme',
      'What the client-getting programme covers',
      [
        '- **Finding the right job posts** and spotting the good clients in them.',
        '- **Proposals that get replies:** structure, personal touches and follow-ups.',
        '- **Outreach without platforms:** reaching business owners directly, politely.',
        '- **Interviews and rates:** answering with confidence and saying your price.',
        '',
        'With weekly live hot seats where coaches review your proposals in front of the group.',
      ].join('\n'),
    ),
    fast.testimonials('Members who got clients', [
      { quote: 'I had sent 80 proposals with no replies. After the proposal lesson I got three interviews in a week.', name: 'Dianne', detail: 'Graphic designer, Pampanga' },
      { quote: 'The outreach module got me a client from a Facebook group, no platform fees.', name: 'Ronald', detail: 'Bookkeeper, Cavite' },
    ]),
    fast.faq([
      { question: 'Do I need experience?', answer: 'It helps to already have one skill you can offer. If you are starting from zero, begin with the free training first.' },
      FAQ.payment,
      FAQ.guarantee,
    ]),
    fast.optIn('Get the sale price', 'Leave your details and our team will send you the sale price while it lasts.', 'Send me the price', 'Thank you! Check your inbox for the sale price.'),
  ]),
}

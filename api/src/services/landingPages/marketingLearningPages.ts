// The marketing pages about learning to freelance (lessons, the free training, careers): their first
// documents, part of marketingDefaults.ts.
import type { LandingDocument } from '../../../../common/landingPages'
import { blocks, FAQ, page } from './marketingBlocks'

const lessons = blocks('lessons')
const fts = blocks('fts')
const freeLessons = blocks('free-lessons')
const va = blocks('va')
const started = blocks('getstarted')
const freedom = blocks('freedom')
const freelancing = blocks('freelancing')
const training = blocks('training')

export const LEARNING_PAGES = {
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
} satisfies Record<string, LandingDocument>

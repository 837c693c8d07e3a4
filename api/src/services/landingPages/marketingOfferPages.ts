// The marketing pages that sell or sign people up (packages, challenges, enrolling, promos): their
// first documents, part of marketingDefaults.ts.
import type { LandingDocument } from '../../../../common/landingPages'
import { blocks, FAQ, page } from './marketingBlocks'

const samples = blocks('samplepackages')
const challenge = blocks('challenge')
const enroll = blocks('enroll')
const twelve = blocks('12-day-challenge')
const xmas = blocks('xmas')
const anniv = blocks('anniv')
const fastTrack = blocks('fast-track')
const fast = blocks('fast')

export const OFFER_PAGES = {
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
} satisfies Record<string, LandingDocument>

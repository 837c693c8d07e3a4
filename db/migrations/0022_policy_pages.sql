-- The policy pages' texts (docs/product.md, "Policy pages"), in every database that migrates
-- (production is never seeded). The same text as api/src/services/policies/policyDefaults.ts, which the
-- code shows when a row is missing; staff edit these rows on /default-settings.
INSERT INTO "settings" ("name", "value", "type", "scope", "description", "created_at", "updated_at") VALUES
	('terms-conditions', '## About these terms

These Terms and Conditions ("Terms") govern your use of Tribe, the online learning community for Filipino freelancers and work-from-home learners, including its courses, live events, resources, community groups and affiliate programme (the "Platform"). The Platform is run by [registered business name], [business address] ("Tribe", "we" or "us").

By creating an account, buying a membership or using the Platform, you agree to these Terms, our [Privacy Policy](/privacy-policy) and our [Refund Policy](/refund-policy). If you do not agree, please do not use the Platform.

## Eligibility and your account

- You must be at least 18 years old to create an account or buy a membership.
- One account is for one person. Do not share your login or use someone else''s account.
- Give true details and keep them up to date. We send reminders, receipts and password reset codes to your account''s e-mail address.
- Keep your password secret. You are responsible for what is done through your account; if you think someone else has used it, change your password and tell us at [support e-mail].
- If one person has several accounts, we may merge them into one.

## Memberships and prices

A membership gives you access to the courses, events, resources and community features of the offer you bought, for the period shown at checkout: a number of days, or lifetime access. "Lifetime" means for as long as we run the Platform and offer that membership.

Prices are in Philippine pesos (PHP) and include applicable taxes unless checkout says otherwise. You pay the price quoted when you start your checkout, even if we change it afterwards. A discount code works only for its offer, within its dates and uses, and has no cash value.

## Paying in full or in instalments

You may pay in full or, where the offer allows it, in instalments. Checkout shows the amount due today and the payment plan before you pay. Your access starts once the first payment is confirmed. Each later instalment is due on the date in your payment schedule, shown in [Billing and Subscriptions](/account).

You may pay online through our payment provider (for example by card or GCash), or by GCash, Maya or bank transfer with a proof of payment uploaded on your billing page; a manual payment counts once our team confirms it. We e-mail a receipt for each confirmed payment and send reminders around each due date, but please pay on time even if a reminder does not reach you.

## Overdue instalments

An instalment not paid on its due date is overdue. You have a **grace period of 14 days** after the due date to settle it, and you keep your access meanwhile. If it is still unpaid after the grace period, we may suspend your access or end your membership until it is paid. Instalments already paid are not refunded when access ends for non-payment.

## Expiry and renewal

A membership with a fixed period ends at the end of its last day, Manila time; we remind you 7 days and 1 day before. **Memberships do not renew automatically**, and we never charge you without your action. You may renew from 7 days before the end until 14 days after it. Buying a membership you already have, when it is not ending within 7 days, is treated as a duplicate payment and refunded.

## Using the content

Our courses, videos, live sessions, recordings, templates and files are for your personal learning. We give you a personal, non-exclusive, non-transferable licence to use them while your membership is active; templates we let you download may be used in your own freelance work. You may not:

- share your account, live session links or recordings with others;
- download, screen-record, copy, sell or redistribute our videos, lessons or files, except files we offer for download for your own use;
- use our content to teach others or to make a competing course or product;
- use bots or scrapers, or try to get around our access controls or security.

Live sessions may be recorded and shared with members; keep your camera and microphone off if you prefer not to appear.

## Community rules

When you post wins, join groups, events or challenges, or message other members:

- be respectful: no harassment, bullying, threats, hate speech or discrimination;
- no spam;
- no selling, recruiting or promoting products, services or schemes inside groups, events or chats without our written permission;
- post truthful wins: do not fake or exaggerate earnings, screenshots, clients or reviews;
- do not share other members'' personal details or private conversations without their consent;
- post nothing illegal, obscene, infringing or harmful.

Your name, picture, batch, stage and wins are visible to other signed-in members. You keep ownership of what you post and allow us to show it on the Platform. We may remove anything that breaks these Terms, and we will ask before using your wins in our marketing.

## Tribe Points

Tribe Points show your progress in tasks and stages. They have **no cash value** and cannot be sold, transferred or exchanged for money. Any rewards will come with their own rules. We may correct points given by mistake.

## Affiliates

Members who join our affiliate programme are also bound by the separate [Affiliate Terms](/affiliate/terms), which prevail on affiliate matters.

## No guarantee of income or results

**We do not guarantee that you will get clients, a job or any income.** Results depend on your own effort, skills and time, the market and other things outside our control. Wins shared by members and coaches are their own experiences, not typical results or a promise. We are not an employer or a recruitment or placement agency, and our content is not legal, tax or financial advice.

## Intellectual property

The Platform, the Tribe name and logo, and all courses and materials on it belong to us or our licensors and are protected by the Intellectual Property Code of the Philippines (Republic Act No. 8293). Apart from the licence above, these Terms give you no rights to them.

## Third-party services

Our payment provider, Zoom, YouTube, Vimeo and other services we use have their own terms, which also apply.

## Suspension and termination

We may suspend or close your account, or end your membership, if you break these Terms, share your account, do not pay as described above, commit fraud, or if the law requires it. Where reasonable, we will first tell you why and let you explain. A membership ended for a serious breach is not refunded.

You may ask us to close your account at any time at [support e-mail]. Your access then ends and we stop collecting instalments not yet due; refunds follow our [Refund Policy](/refund-policy).

## Limitation of liability

We provide the Platform "as is" and cannot promise it will always be available or error-free. As far as the law allows, we are not liable for indirect loss, such as lost earnings, clients or opportunities, and our total liability for any claim is limited to what you paid us in the 12 months before it arose. Nothing here limits liability for fraud, bad faith or gross negligence, or your rights under the Consumer Act of the Philippines (Republic Act No. 7394).

## Changes to these terms

We may update these Terms. The date of the latest version is shown on this page, and we will tell you of important changes by e-mail or on the Platform before they take effect. Using the Platform afterwards means you accept them.

## Governing law and disputes

These Terms are governed by the laws of the Republic of the Philippines. Please contact us first so we can try to settle any complaint within 30 days. Otherwise, disputes shall be brought exclusively before the proper courts of [city], Philippines, without prejudice to your right to complain to the Department of Trade and Industry or another competent agency.

## Contact us

- **Business:** [registered business name]
- **Address:** [business address]
- **E-mail:** [support e-mail]
', 'text', 'default', 'The Terms and Conditions page (/terms-conditions), in markdown. The page shows the day this was last saved.', '2026-11-28 00:00:00+08', '2026-11-28 00:00:00+08'),
	('privacy-policy', '## Our commitment

[registered business name] ("Tribe", "we" or "us") runs Tribe, an online learning community for Filipino freelancers and work-from-home learners (the "Platform"). This policy explains what personal information we collect, why, who we share it with and how we protect it, in line with the Data Privacy Act of 2012 (Republic Act No. 10173), its Implementing Rules and Regulations, and the rules of the National Privacy Commission (NPC). We are the personal information controller of the information described here.

## What we collect

- **Account details:** your name, e-mail address and password. We keep only a one-way scrambled form (a hash) of your password, never the password itself.
- **Profile details you choose to add:** sex, birth date, mobile number, location, time zone, profile picture, social media links and the wins you post.
- **Membership and payment records:** what you bought, your payment plan and schedule, invoices, amounts, discount codes, payment method and reference numbers, refunds, and the proofs of payment you upload (such as a GCash, Maya or bank receipt). Card payments are made on our payment provider''s secure page: **we never receive or store your full card number.**
- **Learning and community records:** your batch, group, stage and success manager, lessons and tasks you finish, Tribe Points, form answers (such as the Journey Form), bug reports and files you upload.
- **Affiliate details, if you join the affiliate programme:** your payout details (GCash number, or bank and account number, and account name), referrals and commissions.
- **Technical data:** the IP address and browser type of your sessions, and a record of important actions (payments, access and account changes) with the IP address they came from.

We collect this from you, from your use of the Platform, from our payment provider when it confirms a payment, and from our staff when they enrol you.

## Why we use it, and our lawful basis

- **To give you your membership** (our contract with you): your account, access to courses, events and resources, progress, stages, groups and coaching.
- **To handle payments** (contract, and legal obligation): checkout, instalments, reminders, receipts, refunds, and the accounting and tax records the law requires.
- **To keep the Platform safe** (legitimate interest): limiting sign-in attempts, preventing fraud and abuse, and recording who changed what.
- **To run the affiliate programme** (contract and legitimate interest): crediting referrals and paying commissions.
- **To improve the Platform** (legitimate interest): fixing problems and learning which lessons help most.
- **To send news and offers** (consent, which you may withdraw at any time).
- **Your birth date** (consent): it reveals your age, which the law treats as sensitive personal information. You may leave it blank.

**We do not sell your personal information.**

## Who we share it with

- **Payment providers**, to process payments and refunds.
- **E-mail delivery services**, to send reminders, receipts and reset codes.
- **Hosting and storage providers**, which keep the Platform running. Some may store data outside the Philippines; we require them to protect it as this policy does.
- **YouTube, Vimeo and Zoom**, when you watch a video or join a live session.
- **The affiliate whose link you used, if any:** they see only your name, a partly hidden e-mail address (such as ma***@gmail.com), the link you came through, and whether you have signed up, paid or have an overdue payment. Never your full e-mail, mobile number, payment details or learning records.
- **Other members:** your name, picture, batch, stage and wins are visible to signed-in members. Your leaders, coaches and success manager see the progress they need to guide you.
- **Our staff**, only as their role needs. Proofs of payment are seen only by you and our payments team.
- **Government authorities**, such as the Bureau of Internal Revenue or the courts, when the law requires it.

## How long we keep it

- **Account and learning records:** while your account is open. Closed accounts are archived; on a valid erasure request we delete or anonymise what the law allows.
- **Payment and refund records:** for the period Philippine tax and accounting rules require.
- **Sessions:** until you sign out, after 72 hours without activity, or at most 14 days.
- **E-mails we send:** kept for 30 days, then deleted. Reset codes expire after 10 minutes.
- **Referral records:** the referral cookie lasts 30 days; referral records are kept while needed to pay commissions.
- **Activity records:** as long as needed for security and resolving disputes.

## How we protect it

- Connections to the Platform are encrypted (HTTPS).
- Passwords, session keys and reset codes are stored only as one-way hashes.
- Staff access is limited by role, and every action our support staff take while viewing the Platform as you is recorded.
- Repeated wrong passwords or codes are blocked for a time.
- If a breach happens that the law requires us to report, we will notify the NPC and the people affected within the required period.

## Your rights

Under the Data Privacy Act, you have the right:

- **to be informed** whether and how your personal information is processed;
- **to access** your information and get a copy of it;
- **to object** to processing, including marketing, and to withdraw consent;
- **to erasure or blocking** of information that is false, outdated, unlawfully obtained or no longer needed;
- **to damages** for harm caused by inaccurate or unlawfully used information;
- **to data portability**, receiving your information in a common electronic format;
- **to rectification** of wrong information (you can correct most details on your [profile page](/profile/edit));
- **to file a complaint** with the National Privacy Commission ([www.privacy.gov.ph](https://www.privacy.gov.ph)).

To use these rights, e-mail our Data Protection Officer (below). We may first confirm your identity, and we will answer without undue delay. The law may limit some requests, such as erasing payment records we must keep.

## Cookies

- **tribe_session** keeps you signed in. It is necessary for the Platform and ends when you sign out, or after at most 14 days.
- **tribe_ref** is set when you open an affiliate''s link. It holds only a random visitor number, not your name or e-mail, so the affiliate is credited if you sign up within 30 days.
- **Browser storage** remembers small preferences on your device, such as banners you closed.

We use **no advertising or analytics trackers**. Embedded YouTube or Vimeo players may set their own cookies when you play a video. You can block cookies, but you cannot sign in without the session cookie.

## Children

The Platform is for adults aged 18 and over. We do not knowingly collect information from children; if you believe a child has given us some, contact us and we will delete it.

## Changes to this policy

We may update this policy. The date of the latest version is shown on this page, and we will tell you of important changes by e-mail or on the Platform.

## Contact our Data Protection Officer

- **Data Protection Officer,** [registered business name]
- **Address:** [business address]
- **E-mail:** [privacy e-mail]
', 'text', 'default', 'The Privacy Policy page (/privacy-policy), in markdown. The page shows the day this was last saved.', '2026-11-28 00:00:00+08', '2026-11-28 00:00:00+08'),
	('refund-policy', '## In short

We want you to be confident when you join Tribe. This policy explains when we refund, how to ask and how long it takes. It is part of our [Terms and Conditions](/terms-conditions). All amounts are in Philippine pesos.

## 7-day refund on your first purchase

If you bought a Tribe membership for the first time and it is not right for you, you may ask for a **full refund within 7 calendar days from your first payment** (Manila time). You do not need to give a reason. We refund everything you have paid for that membership so far. This applies once per person.

## Payments we always refund

Some payments should not have been taken or could not be honoured. Our system records these as a refund due for our payments team, gives no access for them, and we refund them even after 7 days:

- you paid twice for the same offer, or bought a membership you already have that is not ending within 7 days (paying in those last 7 days is an early renewal, not a duplicate);
- you were charged an amount different from the price quoted at checkout;
- the offer closed, or its payment plan changed, before your payment reached us;
- your discount code was used up before your payment went through;
- you paid an instalment that was already paid another way.

If you sent a manual payment by mistake, such as the wrong amount, tell us and we will refund it.

## Instalment plans

- **Within the 7 days:** we refund all instalments paid so far and cancel the rest.
- **After the 7 days:** instalments already paid are not refundable. If you want to stop, tell us: we will end your membership and cancel the instalments not yet due.
- If you simply stop paying, the overdue rules of our Terms apply: a 14-day grace period after the due date, after which your access may be suspended.

## After a refund

- Your access to the refunded membership and its courses, events and resources ends.
- Its unpaid instalments are cancelled, and we send no more reminders for them.
- Your account stays, and you may join again later at the price of that time.
- We keep a record of the payment and the refund, as the law requires.

## What we do not refund

- Requests after the 7-day window, except the payments we always refund.
- Renewals, and repeat purchases of a membership you had before.
- Time lost because your access was suspended for non-payment or ended for breaking our Terms.
- Fees your bank or e-wallet charged you for sending a payment.
- Free offers and Tribe Points.

## How to ask

E-mail [support e-mail] from your account''s e-mail address with your full name, the membership, the date and amount of the payment, and its reference number (GCash or bank reference, or our payment provider''s receipt). For a refund to a bank account, add the bank, account number and account name.

## How long it takes and how you get it

We reply within 3 working days. Once we approve a refund, we send it within 15 working days and e-mail you its reference.

We refund the way you paid: to the same card through our payment provider, to the same GCash or Maya number, or to a bank account in your name. Card refunds may take a few more banking days to appear on your statement. If the original method cannot be used, we will agree another account in your name with you.

## Chargebacks

Please contact us before disputing a payment with your bank; we can usually fix it faster. While a dispute is open, we may pause the membership it concerns.

## Your rights

Nothing in this policy limits your rights under the Consumer Act of the Philippines (Republic Act No. 7394) or other Philippine laws.
', 'text', 'default', 'The Refund Policy page (/refund-policy), in markdown. The page shows the day this was last saved.', '2026-11-28 00:00:00+08', '2026-11-28 00:00:00+08')
ON CONFLICT ("name") DO NOTHING;

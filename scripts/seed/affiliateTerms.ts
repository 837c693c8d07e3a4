// The affiliate programme terms as seeded (staff edit them at /default-settings, affiliate-terms).
export const AFFILIATE_TERMS = `Welcome to the Tribe affiliate programme. By accepting these terms you agree to share Tribe honestly and to follow the rules below.

1. Your links. You get a main link and one link for each open offer. A visitor who follows your link and signs up within the attribution window is yours for good: their later purchases earn you commission.

2. Commission. You earn your commission rate on every approved payment of a subscription bought by a person you referred, instalments included. Commission is pending during the hold period, then approved. Refunded or revoked payments earn nothing; commission already paid on them is deducted from your next payout.

3. No self-referral. Purchases by you, or by an account with your e-mail, earn no commission.

4. Honest promotion. Do not promise income, do not spam, do not bid on the Tribe brand name in paid ads, and do not pretend to be Tribe staff.

5. Payouts. Add your GCash number or bank account on the Payout page. Approved commission is paid once it reaches the minimum payout.

6. Changes. Tribe may change these terms, your rate or the programme with notice, and may suspend an affiliate who breaks them. Commission already earned is kept.`

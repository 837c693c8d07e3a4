// What points buy: not built yet. The spec (part 1 section 1) says rewards are "coming soon", and
// every screen that shows Tribe Points says so in these words.
export const REWARDS_COMING_SOON = 'Rewards for Tribe Points are coming soon.'

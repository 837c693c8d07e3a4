// The journeys' two browsers, from Debian (never a downloaded one): Chromium's old headless shell
// for every journey, and the full browser for those that need its PDF viewer. One home for both
// playwright.config.ts (which journeys use which) and `yarn rw test e2e` (which says what is missing).
export const BROWSERS = {
  headlessShell: { package: 'chromium-headless-shell', setting: 'CHROMIUM_HEADLESS_SHELL_PATH', path: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell' },
  full: { package: 'chromium', setting: 'CHROMIUM_PATH', path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
} as const

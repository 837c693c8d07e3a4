// The screenshots journeys take of the pages they touched: desktop and phone widths, full page,
// into docs/images, with the phone check that nothing scrolls sideways. The check runs in every run;
// the files are written only in a screenshot run (`yarn rw test e2e --screenshots`), so an ordinary
// run, CI's included, leaves the tracked images alone.
import { expect, type Page } from '@playwright/test'

/** True in a screenshot run: E2E_SCREENSHOTS=true, which `yarn rw test e2e --screenshots` sets. */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === 'true'

/** `docs/images/<stem>-1366.png` and `-390.png`; fails naming what sticks out if the phone width scrolls sideways. */
export async function screenshotBothWidths(page: Page, stem: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    // From the top: a page scrolled to its last field would draw the sticky navbar mid-shot.
    await page.evaluate(async () => {
      window.scrollTo(0, 0)
      await document.fonts.ready
    })
    if (width === 390) {
      // What sticks out, named in the failure, so a wide element is found at once.
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > 391)
          .slice(-3)
          .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`),
      )
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${stem} scrolls sideways at 390 px: ${wide.join(' | ')}`).toBeLessThanOrEqual(390)
    }
    if (screenshotsWanted) await page.screenshot({ path: `docs/images/${stem}-${width}.png`, fullPage: true, animations: 'disabled' })
  }
  await page.setViewportSize({ width: 1366, height: 900 })
}

/** One screenshot to a file, in a screenshot run only (what a journey shoots beside screenshotBothWidths). */
export async function saveScreenshot(page: Page, path: string, options: { fullPage?: boolean } = {}) {
  if (screenshotsWanted) await page.screenshot({ path, animations: 'disabled', ...options })
}

import type { Page } from 'playwright-core'

/**
 * Resolves once what a picture or an accessibility check sees has stopped changing: every image on
 * screen has loaded or failed (a lazy one below the fold is not waited for), and every finite
 * animation and transition has finished (an endless spinner is not waited for). An event to
 * await, instead of a fixed pause that is too short on a loaded machine and too long elsewhere.
 */
export async function pageSettled(page: Page, options: { timeout?: number } = {}): Promise<void> {
  await page.waitForFunction(
    () => {
      const onScreen = (element: Element) => {
        const box = element.getBoundingClientRect()
        return (
          box.width > 0 &&
          box.bottom > 0 &&
          box.right > 0 &&
          box.top < window.innerHeight &&
          box.left < window.innerWidth
        )
      }
      return [...document.images].filter(onScreen).every((image) => image.complete)
    },
    undefined,
    { timeout: options.timeout ?? 10_000 },
  )
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
    // One frame more: what the finished animations and loaded images changed is painted.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
}

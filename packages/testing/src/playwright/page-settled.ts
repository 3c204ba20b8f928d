import type { Page } from 'playwright-core'

/**
 * Resolves once what a picture or an accessibility check sees has stopped changing: every image on
 * screen has loaded or failed (a lazy one below the fold is not waited for), and every finite
 * animation and transition has finished (an endless spinner or a paused animation is not waited
 * for; one still running after `timeout` fails with its name). An event to
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
  const unfinished = await page.evaluate(async (timeout) => {
    // A paused animation is settled as it stands: its `finished` would never come.
    const finite = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState !== 'paused' &&
          animation.effect?.getComputedTiming().endTime !== Infinity,
      )
    let timer: ReturnType<typeof setTimeout> | undefined
    const outOfTime = new Promise<'out of time'>((resolve) => {
      timer = setTimeout(() => resolve('out of time'), timeout)
    })
    const settled = await Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      outOfTime,
    ])
    clearTimeout(timer)
    if (settled === 'out of time') {
      return finite
        .filter((animation) => animation.playState !== 'finished')
        .map((animation) => {
          const name = animation instanceof CSSAnimation ? animation.animationName : animation.id
          const target = (animation.effect as KeyframeEffect | null)?.target
          return `${name || 'animation'} on ${target?.tagName.toLowerCase() ?? '?'}`
        })
    }
    // One frame more: what the finished animations and loaded images changed is painted.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    return []
  }, options.timeout ?? 10_000)
  // A finite animation still running after the bound is a fault of the page (or of this wait), named
  // here instead of holding the test until its own timeout.
  if (unfinished.length > 0) {
    throw new Error(`pageSettled: animations still running: ${unfinished.join(', ')}`)
  }
}

/**
 * Resolves once the page has painted its next frame (at once where nothing paints: a server, a
 * test in Node), so start-up work that is not the button's (the embedded wallet's code, an
 * adapter's instance) never lands before the button's first paint. A hidden tab paints nothing: the timer lets the start-up
 * go on there.
 */
export function afterNextPaint(): Promise<void> {
  const frame = (globalThis as { requestAnimationFrame?: (callback: () => void) => unknown })
    .requestAnimationFrame
  if (!frame) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100)
    // A task queued from a frame callback runs after that frame is produced.
    frame(() =>
      setTimeout(() => {
        clearTimeout(timer)
        resolve()
      }, 0),
    )
  })
}

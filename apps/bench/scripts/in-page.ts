/**
 * The page-side instrumentation, added before the app's own scripts (`page.addInitScript`). A
 * string, not a function: tsx's name-keeping helpers do not exist inside the page.
 *
 * The anchors' rules: times are `performance.now()` (origin: navigation start); an element is
 * visible in the first frame where it has a box inside the viewport and an effective opacity > 0
 * (its own and its ancestors'), checked once per animation frame and stamped from a message
 * posted in that frame's `requestAnimationFrame` callback, i.e. just after the frame is produced.
 * Trusted clicks and key presses are kept with their event time stamps.
 *
 * `__bench.watch(name, selector, test?)` stamps `marks[name]` at the first frame where an element
 * matching `selector` is visible and `test(element)` (if given) holds.
 * `__bench.frames(ms)` records frame times for `ms` and resolves with them (scroll smoothness).
 */
export const IN_PAGE = `
(() => {
  const B = (window.__bench = { marks: {}, clicks: [], keys: [] })
  addEventListener('click', (e) => { if (e.isTrusted) B.clicks.push(e.timeStamp) }, true)
  addEventListener('keydown', (e) => { if (e.isTrusted) B.keys.push(e.timeStamp) }, true)
  const opacity = (el) => {
    if (!el || !el.isConnected) return 0
    const r = el.getBoundingClientRect()
    if (r.width < 1 || r.height < 1) return 0
    if (r.bottom <= 0 || r.right <= 0 || r.top >= innerHeight || r.left >= innerWidth) return 0
    let op = 1
    for (let n = el; n && n.nodeType === 1; n = n.parentElement) {
      const cs = getComputedStyle(n)
      if (cs.display === 'none' || cs.visibility === 'hidden') return 0
      op *= parseFloat(cs.opacity)
      if (op <= 0) return 0
    }
    return op
  }
  B.watch = (name, selector, test) => {
    const tick = () => {
      const el = document.querySelector(selector)
      if (el && opacity(el) > 0 && (!test || test(el))) {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => { B.marks[name] = performance.now() }
        channel.port2.postMessage(0)
        return
      }
      requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  }
  B.frames = (ms) => new Promise((resolve) => {
    const times = []
    const start = performance.now()
    const tick = (t) => {
      times.push(t)
      if (t - start < ms) requestAnimationFrame(tick)
      else resolve(times)
    }
    requestAnimationFrame(tick)
  })
  B.watch('button', '[data-testid="connect-button"]')
})()
`

/** What `IN_PAGE` keeps on `window.__bench`. */
export interface BenchMarks {
  marks: Record<string, number>
  clicks: number[]
  keys: number[]
}

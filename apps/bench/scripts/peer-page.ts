import type { Page } from './bench-page.js'
import { type PeerApp, playwrightSelector } from './peer-apps.js'

/**
 * The page-side watches for a peer's reload, added after `IN_PAGE` and run by its `watch` (the
 * first frame where the test holds, stamped from a message posted in that frame's
 * `requestAnimationFrame` callback). `IN_PAGE`'s selector reads the light DOM only; a peer's
 * button may sit in shadow roots (AppKit), so the test itself queries and judges visibility
 * across them, as the anchors' instrumentation does: `a >>> b` is b anywhere in the open shadow
 * roots under a, and an element is visible with a box in the viewport and an effective opacity
 * > 0 (its own and its ancestors', a shadow root's host counting as its parent).
 *
 * Marks: `peerButton`, the first frame with the button visible (its visible text, shadow roots'
 * included, kept in `__bench.peerButtonText`: "Connect Wallet" there is the flicker);
 * `peerAddress`, the first frame with a visible button whose visible text (a text counts when its
 * own box is in the viewport and its element's effective opacity > 0: a label fading out counts
 * until its opacity is 0) shows `address` shortened the way a kit shortens it: a head (`0x` and
 * at least two more characters), a separator that is no letter or digit (`…`, `...`, `••••`) and
 * a tail of at least 4 characters, the head the address's start and the tail its end (case
 * ignored), or the whole address. RainbowKit shows 4 + 4 (`0x70…79C8`), this kit 4 + 6; the rule
 * takes each kit's own form without naming it.
 *
 * A string, not a function: tsx's name-keeping helpers do not exist inside the page.
 */
export function peerWatches(app: PeerApp, address: string): string {
  return `
(() => {
  const B = window.__bench
  const chain = ${JSON.stringify(app.button)}
  const address = ${JSON.stringify(address.toLowerCase())}
  const deepAll = (root, selector) => {
    const found = [...root.querySelectorAll(selector)]
    const roots = [root]
    while (roots.length > 0) {
      for (const el of roots.pop().querySelectorAll('*')) {
        if (!el.shadowRoot) continue
        found.push(...el.shadowRoot.querySelectorAll(selector))
        roots.push(el.shadowRoot)
      }
    }
    return found
  }
  const query = () => {
    const parts = chain.split('>>>').map((part) => part.trim())
    let found = [...document.querySelectorAll(parts[0])]
    for (const part of parts.slice(1)) found = found.flatMap((el) => deepAll(el.shadowRoot ?? el, part))
    return found
  }
  const inView = (r) =>
    r.width >= 1 && r.height >= 1 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth
  const chainOpacity = (el) => {
    let op = 1
    for (let n = el; n; ) {
      const cs = getComputedStyle(n)
      if (cs.display === 'none' || cs.visibility === 'hidden') return 0
      op *= parseFloat(cs.opacity)
      if (op <= 0) return 0
      const root = n.getRootNode()
      n = n.parentElement ?? (root instanceof ShadowRoot ? root.host : null)
    }
    return op
  }
  const opacity = (el) => (el.isConnected && inView(el.getBoundingClientRect()) ? chainOpacity(el) : 0)
  // A text's own box (a label's element may have no height of its own while its text shows).
  const range = document.createRange()
  const textShown = (node) => {
    const parent = node.parentNode instanceof ShadowRoot ? node.parentNode.host : node.parentElement
    if (!parent || !node.data.trim()) return false
    range.selectNodeContents(node)
    return inView(range.getBoundingClientRect()) && chainOpacity(parent) > 0
  }
  const deepText = (node) => {
    if (node.nodeType === 3) return textShown(node) ? node.data : ''
    let text = node.shadowRoot ? deepText(node.shadowRoot) : ''
    for (const child of node.childNodes) text += ' ' + deepText(child)
    return text
  }
  const showsAddress = (text) => {
    for (const [shown] of text.matchAll(/0x[0-9a-f]{2,}(?:[^0-9a-z]+[0-9a-f]{4,})?/gi)) {
      const lower = shown.toLowerCase()
      if (lower === address) return true
      const head = /^0x[0-9a-f]+/.exec(lower)[0]
      const tail = /[0-9a-f]+$/.exec(lower)[0]
      if (head !== lower && address.startsWith(head) && address.endsWith(tail)) return true
    }
    return false
  }
  // IN_PAGE's watch over the root element (visible once anything in flow is), which this test
  // narrows down to the kit's button: the same per-frame check and stamp as this app's.
  const find = (test) => query().find((el) => opacity(el) > 0 && test(el))
  B.watch('peerButton', ':root', () => {
    const el = find(() => true)
    if (el) B.peerButtonText = deepText(el).replace(/\\s+/g, ' ').trim()
    return el !== undefined
  })
  B.watch('peerAddress', ':root', () => find((el) => showsAddress(deepText(el))) !== undefined)
})()
`
}

/** How a peer's first visit got its session. */
export type PeerConnect = 'through its modal' | 'on load, without a click'

/**
 * Connects the injected test wallet through the peer's own modal, as a user does: its button,
 * then the first of its wallet entries (`app.wallet`, in order) that shows once the modal has
 * any of them. A kit whose wagmi finds the wallet already authorised (the test wallet answers
 * `eth_accounts` with the account, as a wallet that approved the site before does) connects on
 * load by itself, with no click: then `addressShown` settles first (the click opened its account
 * view) and that is the answer.
 */
export async function connectPeer(
  page: Page,
  app: PeerApp,
  addressShown: () => Promise<unknown>,
): Promise<PeerConnect> {
  await page.locator(playwrightSelector(app.button)).first().click()
  const entries = app.wallet.map((name) => page.getByText(name).first())
  const first = await Promise.any([
    addressShown().then(() => 'address' as const),
    ...entries.map((entry) =>
      entry.waitFor({ state: 'visible', timeout: 15_000 }).then(() => 'entry' as const),
    ),
  ]).catch(() => {
    throw new Error(`${app.name}: no wallet entry matching ${app.wallet.join(' or ')} in its modal`)
  })
  if (first === 'address') return 'on load, without a click'
  for (const entry of entries) {
    if (await entry.isVisible()) {
      await entry.click()
      break
    }
  }
  await addressShown()
  return 'through its modal'
}

/** A page of the frame's origin at the top of a tab, as far as finishSocialReturn uses one. */
export interface FakeReturnPage {
  window: Window
  /** URLs the page sent the tab on to (`location.replace`). */
  replaced: string[]
  /** Its address after `history.replaceState`. */
  address: () => string
  /** Texts it showed. */
  shown: string[]
  closed: () => boolean
}

/** `href` opened at the top of a tab, or in a popup whose opener has `openerFrames`. */
export function fakePage(href: string, openerFrames?: Window[]): FakeReturnPage {
  const replaced: string[] = []
  const shown: string[] = []
  let address = href
  let closed = false
  const opener = openerFrames
    ? { length: openerFrames.length, frames: openerFrames as unknown as Window }
    : null
  const page = {
    location: {
      get href() {
        return address
      },
      origin: new URL(href).origin,
      replace: (url: string) => void replaced.push(url),
    },
    history: {
      replaceState: (_state: unknown, _title: string, url: string) => {
        address = new URL(url, address).href
      },
    },
    document: {
      createElement: () => ({ textContent: '' }),
      body: { append: (element: { textContent: string }) => void shown.push(element.textContent) },
    },
    opener,
    close: () => {
      closed = true
    },
  }
  return {
    window: page as unknown as Window,
    replaced,
    address: () => address,
    shown,
    closed: () => closed,
  }
}

/** A Storage kept in memory. */
export function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  }
}

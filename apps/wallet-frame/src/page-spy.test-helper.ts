import type { Page } from 'playwright-core'

// A hostile script on the dapp's page, as a tag manager or a compromised dependency could run
// it: it records every key and input event, every text and attribute the page's DOM gets, and
// every window and MessagePort message it can see (it wraps the prototypes before the page's own
// scripts run, so the kit's channel port is its too).

/** Installs the recorder in the top frame of `page` (never in the wallet frame's own origin). */
export async function spyOnDappPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window.top !== window) return
    const seen: string[] = []
    const ports: MessagePort[] = []
    const record = (kind: string, value: unknown) => {
      try {
        seen.push(`${kind} ${typeof value === 'string' ? value : JSON.stringify(value)}`)
      } catch {
        seen.push(`${kind} (unserialisable)`)
      }
    }
    for (const type of [
      'keydown',
      'keyup',
      'keypress',
      'input',
      'beforeinput',
      'change',
      'paste',
    ]) {
      window.addEventListener(
        type,
        (event) => {
          const target = event.target as HTMLInputElement | null
          record(type, {
            key: (event as KeyboardEvent).key,
            data: (event as InputEvent).data,
            value: target?.value,
          })
        },
        true,
      )
    }
    window.addEventListener('message', (event) => record('window message', event.data), true)
    const post = MessagePort.prototype.postMessage
    MessagePort.prototype.postMessage = function (this: MessagePort, ...args: unknown[]) {
      if (!ports.includes(this)) ports.push(this)
      record('port out', args[0])
      return (post as (...a: unknown[]) => void).apply(this, args)
    }
    const onmessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage')
    Object.defineProperty(MessagePort.prototype, 'onmessage', {
      configurable: true,
      get(this: MessagePort) {
        return onmessage?.get?.call(this)
      },
      set(this: MessagePort, listener: ((event: MessageEvent) => void) | null) {
        if (!ports.includes(this)) ports.push(this)
        onmessage?.set?.call(
          this,
          listener
            ? (event: MessageEvent) => {
                record('port in', event.data)
                listener.call(this, event)
              }
            : null,
        )
      },
    })
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'attributes' && mutation.target instanceof Element) {
          record('attribute', mutation.target.getAttribute(mutation.attributeName ?? '') ?? '')
        } else {
          record('text', mutation.target.textContent ?? '')
          for (const node of mutation.addedNodes) record('added', node.textContent ?? '')
        }
      }
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
    Object.assign(window, { __spy: { seen, ports } })
  })
}

interface SpyGlobal {
  __spy: { seen: string[]; ports: MessagePort[] }
}

/** What the spy saw so far, and the page's whole DOM as text now. */
export function spyRecords(page: Page): Promise<{ seen: string[]; dom: string }> {
  return page.evaluate(() => ({
    seen: [...(window as unknown as SpyGlobal).__spy.seen],
    dom: document.documentElement.outerHTML,
  }))
}

/**
 * Posts a frame request of `type` on the kit's own channel port (as the spy holds it) and resolves
 * with the frame's reply to it.
 */
export async function postOnKitPort(page: Page, type: string, payload: unknown): Promise<unknown> {
  const id = await page.evaluate(
    ([t, p]) => {
      const id = crypto.randomUUID()
      const port = (window as unknown as SpyGlobal).__spy.ports[0]
      port?.postMessage({ protocol: 'portico-frame', version: 1, id, type: t, payload: p })
      return id
    },
    [type, payload] as const,
  )
  const reply = await page.waitForFunction(
    (wanted) =>
      (window as unknown as SpyGlobal).__spy.seen
        .filter((line) => line.startsWith('port in '))
        .map((line) => JSON.parse(line.slice('port in '.length)) as { id?: string })
        .find((message) => message.id === wanted),
    id,
  )
  return reply.jsonValue()
}

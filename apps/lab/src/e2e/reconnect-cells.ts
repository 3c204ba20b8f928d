import type { BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import { labPage, truncated } from './lab-driver.js'
import { expectAddressInFirstFrame, expectNeverConnected } from './reconnect-first-frame.js'

/** The account button's text when no session is there (English, the lab's locale). */
export const CONNECT_LABEL = 'Connect Wallet'

/** One state of the account button, as the page showed it. */
export interface ButtonFrame {
  /** performance.now() in the page: milliseconds since its navigation started. */
  t: number
  status: string
  text: string
}

type RecorderWindow = Window & {
  __buttonFrames?: ButtonFrame[]
  __porticoLab?: {
    kit: { ready: Promise<void>; getConnectionStatus(): string }
  }
}

/**
 * Records every text and `data-status` the lab's account button shows, from the document's first
 * mutation on (an init script: it runs before the page's own scripts, on every page of the context).
 */
export async function recordAccountButton(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const frames: ButtonFrame[] = []
    ;(window as RecorderWindow).__buttonFrames = frames
    const read = () => {
      const button = document.querySelector('[data-testid="lab-connect"]')
      if (!button) return
      const text = button.textContent ?? ''
      const status = button.getAttribute('data-status') ?? ''
      const last = frames[frames.length - 1]
      if (last && last.text === text && last.status === status) return
      frames.push({ t: performance.now(), status, text })
    }
    new MutationObserver(read).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['data-status'],
    })
  })
}

/** What the account button showed in `page` so far. */
export function buttonFrames(page: Page): Promise<ButtonFrame[]> {
  return page.evaluate(() => (window as RecorderWindow).__buttonFrames ?? [])
}

/** Resolves once the page's kit has restored its saved connection, or found it gone (`kit.ready`). */
export async function kitReady(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as RecorderWindow).__porticoLab !== undefined)
  await page.evaluate(() => (window as RecorderWindow).__porticoLab?.kit.ready)
}

const disconnectedFrames = (frames: ButtonFrame[]) =>
  frames.filter((frame) => frame.status === 'disconnected' || frame.text === CONNECT_LABEL)

/** Page errors and console errors of a context (newLabContext's list), favicon misses aside. */
export const realErrors = (errors: readonly string[]) =>
  errors.filter((line) => !line.includes('favicon'))

/**
 * A live session: the button shows `address` without ever showing the disconnected label, also
 * once the kit finished restoring. Returns the milliseconds from navigation start to the first
 * frame that showed the address.
 */
export async function expectRestored(page: Page, address: string): Promise<number> {
  const shown = truncated(address)
  await labPage(page).connectButton.filter({ hasText: shown }).waitFor({ timeout: 30_000 })
  await kitReady(page)
  const frames = await buttonFrames(page)
  expect(
    disconnectedFrames(frames),
    `"${CONNECT_LABEL}" shown for a live session: ${JSON.stringify(frames)}`,
  ).toEqual([])
  const first = frames.find((frame) => frame.text.includes(shown))
  if (!first) throw new Error(`no recorded frame showed ${shown}: ${JSON.stringify(frames)}`)
  // The saved address painted in the button's first frame (restoring), then confirmed.
  expectAddressInFirstFrame(frames, shown)
  // Still the account after the restore settled (no flip to Connect once ready).
  expect(await labPage(page).connectButton.textContent()).toContain(shown)
  return Math.round(first.t)
}

/**
 * A dead session: once the kit finished restoring, the button shows "Connect Wallet", the kit is
 * not connected, no frame ever showed the account as connected (the saved address, busy and
 * `restoring`, may show until the wallet fails to confirm it), and the page still works: the
 * button opens the modal.
 */
export async function expectConnectShown(page: Page, address: string): Promise<void> {
  const ui = labPage(page)
  await kitReady(page)
  await ui.connectButton.filter({ hasText: CONNECT_LABEL }).waitFor({ timeout: 30_000 })
  const frames = await buttonFrames(page)
  const shown = truncated(address)
  expectNeverConnected(frames, shown)
  expect(
    await page.evaluate(() => (window as RecorderWindow).__porticoLab?.kit.getConnectionStatus()),
  ).not.toBe('connected')
  await ui.connectButton.click()
  await ui.dialog.waitFor()
  await page.keyboard.press('Escape')
  await ui.dialog.waitFor({ state: 'detached' })
}

/** Before the app's scripts: the test wallet whose presence key is `key` is removed, or injects late. */
export async function setWalletPresence(
  context: BrowserContext,
  key: string,
  presence: 'removed' | 'late',
): Promise<void> {
  await context.addInitScript(
    ({ key, presence }) => {
      // The lab's document only: frames of other origins (the wallet frame's) have their own
      // storage, and a document of an opaque origin (about:blank) throws on any access.
      if (window !== window.top || !location.protocol.startsWith('http')) return
      localStorage.setItem(key, presence)
    },
    { key, presence },
  )
}

/**
 * Before the app's scripts of the first page load: every value the dapp keeps in localStorage (the
 * kit's `@portico/` items and wagmi's `wagmi.` store) replaced by junk of several kinds (cut JSON,
 * wrong types, an unknown version). The test wallets' own keys are the wallets', left alone.
 */
export async function corruptDappStorage(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (window !== window.top || !location.protocol.startsWith('http')) return
    if (sessionStorage.getItem('__corrupted')) return
    sessionStorage.setItem('__corrupted', '1')
    const junk = ['{"v":', 'null', '[]', '"connected', '{"version":999,"value":{}}', '\u0000\uffff']
    const dapp = Object.keys(localStorage).filter(
      (key) => key.startsWith('@portico/') || key.startsWith('wagmi.'),
    )
    dapp.forEach((key, index) => {
      localStorage.setItem(key, junk[index % junk.length] as string)
    })
  })
}

/** One cell of the matrix. */
export interface ReconnectCell {
  family: string
  case: string
  /** `live`: restored as connected; `dead`: Connect shown; `n/a`: not run; `FAIL: …`. */
  outcome: string
  /** Navigation start to the first frame with the address (live sessions). */
  toConnectedMs?: number
}

/** The matrix of one run: `record` each cell, `print` the family × case table (markdown). */
export function reconnectTable(cases: readonly string[]) {
  const cells: ReconnectCell[] = []
  return {
    cells,
    record(cell: ReconnectCell): void {
      cells.push(cell)
      console.log(
        `[reconnect] ${cell.family} × ${cell.case}: ${cell.outcome}${cell.toConnectedMs === undefined ? '' : ` in ${cell.toConnectedMs} ms`}`,
      )
    },
    print(): void {
      const families = [...new Set(cells.map((cell) => cell.family))]
      const rows = families.map((family) => {
        const row = cases.map((name) => {
          const cell = cells.find((c) => c.family === family && c.case === name)
          if (!cell) return 'not run'
          return cell.toConnectedMs === undefined
            ? cell.outcome
            : `${cell.outcome} ${cell.toConnectedMs} ms`
        })
        return `| ${family} | ${row.join(' | ')} |`
      })
      console.log(
        [
          '[reconnect matrix] outcome (ms: navigation start to the address on the button)',
          `| family | ${cases.join(' | ')} |`,
          `|---|${cases.map(() => '---').join('|')}|`,
          ...rows,
        ].join('\n'),
      )
    },
  }
}

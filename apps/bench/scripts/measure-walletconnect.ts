import { onColdPage, settle } from './bench-page.js'

const QR = '[role="dialog"] svg[aria-label="QR code to scan with your wallet"]'

export interface QrRun {
  /** The click on "WalletConnect" → first frame with the QR code visible. */
  clickToQrMs: number
  /** JS fetched before the user pointed at WalletConnect (at load and with the open modal). */
  filesBeforeIntent: string[]
  /** WebSockets the page opened before that (the relay's included). */
  socketsBeforeIntent: string[]
  /** Hosts other than the app's own the page asked for before that. */
  hostsBeforeIntent: string[]
}

/**
 * One cold load pointed at the local relay (`?relay=`): the page settles, the button opens the
 * modal, the page settles again (a user who reads the list), and only then the user points at the
 * "WalletConnect" row: with `hoverMs`, the pointer rests on it that long before the click (a mouse
 * user on their way to click); without, the pointer moves onto it and clicks at once (a tap, whose
 * pointerenter comes with the click). → first frame with the QR code of the pairing URI visible.
 * What the page fetched and opened before that intent is returned with it.
 */
export function measureQr(url: string, { hoverMs }: { hoverMs?: number } = {}): Promise<QrRun> {
  return onColdPage(url, async (bench) => {
    await bench.mark('button')
    await settle(bench.page)
    bench.phase('open')
    await bench.page.click('[data-testid="connect-button"]')
    const row = bench.page.getByRole('dialog').getByRole('button', { name: /^WalletConnect/ })
    await row.waitFor({ state: 'visible' })
    await settle(bench.page)
    const filesBeforeIntent = [...bench.files.load, ...bench.files.open]
    const socketsBeforeIntent = [...bench.sockets.load, ...bench.sockets.open]
    const hostsBeforeIntent = [...new Set([...bench.foreignHosts.load, ...bench.foreignHosts.open])]
    await bench.page.evaluate((selector) => {
      const b = (window as unknown as { __bench: { watch(name: string, selector: string): void } })
        .__bench
      b.watch('qr', selector)
    }, QR)
    if (hoverMs !== undefined) {
      await row.hover()
      // The user's dwell on the row before clicking: part of the scenario, not a wait for the page.
      await bench.page.waitForTimeout(hoverMs)
    }
    await row.click()
    const visible = await bench.mark('qr')
    const { clicks } = await bench.marks()
    return {
      clickToQrMs: visible - (clicks[clicks.length - 1] ?? Number.NaN),
      filesBeforeIntent,
      socketsBeforeIntent,
      hostsBeforeIntent,
    }
  })
}

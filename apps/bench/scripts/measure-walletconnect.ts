import { onColdPage, settle } from './bench-page.js'

const QR = '[role="dialog"] svg[aria-label="QR code to scan with your wallet"]'

export interface QrRun {
  /** The click on "WalletConnect" → first frame with the QR code visible. */
  clickToQrMs: number
  /** JS fetched before the first click (WalletConnect's code must not be in it). */
  loadFiles: string[]
}

/**
 * One cold load pointed at the local relay (`?relay=`): the page settles, the button opens the
 * modal, the page settles again (what the modal's opening prefetches has arrived, as for a user
 * who reads the list), then a real click on the "WalletConnect" row (the pointer moves onto it and
 * clicks at once) → first frame with the QR code of the pairing URI visible.
 */
export function measureQr(url: string): Promise<QrRun> {
  return onColdPage(url, async (bench) => {
    await bench.mark('button')
    await settle(bench.page)
    const loadFiles = [...bench.files.load]
    bench.phase('open')
    await bench.page.click('[data-testid="connect-button"]')
    const row = bench.page.getByRole('dialog').getByRole('button', { name: /^WalletConnect/ })
    await row.waitFor({ state: 'visible' })
    await settle(bench.page)
    await bench.page.evaluate((selector) => {
      const b = (window as unknown as { __bench: { watch(name: string, selector: string): void } })
        .__bench
      b.watch('qr', selector)
    }, QR)
    await row.click()
    const visible = await bench.mark('qr')
    const { clicks } = await bench.marks()
    return { clickToQrMs: visible - (clicks[clicks.length - 1] ?? Number.NaN), loadFiles }
  })
}

import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LabStack, startLabStack } from '../stack/start-lab-stack.js'
import { launchChromium, newLabContext } from './lab-browser.js'
import { connectInjected, labPage } from './lab-driver.js'

// SPEC §7 "Balances on EVM": the wallet is asked first (ERC-7811 asset discovery), the data API
// is the fallback. The lab's injected test wallet with asset discovery on (`assets=wallet`) and
// off must show the same Tokens list: same tokens, quantities, prices and USD values.
let lab: LabStack
let browser: Browser

beforeAll(async () => {
  lab = await startLabStack({ watch: false })
  browser = await launchChromium()
}, 180_000)

afterAll(async () => {
  await browser?.close().catch(() => undefined)
  await lab?.stop()
}, 60_000)

interface Shown {
  rows: string[]
  icons: string[]
  wallet: { getAssets: number }
}

/** Connects in a fresh page of `url` and reads the Account view's Tokens tab. */
async function tokensShown(url: string): Promise<Shown> {
  const { context, errors } = await newLabContext(browser)
  try {
    const page: Page = await context.newPage()
    await page.goto(url)
    await connectInjected(page)
    const ui = labPage(page)
    await ui.connectButton.click()
    const dialog = ui.dialog
    await dialog.getByRole('tab', { name: 'Tokens' }).waitFor()
    const tokens = dialog.getByRole('tabpanel')
    for (const symbol of ['ETH', 'USDC', 'DAI', 'USDT']) {
      await tokens.getByText(symbol, { exact: true }).first().waitFor({ timeout: 30_000 })
    }
    // Prices arrive with the list: wait until every row has its USD value.
    await expect
      .poll(() => tokens.getByText(/^\$/).count(), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(4)
    // One text per row (name, symbol, USD value, amount) and its icon; the order is the
    // source's own (the data API lists tokens as it indexed them), so both are compared sorted.
    const rows = (await tokens.locator('.portico-token').allTextContents()).sort()
    const icons = (
      await tokens
        .locator('.portico-token img')
        .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''))
    ).sort()
    const getAssets = await page.evaluate(() => {
      const wallet = (
        window as unknown as {
          __porticoTestWallet?: { requests: { method: string }[] }
        }
      ).__porticoTestWallet
      return wallet?.requests.filter((r) => r.method === 'wallet_getAssets').length ?? -1
    })
    expect(errors).toEqual([])
    return { rows, icons, wallet: { getAssets } }
  } finally {
    await context.close()
  }
}

describe('lab e2e: token balances from the wallet (ERC-7811) and from the data API', () => {
  it('asset discovery on and off show the same Tokens list; only "on" asks wallet_getAssets', async () => {
    const off = await tokensShown(lab.url)
    const on = await tokensShown(`${lab.url}?assets=wallet`)
    expect(off.wallet.getAssets).toBe(0)
    expect(on.wallet.getAssets).toBeGreaterThanOrEqual(1)
    expect(on.rows).toHaveLength(4)
    expect(on.rows.join(' ')).not.toContain('ZERO')
    expect(on.rows.join(' ')).toContain('$10,000.00')
    expect(on.rows).toEqual(off.rows)
    expect(on.icons).toHaveLength(4)
    expect(on.icons).toEqual(off.icons)
  })
})

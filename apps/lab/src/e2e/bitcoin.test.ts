import { Verifier } from 'bip322-js'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { LabBitcoin } from '../lab-config.js'
import { type LabStack, startLabStack } from '../stack/start-lab-stack.js'
import { bitcoinSats, setFamilyWalletMode, waitForToast } from './family-readers.js'
import { launchChromium, newLabContext } from './lab-browser.js'
import {
  closeModal,
  failureShot,
  labPage,
  openConnectList,
  screenshot,
  truncated,
  waitUntil,
} from './lab-driver.js'

// The lab with the Bitcoin family only (the bcoin regtest node behind its Esplora facade, apps/api
// reading it, the in-page sats-connect / Wallet Standard test wallet funded from the faucet).
let lab: LabStack
let browser: Browser
let context: BrowserContext
let page: Page

const btc = (): LabBitcoin => {
  if (!lab.config.bitcoin) throw new Error('the lab started no Bitcoin chain')
  return lab.config.bitcoin
}

beforeAll(async () => {
  lab = await startLabStack({ watch: false, families: ['bip122'] })
  browser = await launchChromium()
  ;({ context } = await newLabContext(browser))
  page = await context.newPage()
  await page.goto(`${lab.url}?families=bip122`)
}, 180_000)

afterAll(async () => {
  await browser?.close().catch(() => undefined)
  await lab?.stop()
}, 60_000)

beforeEach(async () => {
  if (!page || page.isClosed()) return
  await closeModal(page)
  await setFamilyWalletMode(page, 'bitcoinWallet', 'approve')
})

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && page && !page.isClosed()) await failureShot(page, task.name)
})

describe('lab e2e: Bitcoin', () => {
  it('connects the Bitcoin test wallet (listed once): payment address and BTC balance', async () => {
    const ui = labPage(page)
    await openConnectList(page)
    const wallet = ui.dialog.getByRole('button', { name: /Portico Bitcoin Wallet/ })
    await wallet.waitFor()
    // sats-connect and the Wallet Standard reach the same wallet: one row.
    expect(await wallet.count()).toBe(1)
    await screenshot(page, 'bitcoin-connect')
    await wallet.click()
    await ui.connectButton.filter({ hasText: 'BTC' }).waitFor({ timeout: 30_000 })
    const text = (await ui.connectButton.textContent()) ?? ''
    expect(text).toContain(truncated(btc().wallet.payment))
    expect(text).toContain('0.500 BTC')
    expect(await ui.networkButton.textContent()).toContain('Bitcoin Regtest (simulated)')
  }, 90_000)

  it('balance and Activity after a faucet payment', async () => {
    const txid = await lab.chains.bitcoinFaucet?.(btc().wallet.payment, 25_000_000)
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    await waitUntil('apps/api to list the payment', async () => {
      const response = await fetch(
        `${lab.apiUrl}/v1/account/${btc().wallet.payment}/history?projectId=lab&chainId=${btc().caip2}`,
      )
      return (await response.text()).includes(String(txid))
    })
    const ui = labPage(page)
    await ui.connectButton.click()
    await ui.dialog.getByText('0.750 BTC').first().waitFor({ timeout: 30_000 })
    await ui.dialog.getByRole('tab', { name: 'Activity' }).click()
    await ui.dialog.getByRole('tabpanel').getByText('+0.250 BTC').waitFor({ timeout: 30_000 })
    await screenshot(page, 'bitcoin-activity')
  }, 120_000)

  it('signs a message with BIP-322; bip322-js verifies it for the payment address', async () => {
    const ui = labPage(page)
    await ui.action('Sign message').click()
    await expect
      .poll(() => ui.actionResult.textContent(), { timeout: 30_000 })
      .toMatch(/Sign message: ok: /)
    const signature = ((await ui.actionResult.textContent()) ?? '').split('ok: ')[1]?.trim() ?? ''
    const { payment } = btc().wallet
    expect(Verifier.verifySignature(payment, 'Hello from the Portico lab', signature)).toBe(true)
    expect(Verifier.verifySignature(payment, 'another message', signature)).toBe(false)
  }, 60_000)

  it('sends BTC to the ordinals address; once mined the balance changed on chain', async () => {
    const {
      esploraUrl,
      wallet: { ordinals },
    } = btc()
    const before = await bitcoinSats(esploraUrl, ordinals)
    const ui = labPage(page)
    await ui.connectButton.click()
    await ui.dialog.getByRole('button', { name: 'Send' }).click()
    await ui.dialog.getByLabel('Amount').fill('0.01')
    await ui.dialog
      .getByLabel('To', { exact: true })
      .fill('0x1111111111111111111111111111111111111111')
    await ui.dialog.getByText('Invalid address').waitFor()
    await ui.dialog.getByLabel('To', { exact: true }).fill(ordinals)
    const preview = ui.dialog.getByRole('button', { name: 'Preview send' })
    await expect.poll(() => preview.isEnabled(), { timeout: 20_000 }).toBe(true)
    await preview.click()
    // The fee: the adapter's estimate (fee rate × size) in BTC.
    await ui.dialog.getByText(/0\.0000\d+ BTC/).waitFor({ timeout: 20_000 })
    await screenshot(page, 'bitcoin-send-preview')
    await ui.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await page.getByText('Transaction started').first().waitFor({ timeout: 30_000 })
    await waitUntil('the payment in the mempool', async () => {
      return (await bitcoinSats(esploraUrl, ordinals)) === before + 1_000_000n
    })
    await lab.chains.bitcoinMine?.(1)
    const response = await fetch(`${esploraUrl}/address/${ordinals}`)
    const stats = (await response.json()) as { chain_stats: { funded_txo_sum: number } }
    expect(BigInt(stats.chain_stats.funded_txo_sum)).toBeGreaterThanOrEqual(before + 1_000_000n)
  }, 150_000)

  it('a request declined in the wallet shows "Signature declined"', async () => {
    const ui = labPage(page)
    await setFamilyWalletMode(page, 'bitcoinWallet', 'reject')
    await ui.action('Sign message').click()
    await waitForToast(page, 'Signature declined')
    await expect.poll(() => ui.actionResult.textContent()).toContain('Sign message: failed')
  }, 60_000)
})

import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { LabSolana } from '../lab-config.js'
import { type LabStack, startLabStack } from '../stack/start-lab-stack.js'
import {
  setFamilyWalletMode,
  solanaLamports,
  solanaTokenAmount,
  verifySolanaSignature,
  waitForToast,
} from './family-readers.js'
import { launchChromium, newLabContext } from './lab-browser.js'
import { closeModal, failureShot, labPage, screenshot, truncated, waitUntil } from './lab-driver.js'

// The lab with the Solana family only (the local LiteSVM chain, apps/api reading it, the
// in-page Wallet Standard test wallet on funded account 0), driven in headless Chromium.
let lab: LabStack
let browser: Browser
let context: BrowserContext
let page: Page

const sol = (): LabSolana => {
  if (!lab.config.solana) throw new Error('the lab started no Solana chain')
  return lab.config.solana
}

beforeAll(async () => {
  lab = await startLabStack({ watch: false, families: ['solana'] })
  browser = await launchChromium()
  ;({ context } = await newLabContext(browser))
  page = await context.newPage()
  await page.goto(`${lab.url}?families=solana`)
}, 180_000)

afterAll(async () => {
  await browser?.close().catch(() => undefined)
  await lab?.stop()
}, 60_000)

beforeEach(async () => {
  if (!page || page.isClosed()) return
  await closeModal(page)
  await setFamilyWalletMode(page, 'solanaWallet', 'approve')
})

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && page && !page.isClosed()) await failureShot(page, task.name)
})

/** Opens Send, picks `symbol`, fills amount and receiver, previews and sends. */
async function sendFromModal(symbol: string, amount: string, to: string, shot?: string) {
  const ui = labPage(page)
  await ui.connectButton.click()
  await ui.dialog.getByRole('button', { name: 'Send' }).click()
  const picker = ui.dialog.getByRole('button', { name: /Token/ })
  await picker.waitFor()
  if (!(await picker.textContent())?.includes(symbol)) {
    await picker.click()
    await ui.dialog
      .getByRole('list', { name: 'Tokens to send' })
      .getByRole('button', { name: new RegExp(symbol) })
      .click()
  }
  await ui.dialog.getByLabel('Amount').fill(amount)
  await ui.dialog.getByLabel('To', { exact: true }).fill(to)
  const preview = ui.dialog.getByRole('button', { name: 'Preview send' })
  await expect.poll(() => preview.isEnabled(), { timeout: 20_000 }).toBe(true)
  await preview.click()
  // The fee is the adapter's estimate in SOL (lamports are far below 3 decimals).
  await ui.dialog.getByText(/0\.0000\d+ SOL/).waitFor({ timeout: 20_000 })
  if (shot) await screenshot(page, shot)
  await ui.dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await page.getByText('Transaction started').first().waitFor({ timeout: 30_000 })
}

describe('lab e2e: Solana', () => {
  it('connects the Solana test wallet: its address and SOL balance on the button', async () => {
    const ui = labPage(page)
    await ui.connectButton.click()
    const wallet = ui.dialog.getByRole('button', { name: /Portico Solana Wallet/ })
    await wallet.waitFor()
    await screenshot(page, 'solana-connect')
    await wallet.click()
    await ui.connectButton.filter({ hasText: 'SOL' }).waitFor({ timeout: 30_000 })
    const text = (await ui.connectButton.textContent()) ?? ''
    expect(text).toContain(truncated(sol().wallet.address))
    const lamports = await solanaLamports(sol().rpcUrl, sol().wallet.address)
    const whole = (lamports / 1_000_000_000n).toString()
    expect(text).toMatch(new RegExp(`${whole}\\.\\d{3} SOL`))
    expect(await ui.networkButton.textContent()).toContain('Solana Local (simulated)')
  }, 90_000)

  it('balances and Activity after an incoming transfer (indexed by apps/api)', async () => {
    const { receiver, rpcUrl, wallet } = sol()
    // A real transfer into the wallet: account 1 → account 0, from the chain's faucet path.
    const signature = await lab.chains.solanaAirdrop?.(wallet.address, 1_250_000_000n)
    expect(signature).toBeTruthy()
    await waitUntil('apps/api to index the transfer', async () => {
      const response = await fetch(
        `${lab.apiUrl}/v1/account/${wallet.address}/history?projectId=lab&chainId=${sol().caip2}`,
      )
      return (await response.text()).includes(String(signature))
    })
    expect(receiver).not.toBe(wallet.address)
    const ui = labPage(page)
    await ui.connectButton.click()
    const tokens = ui.dialog.getByRole('tabpanel')
    await tokens.getByText('USDC').first().waitFor({ timeout: 30_000 })
    await tokens.getByText('SOL').first().waitFor()
    await ui.dialog.getByRole('tab', { name: 'Activity' }).click()
    await ui.dialog.getByRole('tabpanel').getByText('+1.250 SOL').waitFor({ timeout: 30_000 })
    await screenshot(page, 'solana-activity')
    expect(await solanaLamports(rpcUrl, wallet.address)).toBeGreaterThan(0n)
  }, 120_000)

  it('signs a message; the ed25519 signature verifies for the wallet key', async () => {
    const ui = labPage(page)
    await ui.action('Sign message').click()
    await expect
      .poll(() => ui.actionResult.textContent(), { timeout: 30_000 })
      .toMatch(/Sign message: ok: [1-9A-HJ-NP-Za-km-z]{80,90}/)
    const signature = ((await ui.actionResult.textContent()) ?? '').split('ok: ')[1]?.trim() ?? ''
    expect(
      verifySolanaSignature(sol().wallet.address, 'Hello from the Portico lab', signature),
    ).toBe(true)
    expect(verifySolanaSignature(sol().wallet.address, 'another message', signature)).toBe(false)
  }, 60_000)

  it('sends SOL and a 6-decimals SPL token: balances change on chain', async () => {
    const { rpcUrl, receiver, usdc } = sol()
    const lamportsBefore = await solanaLamports(rpcUrl, receiver)
    const usdcBefore = await solanaTokenAmount(rpcUrl, receiver, usdc.address)

    await sendFromModal('SOL', '0.5', receiver, 'solana-send-preview')
    await waitUntil('the SOL transfer on chain', async () => {
      return (await solanaLamports(rpcUrl, receiver)) === lamportsBefore + 500_000_000n
    })
    await closeModal(page)

    await sendFromModal('USDC', '2.5', receiver)
    await waitUntil('the USDC transfer on chain', async () => {
      return (await solanaTokenAmount(rpcUrl, receiver, usdc.address)) === usdcBefore + 2_500_000n
    })
  }, 150_000)

  it('a request declined in the wallet shows "Signature declined"', async () => {
    const ui = labPage(page)
    await setFamilyWalletMode(page, 'solanaWallet', 'reject')
    await ui.action('Sign message').click()
    await waitForToast(page, 'Signature declined')
    await expect.poll(() => ui.actionResult.textContent()).toContain('Sign message: failed')
    await screenshot(page, 'solana-declined')
  }, 60_000)
})

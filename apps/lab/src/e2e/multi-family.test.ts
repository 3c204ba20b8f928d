import type { ChainNamespace } from '@portico/core'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type LabStack, startLabStack } from '../stack/start-lab-stack.js'
import { launchChromium, newLabContext } from './lab-browser.js'
import {
  closeModal,
  failureShot,
  labPage,
  openConnectList,
  screenshot,
  truncated,
} from './lab-driver.js'

// EVM, Solana, Bitcoin and Polkadot side by side in one lab page: each family connected with its own test
// wallet, the network button and the Account view switching among them without disconnecting,
// and one family disconnected while the others stay.
let lab: LabStack
let browser: Browser
let context: BrowserContext
let page: Page

beforeAll(async () => {
  lab = await startLabStack({ watch: false, families: ['solana', 'bip122', 'polkadot'] })
  browser = await launchChromium()
  ;({ context } = await newLabContext(browser))
  page = await context.newPage()
  await page.goto(lab.url)
}, 240_000)

afterAll(async () => {
  await browser?.close().catch(() => undefined)
  await lab?.stop()
}, 60_000)

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && page && !page.isClosed()) await failureShot(page, task.name)
})

/** The kit's connection status of each family, read in the page. */
function statuses(): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const { kit } = (
      window as unknown as {
        __porticoLab: { kit: { getConnectionStatus(ns: string): string } }
      }
    ).__porticoLab
    return Object.fromEntries(
      ['eip155', 'solana', 'bip122', 'polkadot'].map((ns) => [ns, kit.getConnectionStatus(ns)]),
    )
  })
}

/** From the Account view: Networks, pick `network`, then (not connected yet) the family's wallet. */
async function connectFamilyFromNetworks(network: RegExp, wallet: RegExp, symbol: string) {
  const ui = labPage(page)
  await ui.connectButton.click()
  await ui.dialog.getByRole('button', { name: /change network/ }).click()
  await ui.dialog.getByRole('button', { name: network }).click()
  const list = ui.dialog.getByRole('list', { name: 'Wallets' })
  await list.waitFor()
  await list.getByRole('button', { name: wallet }).click()
  await ui.connectButton.filter({ hasText: symbol }).waitFor({ timeout: 30_000 })
}

describe('lab e2e: several families side by side', () => {
  it('Connect lists every family wallet; the networks are grouped per family', async () => {
    const ui = labPage(page)
    await ui.connectButton.click()
    const list = ui.dialog.getByRole('list', { name: 'Wallets' })
    await list.getByRole('button', { name: /Portico Solana Wallet/ }).waitFor()
    await expect(
      list.getByRole('button', { name: /Portico Test Wallet/ }).textContent(),
    ).resolves.toContain('EVM')
    await expect(
      list.getByRole('button', { name: /Portico Bitcoin Wallet/ }).textContent(),
    ).resolves.toContain('Bitcoin')
    await screenshot(page, 'families-connect')
    await closeModal(page)
    await ui.networkButton.click()
    for (const family of ['EVM', 'Solana', 'Bitcoin', 'Polkadot']) {
      await ui.dialog.getByRole('list', { name: `${family} networks` }).waitFor()
    }
    // Each family's local network comes first.
    const solana = ui.dialog.getByRole('list', { name: 'Solana networks' }).getByRole('button')
    await expect(solana.first().textContent()).resolves.toContain('Solana Local (simulated)')
    await screenshot(page, 'families-networks')
    await closeModal(page)
  }, 90_000)

  it('connects EVM, then Solana, Bitcoin and Polkadot through Networks: four families at once', async () => {
    const ui = labPage(page)
    await openConnectList(page)
    await ui.dialog.getByRole('button', { name: /Portico Test Wallet/ }).click()
    await ui.connectButton.filter({ hasText: 'ETH' }).waitFor({ timeout: 30_000 })
    await connectFamilyFromNetworks(/Solana Local/, /Portico Solana Wallet/, 'SOL')
    await connectFamilyFromNetworks(/Bitcoin Regtest/, /Portico Bitcoin Wallet/, 'BTC')
    await connectFamilyFromNetworks(/Polkadot Local/, /Portico Test Extension/, 'ROC')
    expect(await statuses()).toEqual({
      eip155: 'connected',
      solana: 'connected',
      bip122: 'connected',
      polkadot: 'connected',
    })
  }, 120_000)

  it('switches among the connected families without disconnecting any', async () => {
    const ui = labPage(page)
    await ui.connectButton.click()
    const chains = ui.dialog.getByRole('group', { name: 'Connected chains' })
    await chains.waitFor()
    await screenshot(page, 'families-account')
    const pick = async (family: string, symbol: string, address: string) => {
      await chains.getByRole('button', { name: family }).click()
      await ui.connectButton.filter({ hasText: symbol }).waitFor({ timeout: 20_000 })
      await ui.dialog.getByText(truncated(address)).first().waitFor()
    }
    await pick('EVM', 'ETH', lab.config.injectedWallet.address)
    await pick('Solana', 'SOL', lab.config.solana!.wallet.address)
    await pick('Bitcoin', 'BTC', lab.config.bitcoin!.wallet.payment)
    const alice = lab.config.polkadot!.accounts.find((a) =>
      a.name.toLowerCase().startsWith('alice'),
    )
    await pick('Polkadot', 'ROC', alice!.address)
    await closeModal(page)
    // The network button: another family's network, instantly.
    await ui.networkButton.click()
    await ui.dialog.getByRole('button', { name: /Solana Local/ }).click()
    await ui.dialog.waitFor({ state: 'detached' }).catch(() => undefined)
    await ui.connectButton.filter({ hasText: 'SOL' }).waitFor({ timeout: 20_000 })
    expect(await statuses()).toEqual({
      eip155: 'connected',
      solana: 'connected',
      bip122: 'connected',
      polkadot: 'connected',
    })
    await closeModal(page)
  }, 90_000)

  it('disconnecting the active family keeps the others; the first one still connected takes over', async () => {
    const ui = labPage(page)
    await ui.connectButton.click()
    await ui.dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(statuses, { timeout: 20_000 }).toEqual({
      eip155: 'connected',
      solana: 'disconnected',
      bip122: 'connected',
      polkadot: 'connected',
    })
    await ui.connectButton.filter({ hasText: 'ETH' }).waitFor({ timeout: 20_000 })
    const active = await page.evaluate(
      () =>
        (
          window as unknown as {
            __porticoLab: { kit: { getSnapshot(): { activeNamespace?: ChainNamespace } } }
          }
        ).__porticoLab.kit.getSnapshot().activeNamespace,
    )
    expect(active).toBe('eip155')
    await screenshot(page, 'families-after-disconnect')
  }, 60_000)
})

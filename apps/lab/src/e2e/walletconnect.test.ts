import type { Browser, BrowserContext, Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type LabStack, startLabStack } from '../stack/start-lab-stack.js'
import { launchChromium, newLabContext } from './lab-browser.js'
import {
  chainReader,
  closeModal,
  failureShot,
  labPage,
  openConnectList,
  readPairingUri,
  recordClipboard,
  threeDecimals,
  truncated,
} from './lab-driver.js'

// Scenario 2 of the lab issue: the dapp page shows the WalletConnect QR code; the `/wallet/` page,
// in a second browser context (the "phone", its own storage), pairs with the URI behind it and
// approves, all over the local relay.
let lab: LabStack
let browser: Browser
let dappContext: BrowserContext
let walletContext: BrowserContext
let dapp: Page
let wallet: Page
// The live arrays newLabContext fills as each page logs: a copy taken here would stay empty.
let dappErrors: string[]
let walletErrors: string[]
// What the dapp page opened and downloaded from its first request on.
const dappSockets: string[] = []
const dappScripts: string[] = []
// WalletConnect's code: the adapter's provider module and the libraries it imports.
const isWalletConnectCode = (url: string) => /walletconnect-provider|@walletconnect/.test(url)

beforeAll(async () => {
  lab = await startLabStack({ watch: false })
  browser = await launchChromium()
  const dappSide = await newLabContext(browser)
  const walletSide = await newLabContext(browser)
  dappContext = dappSide.context
  walletContext = walletSide.context
  dapp = await dappContext.newPage()
  wallet = await walletContext.newPage()
  dappErrors = dappSide.errors
  walletErrors = walletSide.errors
  await recordClipboard(dapp)
  dapp.on('websocket', (socket) => dappSockets.push(socket.url()))
  dapp.on('request', (request) => {
    if (request.resourceType() === 'script') dappScripts.push(request.url())
  })
  await Promise.all([dapp.goto(lab.url), wallet.goto(lab.walletUrl)])
}, 180_000)

afterAll(async () => {
  await browser?.close().catch(() => undefined)
  await lab?.stop()
}, 60_000)

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return
  if (dapp && !dapp.isClosed()) await failureShot(dapp, `${task.name}-dapp`)
  if (wallet && !wallet.isClosed()) await failureShot(wallet, `${task.name}-wallet`)
})

describe('lab e2e: WalletConnect over the local relay', () => {
  it('1. opening the modal contacts no relay and downloads nothing of WalletConnect; pointing at its row does both', async () => {
    const ui = labPage(dapp)
    const relayHost = new URL(lab.relayUrl).host
    const toRelay = () => dappSockets.filter((url) => new URL(url).host === relayHost)
    await openConnectList(dapp)
    const row = ui.dialog.getByRole('button', { name: /WalletConnect/ }).first()
    await row.waitFor()
    // The page's idle time after the open: whatever the kit queued for it has started by then.
    await dapp.evaluate(
      () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })),
    )
    expect(toRelay()).toEqual([])
    expect(dappScripts.filter(isWalletConnectCode)).toEqual([])
    await row.hover()
    await expect.poll(() => toRelay().length, { timeout: 30_000 }).toBeGreaterThan(0)
    expect(dappScripts.some(isWalletConnectCode)).toBe(true)
    await closeModal(dapp)
  }, 90_000)

  it('2. reads the URI behind the QR code, pairs from the /wallet page, approves: connected', async () => {
    const ui = labPage(dapp)
    const uri = await readPairingUri(dapp, wallet)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(uri).toContain('relay-protocol=irn')

    await wallet.getByLabel(/WalletConnect URI/).fill(uri ?? '')
    await wallet.getByRole('button', { name: 'Pair' }).click()
    const proposal = wallet.getByRole('article', { name: /Proposal from Portico lab/ })
    await proposal.waitFor({ timeout: 30_000 })
    expect(await proposal.textContent()).toContain('eip155:31337')
    await proposal.getByRole('button', { name: 'Approve session' }).click()

    const address = lab.config.walletConnectWallet.address
    await ui.connectButton.filter({ hasText: truncated(address) }).waitFor({ timeout: 30_000 })
    await ui.connectButton.filter({ hasText: 'ETH' }).waitFor({ timeout: 30_000 })
    const balance = await chainReader(lab).ethBalance(address)
    expect(await ui.connectButton.textContent()).toContain(`${threeDecimals(balance)} ETH`)
    await expect(ui.hookState('useWalletInfo').textContent()).resolves.toContain('WALLET_CONNECT')
    await wallet.getByTestId('wallet-sessions').getByText('Portico lab').waitFor()
    await expect(ui.dialog.isVisible()).resolves.toBe(false)
  }, 120_000)

  it('2b. a signature request reaches the wallet page; approved there, the dapp gets a valid signature', async () => {
    const ui = labPage(dapp)
    await ui.action('Sign message').click()
    const request = wallet.getByRole('article', { name: 'Request personal_sign' })
    await request.waitFor({ timeout: 30_000 })
    await request.getByRole('button', { name: 'Approve request' }).click()
    await expect.poll(() => ui.actionResult.textContent(), { timeout: 30_000 }).toMatch(/ok: 0x/)
    const signature = ((await ui.actionResult.textContent()) ?? '').split('ok: ')[1] as Hex
    expect(
      await verifyMessage({
        address: lab.config.walletConnectWallet.address,
        message: 'Hello from the Portico lab',
        signature,
      }),
    ).toBe(true)
  }, 90_000)

  it('2c. a request rejected on the wallet page fails in the dapp with a user rejection', async () => {
    const ui = labPage(dapp)
    await ui.action('Sign message').click()
    const request = wallet.getByRole('article', { name: 'Request personal_sign' })
    await request.waitFor({ timeout: 30_000 })
    await request.getByRole('button', { name: 'Reject request' }).click()
    await expect
      .poll(() => ui.actionResult.textContent(), { timeout: 30_000 })
      .toContain('Sign message: failed')
  }, 90_000)

  it('leaves no page errors behind in the dapp page', () => {
    expect(dappErrors.filter((line) => !line.includes('favicon'))).toEqual([])
  })

  it('leaves no page errors behind in the wallet page', () => {
    expect(walletErrors.filter((line) => !line.includes('favicon'))).toEqual([])
  })
})

import { DEFAULT_RELAY_TIMEOUT } from '@portico/core/adapter-kit'
import { type LocalRelay, startLocalRelay } from '@portico/testing'
import type { Browser, Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type LabStack, startLabStack } from '../stack/start-lab-stack.js'
import { faultTable, since } from './fault-cells.js'
import { launchChromium, newLabContext } from './lab-browser.js'
import {
  failureShot,
  labPage,
  openConnectList,
  readPairingUri,
  recordClipboard,
  truncated,
} from './lab-driver.js'

// WalletConnect: the local relay's process is stopped (connections refused) and started
// again on the same port, before connecting and during a session. The dapp page must name the
// relay within its bound, offer a Try again that works once the relay is back, never stay in
// `connecting`, and keep a session across the outage. Each cell asserts an upper bound on its time
// (3x the kit's relay timeout), printed beside the figure.
let lab: LabStack
let browser: Browser
let dapp: Page
let wallet: Page
let dappErrors: string[]
/** Relays this file started in place of the stack's (stopped at the end). */
const relays: LocalRelay[] = []
const table = faultTable('faults-walletconnect.test.ts')
const RELAY_DOWN = 'Could not reach the WalletConnect relay. Check your connection and try again.'
/**
 * The kit's relay bound, core's DEFAULT_RELAY_TIMEOUT (the lab sets no other): a new pairing whose relay has not
 * handed out a URI by then fails with RELAY_DOWN, on the kit's clock. The cells are held to 3x it,
 * wall clock; after the relay's return the pace is WalletConnect's own reconnect (the kit sets no
 * timer there), held to the same.
 */
const RELAY_TIMEOUT_MS = DEFAULT_RELAY_TIMEOUT
const relayBound = { ms: 3 * RELAY_TIMEOUT_MS, from: '3x DEFAULT_RELAY_TIMEOUT' }

beforeAll(async () => {
  lab = await startLabStack({ watch: false })
  browser = await launchChromium()
  const dappSide = await newLabContext(browser)
  dapp = await dappSide.context.newPage()
  dappErrors = dappSide.errors
  wallet = await (await newLabContext(browser)).context.newPage()
  await recordClipboard(dapp)
  await Promise.all([dapp.goto(lab.url), wallet.goto(lab.walletUrl)])
}, 180_000)

afterAll(async () => {
  table.print()
  await browser?.close().catch(() => undefined)
  for (const relay of relays) await relay.stop()
  await lab?.stop()
}, 60_000)

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return
  if (dapp && !dapp.isClosed()) await failureShot(dapp, `${task.name}-dapp`)
  if (wallet && !wallet.isClosed()) await failureShot(wallet, `${task.name}-wallet`)
})

/** The relay on the stack's port now (the stack's own, or the last one started here). */
const currentRelay = (): LocalRelay => relays.at(-1) ?? lab.relay

/** Starts a relay on the stack's relay port again (the relay process came back). */
async function relayBack(): Promise<LocalRelay> {
  const relay = await startLocalRelay({ port: lab.relay.port })
  relays.push(relay)
  return relay
}

const status = () =>
  dapp.evaluate(() =>
    (
      window as unknown as { __porticoLab: { kit: { getConnectionStatus(ns: string): string } } }
    ).__porticoLab.kit.getConnectionStatus('eip155'),
  )

const walletReady = () =>
  wallet.getByTestId('wallet-status').filter({ hasText: 'ready' }).waitFor({ timeout: 60_000 })

describe('faults over WalletConnect: the relay', () => {
  it(`relay down before connecting: the QR view names the relay within 3x the kit's ${RELAY_TIMEOUT_MS / 1_000} s relay timeout (not connecting); back, Try again pairs and connects`, async () => {
    const ui = labPage(dapp)
    await walletReady()
    await currentRelay().stop()
    const started = performance.now()
    await openConnectList(dapp)
    await ui.dialog
      .getByRole('button', { name: /WalletConnect/ })
      .first()
      .click()
    await ui.dialog.getByText('Connection failed').waitFor({ timeout: 30_000 })
    await ui.dialog.getByText(RELAY_DOWN).waitFor()
    const toMessageMs = since(started)
    // The kit is back where it started, not stuck in `connecting`.
    expect(await status()).toBe('disconnected')

    await relayBack()
    const back = performance.now()
    await ui.dialog.getByRole('button', { name: 'Try again' }).click()
    await ui.dialog.getByRole('img', { name: /QR code/ }).waitFor({ timeout: 30_000 })
    await ui.dialog.getByRole('button', { name: 'Copy link' }).click()
    const uri = await dapp.evaluate(() =>
      (window as unknown as { __copied: string[] }).__copied.at(-1),
    )
    expect(uri).toMatch(/^wc:/)
    await walletReady()
    await wallet.getByLabel(/WalletConnect URI/).fill(uri ?? '')
    await wallet.getByRole('button', { name: 'Pair' }).click()
    const proposal = wallet.getByRole('article', { name: /Proposal from Portico lab/ })
    await proposal.waitFor({ timeout: 30_000 })
    await proposal.getByRole('button', { name: 'Approve session' }).click()
    const address = lab.config.walletConnectWallet.address
    await ui.connectButton.filter({ hasText: truncated(address) }).waitFor({ timeout: 30_000 })
    expect(await status()).toBe('connected')
    table.recordWithin({
      part: 'WalletConnect relay',
      flow: 'connect (down before)',
      shown: `Connection failed: ${RELAY_DOWN} + Try again`,
      recovery: 'Try again: QR, wallet pairs, connected',
      toMessageMs,
      toRecoveryMs: since(back),
      bound: relayBound,
    })
  }, 120_000)

  it('relay drops during the session: a signature asked while it is down reaches the wallet once it is back; the session stays', async () => {
    const ui = labPage(dapp)
    await currentRelay().stop()
    await ui.action('Sign message').click()
    await expect
      .poll(() => ui.actionResult.textContent())
      .toContain('Sign message: waiting for the wallet')
    await relayBack()
    const back = performance.now()
    const request = wallet.getByRole('article', { name: 'Request personal_sign' })
    await request.waitFor({ timeout: 60_000 })
    const toRequestMs = since(back)
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
    expect(await status()).toBe('connected')
    await wallet.getByTestId('wallet-sessions').getByText('Portico lab').waitFor()
    table.recordWithin({
      part: 'WalletConnect relay',
      flow: 'sign (relay drops during the session; timed from its return)',
      shown:
        'the request at the wallet (meanwhile "Sign message: waiting for the wallet", no error: the session survives)',
      recovery: 'approved: signed',
      toMessageMs: toRequestMs,
      toRecoveryMs: since(back),
      bound: relayBound,
    })
  }, 120_000)

  it('relay restarted while the QR is shown: the QR is replaced by a live one, the wallet scans it and connects, no reload', async () => {
    // A page of its own (own storage): the session of the tests above stays where it is.
    const fresh = await newLabContext(browser)
    const other = await fresh.context.newPage()
    try {
      await recordClipboard(other)
      await other.goto(lab.url)
      const first = await readPairingUri(other, wallet)
      expect(first).toMatch(/^wc:/)
      const ui = labPage(other)
      await currentRelay().stop()
      await relayBack()
      const back = performance.now()
      // The view shows the new pairing: "Copy link" gives a URI other than the dead one.
      let uri: string | undefined
      await expect
        .poll(
          async () => {
            await ui.dialog.getByRole('button', { name: 'Copy link' }).click()
            uri = await other.evaluate(() =>
              (window as unknown as { __copied: string[] }).__copied.at(-1),
            )
            return uri
          },
          { timeout: 30_000 },
        )
        .not.toBe(first)
      const toNewQrMs = since(back)
      expect(uri).toMatch(/^wc:/)
      await walletReady()
      await wallet.getByLabel(/WalletConnect URI/).fill(uri ?? '')
      await wallet.getByRole('button', { name: 'Pair' }).click()
      const proposal = wallet.getByRole('article', { name: /Proposal from Portico lab/ })
      await proposal.waitFor({ timeout: 30_000 })
      await proposal.getByRole('button', { name: 'Approve session' }).click()
      const address = lab.config.walletConnectWallet.address
      await ui.connectButton.filter({ hasText: truncated(address) }).waitFor({ timeout: 30_000 })
      table.recordWithin({
        part: 'WalletConnect relay',
        flow: 'connect (relay restarted while the QR is shown; timed from its return)',
        shown: 'the QR replaced by a new one (no error)',
        recovery: 'wallet scans the new QR, approves: connected',
        toMessageMs: toNewQrMs,
        toRecoveryMs: since(back),
        bound: relayBound,
      })
      // Disconnecting ends the session at the wallet too (its list holds the other page's only).
      await ui.connectButton.click()
      await ui.dialog.getByRole('button', { name: /Disconnect/ }).click()
      await ui.connectButton.filter({ hasText: /Connect/ }).waitFor({ timeout: 30_000 })
      expect(
        fresh.errors.filter((line) => !/favicon|ERR_CONNECTION_REFUSED|WebSocket/.test(line)),
      ).toEqual([])
    } finally {
      await fresh.context.close()
    }
  }, 150_000)

  it('leaves no page errors behind in the dapp page', () => {
    expect(
      dappErrors.filter((line) => !/favicon|ERR_CONNECTION_REFUSED|WebSocket/.test(line)),
    ).toEqual([])
  })
})

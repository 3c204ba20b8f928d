import { DEFAULT_RELAY_TIMEOUT } from '@portico/core/adapter-kit'
import { type LocalRelay, startLocalRelay } from '@portico/testing'
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { LabSolana } from '../lab-config.js'
import type { LabStack } from '../stack/start-lab-stack.js'
import { verifySolanaSignature } from './family-readers.js'
import { faultTable, since } from './fault-cells.js'
import { status } from './fault-driver.js'
import { newLabContext } from './lab-browser.js'
import {
  failureShot,
  labPage,
  openConnectList,
  readPairingUri,
  recordClipboard,
  truncated,
} from './lab-driver.js'
import { setUpLabSession } from './lab-session.js'
import {
  approveProposal,
  approveRequest,
  pairInWallet,
  shownSolanaSignature,
  walletReady,
  walletRequest,
} from './walletconnect-pairing.js'

// WalletConnect's relay cut for a Solana session, from the modal of a Solana-only lab page (the
// Solana adapter makes the pairing itself, not the EVM one): the relay's process stopped before
// the user picks WalletConnect (and started again on its port for Try again), stopped and started
// again while the QR code is shown, and during a connected session with a signature asked while
// it is down. Each cell asserts what the user reads and a bound on its time.
let lab: LabStack
let browser: Browser
let dapp: Page
let wallet: Page
let dappErrors: string[]
/** Relays this file started in place of the stack's (stopped at the end). */
const relays: LocalRelay[] = []
const table = faultTable('faults-walletconnect-solana.test.ts')

/** What the user reads when the relay is down: the kit's RelayUnreachableError. */
const RELAY_DOWN = 'Could not reach the WalletConnect relay. Check your connection and try again.'
/**
 * The kit's relay bound (core's DEFAULT_RELAY_TIMEOUT, which the Solana adapter applies like every
 * family's WalletConnect connector; the lab sets no `relayTimeout`): a new pairing whose relay
 * hands out no URI by then fails with RELAY_DOWN, on the kit's clock. The cells are held to 3x it,
 * wall clock; after the relay's return the pace is WalletConnect's own reconnect (the kit sets no
 * timer there), held to the same.
 */
const RELAY_TIMEOUT_MS = DEFAULT_RELAY_TIMEOUT
const RELAY_BOUND = {
  ms: 3 * RELAY_TIMEOUT_MS,
  from: `3x the kit relay timeout (${RELAY_TIMEOUT_MS / 1_000} s)`,
}

setUpLabSession({ families: ['solana'], query: '?families=solana', ready: false }, (session) => {
  ;({ lab, browser, page: dapp, errors: dappErrors } = session)
  console.log(`[fault] lab stack started in ${JSON.stringify(session.lab.timings)} ms`)
})

beforeAll(async () => {
  wallet = await (await newLabContext(browser)).context.newPage()
  // "Copy link" is read from what the page writes to the clipboard: recorded from the next load.
  await recordClipboard(dapp)
  await Promise.all([dapp.reload(), wallet.goto(lab.walletUrl)])
}, 60_000)

afterAll(async () => {
  table.print()
  for (const relay of relays) await relay.stop()
})

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && wallet && !wallet.isClosed())
    await failureShot(wallet, `${task.name}-wallet`)
})

const sol = (): LabSolana => {
  if (!lab.config.solana) throw new Error('the lab started no Solana chain')
  return lab.config.solana
}

/** Stops the relay on the stack's port now (the stack's own, or the last one started here). */
const relayDown = () => (relays.at(-1) ?? lab.relay).stop()

/** Starts a relay on the stack's relay port again (the relay process came back). */
async function relayBack(): Promise<void> {
  relays.push(await startLocalRelay({ port: lab.relay.port }))
}

/** What "Copy link" of the QR view gives now. */
async function copiedLink(): Promise<string | undefined> {
  await labPage(dapp).dialog.getByRole('button', { name: 'Copy link' }).click()
  return dapp.evaluate(() => (window as unknown as { __copied: string[] }).__copied.at(-1))
}

/**
 * Pairs `uri` in the lab wallet, approves its proposal (which asks for the lab's Solana cluster)
 * and waits until the dapp shows the Solana account, connected.
 */
async function pairSolanaInWallet(uri: string): Promise<void> {
  const proposal = await pairInWallet(wallet, uri)
  expect(await proposal.textContent()).toContain(sol().caip2)
  await approveProposal(proposal)
  const address = sol().walletConnectWallet.address
  await labPage(dapp)
    .connectButton.filter({ hasText: truncated(address) })
    .waitFor({ timeout: 30_000 })
  expect(await status(dapp, 'solana')).toBe('connected')
}

describe('faults over WalletConnect for a Solana session: the relay', () => {
  it(`relay down before connecting: the QR view names the relay within 3x the kit's ${RELAY_TIMEOUT_MS / 1_000} s relay timeout (not connecting); back, Try again shows a QR the wallet pairs and the Solana account connects`, async () => {
    const ui = labPage(dapp)
    await walletReady(wallet)
    await relayDown()
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
    expect(await status(dapp, 'solana')).toBe('disconnected')

    await relayBack()
    const back = performance.now()
    await ui.dialog.getByRole('button', { name: 'Try again' }).click()
    await ui.dialog.getByRole('img', { name: /QR code/ }).waitFor({ timeout: 30_000 })
    const uri = await copiedLink()
    expect(uri).toMatch(/^wc:/)
    await pairSolanaInWallet(uri ?? '')
    table.recordWithin({
      part: 'WalletConnect relay (Solana)',
      flow: 'connect (relay down before connecting)',
      shown: `Connection failed: ${RELAY_DOWN} + Try again`,
      recovery: 'Try again once the relay is back: QR, wallet pairs, Solana connected',
      toMessageMs,
      toRecoveryMs: since(back),
      bound: RELAY_BOUND,
    })

    // The next cells start from a page with no session, as a user who disconnected.
    await ui.connectButton.click()
    await ui.dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => status(dapp, 'solana'), { timeout: 20_000 }).toBe('disconnected')
    await expect
      .poll(() => wallet.getByTestId('wallet-sessions').getByText('Portico lab').count(), {
        timeout: 20_000,
      })
      .toBe(0)
  }, 120_000)

  it('relay restarted while the QR is shown: no error, the QR is replaced by a live one within its bound; the wallet pairs it and the Solana account connects', async () => {
    const ui = labPage(dapp)
    const first = await readPairingUri(dapp, wallet)
    expect(first).toMatch(/^wc:/)
    await relayDown()
    // While the relay is gone the user still sees the QR, the kit still connecting, no failure.
    await ui.dialog.getByRole('img', { name: /QR code/ }).waitFor()
    expect(await ui.dialog.getByText('Connection failed').count()).toBe(0)
    expect(await status(dapp, 'solana')).toBe('connecting')
    await relayBack()
    const back = performance.now()
    // The relay lost the proposal it held: the view shows a new pairing, not the dead one.
    let uri: string | undefined
    await expect.poll(async () => (uri = await copiedLink()), { timeout: 30_000 }).not.toBe(first)
    const toNewQrMs = since(back)
    expect(uri).toMatch(/^wc:/)
    await pairSolanaInWallet(uri ?? '')
    table.recordWithin({
      part: 'WalletConnect relay (Solana)',
      flow: 'connect (relay restarted while the QR is shown)',
      shown: 'the QR kept while down (connecting, no error), then a new QR once the relay is back',
      recovery: 'wallet scans the new QR, approves: Solana connected',
      toMessageMs: toNewQrMs,
      toRecoveryMs: since(back),
      bound: RELAY_BOUND,
    })
  }, 120_000)

  it('relay drops during the Solana session: a message signature asked while it is down reaches the wallet within its bound once it is back, and verifies; the session stays', async () => {
    const ui = labPage(dapp)
    expect(await status(dapp, 'solana')).toBe('connected')
    await relayDown()
    await ui.action('Sign message').click()
    await expect
      .poll(() => ui.actionResult.textContent())
      .toContain('Sign message: waiting for the wallet')
    await relayBack()
    const back = performance.now()
    const request = await walletRequest(wallet, 'solana_signMessage')
    const toRequestMs = since(back)
    await approveRequest(request)
    const signature = await shownSolanaSignature(dapp)
    const address = sol().walletConnectWallet.address
    expect(verifySolanaSignature(address, 'Hello from the Portico lab', signature)).toBe(true)
    expect(await status(dapp, 'solana')).toBe('connected')
    await wallet.getByTestId('wallet-sessions').getByText('Portico lab').waitFor()
    table.recordWithin({
      part: 'WalletConnect relay (Solana)',
      flow: 'sign message (relay drops during the session)',
      shown:
        'Sign message: waiting for the wallet (no error), then the request at the wallet once the relay is back',
      recovery: 'approved at the wallet: signature shown, verifies (ed25519)',
      toMessageMs: toRequestMs,
      toRecoveryMs: since(back),
      bound: RELAY_BOUND,
    })
  }, 120_000)

  it('leaves no page errors behind in the dapp page (the refused relay sockets aside)', () => {
    expect(
      dappErrors.filter((line) => !/favicon|ERR_CONNECTION_REFUSED|WebSocket/.test(line)),
    ).toEqual([])
  })
})

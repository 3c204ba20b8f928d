import type { Browser, BrowserContext, Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type LabStack, startLabStack } from '../stack/start-lab-stack.js'
import { cutFromBrowser, faultTable, isChainRpc, since } from './fault-cells.js'
import { ensureConnected, status } from './fault-driver.js'
import { launchChromium, newLabContext } from './lab-browser.js'
import { closeModal, failureShot, labPage, openConnectList, truncated } from './lab-driver.js'

// The chain's node with the injected wallet: its JSON-RPC (the node itself and apps/api's
// RPC endpoint) is refused from the browser — as when the node's process is gone — while
// connecting, after connecting, and in the Send view; the test reads what the user is told, retries
// as the user would once the node is back, and checks the state after. Each cell asserts an upper
// bound on the time to what the user sees (from the EVM adapter's own waits), printed beside it.
let lab: LabStack
let browser: Browser
let context: BrowserContext
let page: Page
let errors: string[]
const table = faultTable('faults-node.test.ts')

/**
 * adapter-evm's NODE_PROBE_TIMEOUT_MS: a wallet request that failed without a reason asks the node
 * `eth_chainId` for this long before the failure is put on the node. A refused node is named
 * before it (viem's few quick retries, then the probe): the node cells are held to 3x it.
 */
const NODE_PROBE_TIMEOUT_MS = 3_000
const nodeBound = { ms: 3 * NODE_PROBE_TIMEOUT_MS, from: '3x NODE_PROBE_TIMEOUT_MS' }
/**
 * adapter-evm's CAPABILITIES_WAIT_MS: the connect's one wait of its own (for
 * `wallet_getCapabilities`); the wallet answers at once and no node is asked.
 */
const CAPABILITIES_WAIT_MS = 3_000

beforeAll(async () => {
  lab = await startLabStack({ watch: false })
  browser = await launchChromium()
  ;({ context, errors } = await newLabContext(browser))
  page = await context.newPage()
  await page.goto(lab.url)
}, 180_000)

afterAll(async () => {
  table.print()
  await browser?.close().catch(() => undefined)
  await lab?.stop()
}, 60_000)

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && page && !page.isClosed()) await failureShot(page, task.name)
})

const account = () => lab.config.injectedWallet.address
const chainName = () => lab.config.chains[0]!.name
const unreachable = () => `Could not reach ${chainName()}. Check your connection and try again.`

describe('faults with the injected wallet: the chain node', () => {
  it('chain node down while connecting: connecting works (the wallet needs no node); back, the account view fills in', async () => {
    const fresh = await newLabContext(browser)
    const restore = await cutFromBrowser(fresh.context, (url) => isChainRpc(lab, url))
    const other = await fresh.context.newPage()
    try {
      await other.goto(lab.url)
      const ui = labPage(other)
      const started = performance.now()
      await openConnectList(other)
      await ui.dialog.getByRole('button', { name: /Portico Test Wallet/ }).click()
      await ui.connectButton.filter({ hasText: truncated(account()) }).waitFor({ timeout: 30_000 })
      const toConnectedMs = since(started)
      expect(await status(other)).toBe('connected')
      // No balance while the node is gone (the kit asks it again on doubling waits).
      expect(await ui.connectButton.textContent()).not.toContain('ETH')
      await restore()
      const back = performance.now()
      await ui.connectButton.filter({ hasText: 'ETH' }).waitFor({ timeout: 60_000 })
      table.recordWithin({
        part: 'chain RPC',
        flow: 'connect (node down while connecting)',
        shown: 'connected (the wallet needs no node)',
        recovery: 'node back: the balance shows',
        toMessageMs: toConnectedMs,
        toRecoveryMs: since(back),
        bound: { ms: 3 * CAPABILITIES_WAIT_MS, from: "3x the connect's CAPABILITIES_WAIT_MS" },
      })
    } finally {
      await restore()
      await fresh.context.close()
    }
  }, 150_000)

  it('chain node cut after connecting: "Send 0.01 ETH" names the network and what to do; back, the same send lands', async () => {
    const ui = labPage(page)
    await ensureConnected(page)
    const restore = await cutFromBrowser(context, (url) => isChainRpc(lab, url))
    try {
      const started = performance.now()
      await ui.action('Send 0.01 ETH').click()
      await expect
        .poll(() => ui.actionResult.textContent(), { timeout: 30_000 })
        .toContain(`Send transaction: failed: ${unreachable()}`)
      const toMessageMs = since(started)
      expect(await status(page)).toBe('connected')
      await restore()
      const back = performance.now()
      await ui.action('Send 0.01 ETH').click()
      await expect
        .poll(() => ui.actionResult.textContent(), { timeout: 30_000 })
        .toMatch(/Send transaction: ok: 0x[0-9a-f]{64}/)
      table.recordWithin({
        part: 'chain RPC',
        flow: 'send (lab action, after connecting)',
        shown: unreachable(),
        recovery: 'same button: sent',
        toMessageMs,
        toRecoveryMs: since(back),
        bound: nodeBound,
      })
    } finally {
      await restore()
    }
  }, 120_000)

  it('chain node cut after connecting: signing needs no node and still works', async () => {
    const ui = labPage(page)
    await ensureConnected(page)
    const restore = await cutFromBrowser(context, (url) => isChainRpc(lab, url))
    try {
      // The cut holds: the page's own call to the chain's node is refused.
      const rpcUrl = lab.config.chains[0]!.rpcUrl
      const reached = await page.evaluate(async (url) => {
        try {
          await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}',
          })
          return true
        } catch {
          return false
        }
      }, rpcUrl)
      expect(reached).toBe(false)
      const started = performance.now()
      await ui.action('Sign message').click()
      await expect
        .poll(() => ui.actionResult.textContent(), { timeout: 30_000 })
        .toMatch(/Sign message: ok: 0x/)
      const toMessageMs = since(started)
      // A real signature by the connected account over the lab's message, not just any answer.
      const signature = ((await ui.actionResult.textContent()) ?? '').split('ok: ')[1] as Hex
      expect(
        await verifyMessage({
          address: account(),
          message: 'Hello from the Portico lab',
          signature,
        }),
      ).toBe(true)
      table.recordWithin({
        part: 'chain RPC',
        flow: 'sign (after connecting)',
        shown: 'signed (the wallet signs locally)',
        recovery: 'nothing to recover',
        toMessageMs,
        toRecoveryMs: undefined,
        // Signing asks no node: it is done before a node probe could even give up.
        bound: {
          ms: NODE_PROBE_TIMEOUT_MS,
          from: 'under NODE_PROBE_TIMEOUT_MS: no node is asked',
        },
      })
    } finally {
      await restore()
    }
  }, 60_000)

  it('chain node cut in the Send view: the toast names the network; back, Send again lands', async () => {
    const ui = labPage(page)
    await ensureConnected(page)
    await ui.connectButton.click()
    await ui.dialog.getByRole('button', { name: 'Send' }).click()
    await ui.dialog.getByRole('button', { name: /Token/ }).waitFor()
    await ui.dialog.getByLabel('Amount').fill('0.01')
    await ui.dialog.getByLabel('To', { exact: true }).fill(lab.devnet.accounts[6]!.address)
    const preview = ui.dialog.getByRole('button', { name: 'Preview send' })
    await expect.poll(() => preview.isEnabled(), { timeout: 20_000 }).toBe(true)
    await preview.click()
    const send = ui.dialog.getByRole('button', { name: 'Send', exact: true })
    await send.waitFor()
    const restore = await cutFromBrowser(context, (url) => isChainRpc(lab, url))
    try {
      const started = performance.now()
      await send.click()
      await page.getByText(unreachable()).first().waitFor({ timeout: 30_000 })
      const toMessageMs = since(started)
      await restore()
      const back = performance.now()
      await expect.poll(() => send.isEnabled(), { timeout: 20_000 }).toBe(true)
      await send.click()
      await ui.dialog.getByRole('tab', { name: 'Tokens' }).waitFor({ timeout: 30_000 })
      table.recordWithin({
        part: 'chain RPC',
        flow: 'send (Send view, after connecting)',
        shown: `toast: ${unreachable()}`,
        recovery: 'Send again: sent, back on Account',
        toMessageMs,
        toRecoveryMs: since(back),
        bound: nodeBound,
      })
    } finally {
      await restore()
      await closeModal(page)
    }
  }, 120_000)

  it('leaves no page errors behind', () => {
    expect(
      errors.filter((line) => !/favicon|ERR_CONNECTION_REFUSED|Failed to load resource/.test(line)),
    ).toEqual([])
  })
})

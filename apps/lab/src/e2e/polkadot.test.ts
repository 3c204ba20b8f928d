import { ApiPromise, WsProvider } from '@polkadot/api'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { LabPolkadot } from '../lab-config.js'
import { type LabStack, startLabStack } from '../stack/start-lab-stack.js'
import { setFamilyWalletMode, waitForToast } from './family-readers.js'
import { launchChromium, newLabContext } from './lab-browser.js'
import { closeModal, failureShot, labPage, screenshot, truncated, waitUntil } from './lab-driver.js'

// The lab with the Polkadot family only (chopsticks from a genesis file, the in-page test
// extension `portico-test` with //Alice and //Bob, and a second extension that must never be
// asked), driven in headless Chromium.
let lab: LabStack
let browser: Browser
let context: BrowserContext
let page: Page
let api: ApiPromise

const dot = (): LabPolkadot => {
  if (!lab.config.polkadot) throw new Error('the lab started no Polkadot chain')
  return lab.config.polkadot
}

beforeAll(async () => {
  lab = await startLabStack({ watch: false, families: ['polkadot'] })
  await cryptoWaitReady()
  api = await ApiPromise.create({ provider: new WsProvider(dot().wsUrl), noInitWarn: true })
  browser = await launchChromium()
  ;({ context } = await newLabContext(browser))
  page = await context.newPage()
  await page.goto(`${lab.url}?families=polkadot`)
}, 240_000)

afterAll(async () => {
  await browser?.close().catch(() => undefined)
  await api?.disconnect().catch(() => undefined)
  await lab?.stop()
}, 60_000)

beforeEach(async () => {
  if (!page || page.isClosed()) return
  await closeModal(page)
  await setFamilyWalletMode(page, 'polkadotWallet', 'approve')
})

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && page && !page.isClosed()) await failureShot(page, task.name)
})

/** Free balance in planck, read from the chain (not through the kit). */
async function freeBalance(address: string): Promise<bigint> {
  // The runtime's storage is typed by metadata at run time: the one field read here, narrowed.
  const query = api.query as unknown as {
    system: { account(address: string): Promise<{ data: { free: { toBigInt(): bigint } } }> }
  }
  const account = await query.system.account(address)
  return account.data.free.toBigInt()
}

/** Planck as a decimal amount of the chain's unit (exact). */
function formatPlanck(planck: bigint, decimals: number): string {
  const text = planck.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, -decimals)
  const fraction = text.slice(-decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/** The SS58 address of a dev account on the lab chain's prefix. */
const devAddress = (name: string): string => {
  const account = dot().accounts.find((entry) => entry.name.toLowerCase().startsWith(name))
  if (!account) throw new Error(`no dev account ${name}`)
  return account.address
}

/** The origins each injected test extension was asked to enable, read in the page. */
function enabledOrigins(): Promise<Record<string, readonly string[]>> {
  return page.evaluate(() => {
    const all = (
      window as unknown as {
        __porticoPolkadotExtensions?: Record<string, { enabledOrigins: readonly string[] }>
      }
    ).__porticoPolkadotExtensions
    return Object.fromEntries(
      Object.entries(all ?? {}).map(([name, ext]) => [name, [...ext.enabledOrigins]]),
    )
  })
}

describe('lab e2e: Polkadot', () => {
  it('connects the picked extension only, then another of its accounts from the picker', async () => {
    const ui = labPage(page)
    await ui.connectButton.click()
    const list = ui.dialog.getByRole('list', { name: 'Wallets' })
    await list.getByRole('button').first().waitFor()
    await screenshot(page, 'polkadot-connect')
    // Two extensions are injected; the test one is picked.
    await list.getByRole('button', { name: /portico[- ]test|Portico Test/i }).click()
    await ui.connectButton.filter({ hasText: dot().symbol }).waitFor({ timeout: 60_000 })
    const origins = await enabledOrigins()
    // `enable(origin)` gets the app name the adapter was given (extensions show it).
    expect(origins['portico-test']).toEqual(['Portico lab'])
    expect(origins['portico-dummy'] ?? []).toEqual([])

    await ui.connectButton.click()
    await ui.dialog.getByRole('button', { name: /switch account/ }).click()
    const accounts = ui.dialog.getByRole('list', { name: 'Accounts' })
    await accounts.getByRole('button', { name: /Bob/ }).waitFor()
    await screenshot(page, 'polkadot-accounts')
    await accounts.getByRole('button', { name: /Bob/ }).click()
    await ui.connectButton.filter({ hasText: truncated(devAddress('bob')) }).waitFor({
      timeout: 20_000,
    })
  }, 120_000)

  it('signs a message with the chosen account; the sr25519 signature verifies', async () => {
    const ui = labPage(page)
    await ui.action('Sign message').click()
    await expect
      .poll(() => ui.actionResult.textContent(), { timeout: 30_000 })
      .toMatch(/Sign message: ok: 0x[0-9a-f]+/)
    const signature = ((await ui.actionResult.textContent()) ?? '').split('ok: ')[1]?.trim() ?? ''
    const bob = devAddress('bob')
    const wrapped = '<Bytes>Hello from the Portico lab</Bytes>'
    expect(signatureVerify(wrapped, signature, bob).isValid).toBe(true)
    expect(signatureVerify('<Bytes>another</Bytes>', signature, bob).isValid).toBe(false)
  }, 60_000)

  it('transfers to Alice through the extension signer: the balance changes on chain', async () => {
    const alice = devAddress('alice')
    const before = await freeBalance(alice)
    const ui = labPage(page)
    await ui.connectButton.click()
    await ui.dialog.getByRole('button', { name: 'Send' }).click()
    // An amount that would leave Bob with less than the existential deposit: warned.
    const consts = api.consts as unknown as {
      balances: { existentialDeposit: { toBigInt(): bigint } }
    }
    const deposit = consts.balances.existentialDeposit.toBigInt()
    const bobNow = await freeBalance(devAddress('bob'))
    // What remains must be below the deposit once the fee is paid: balance − fee − deposit/2. The
    // warning needs the adapter's fee estimate (before it arrives, more than the deposit remains).
    const tx = (
      api.tx as unknown as {
        balances: {
          transferKeepAlive(
            to: string,
            value: bigint,
          ): { paymentInfo(from: string): Promise<{ partialFee: { toBigInt(): bigint } }> }
        }
      }
    ).balances.transferKeepAlive(alice, bobNow / 2n)
    const fee = (await tx.paymentInfo(devAddress('bob'))).partialFee.toBigInt()
    expect(fee + deposit / 2n).toBeGreaterThan(deposit)
    const dust = formatPlanck(bobNow - fee - deposit / 2n, dot().decimals)
    await ui.dialog.getByLabel('To', { exact: true }).fill(alice)
    await ui.dialog.getByLabel('Amount').fill(dust)
    await ui.dialog.getByText(/less than the existential deposit/).waitFor({ timeout: 30_000 })
    await screenshot(page, 'polkadot-existential-deposit')
    await ui.dialog.getByLabel('Amount').fill('1.5')
    await ui.dialog.getByLabel('To', { exact: true }).fill('not-an-address')
    await ui.dialog.getByText('Invalid address').waitFor()
    await ui.dialog.getByLabel('To', { exact: true }).fill(alice)
    const preview = ui.dialog.getByRole('button', { name: 'Preview send' })
    await expect.poll(() => preview.isEnabled(), { timeout: 30_000 }).toBe(true)
    await preview.click()
    // The fee: the adapter's paymentInfo estimate in the chain's unit.
    await ui.dialog
      .getByText(new RegExp(`\\d\\.\\d+ ${dot().symbol}`))
      .last()
      .waitFor({
        timeout: 30_000,
      })
    await screenshot(page, 'polkadot-send-preview')
    await ui.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await page.getByText('Transaction started').first().waitFor({ timeout: 30_000 })
    const planck = 15n * 10n ** BigInt(dot().decimals - 1)
    await waitUntil(
      'the transfer in a block',
      async () => {
        return (await freeBalance(alice)) === before + planck
      },
      60_000,
    )
    // apps/api indexes the balances.Transfer event: Bob's Activity lists it.
    const bob = devAddress('bob')
    await waitUntil(
      'apps/api to index the transfer',
      async () => {
        const response = await fetch(
          `${lab.apiUrl}/v1/account/${bob}/history?projectId=lab&chainId=${dot().caip2}`,
        )
        return (await response.text()).includes(alice)
      },
      60_000,
    )
    await ui.dialog.getByRole('tab', { name: 'Activity' }).click()
    await ui.dialog
      .getByRole('tabpanel')
      .getByText(`-1.500 ${dot().symbol}`)
      .waitFor({ timeout: 30_000 })
    await screenshot(page, 'polkadot-activity')
  }, 150_000)

  it('a signature declined in the extension shows "Signature declined"', async () => {
    const ui = labPage(page)
    await setFamilyWalletMode(page, 'polkadotWallet', 'reject')
    await ui.action('Sign message').click()
    await waitForToast(page, 'Signature declined')
    await expect.poll(() => ui.actionResult.textContent()).toContain('Sign message: failed')
  }, 60_000)
})

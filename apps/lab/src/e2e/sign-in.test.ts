import { formatSiwxMessage } from '@portico/siwx'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { type Hex, hexToBytes, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type LabStack, startLabStack } from '../stack/start-lab-stack.js'
import { launchChromium, newLabContext } from './lab-browser.js'
import { connectInjected, failureShot, labPage, screenshot } from './lab-driver.js'

// Sign-in in the lab: the kit with `createServerSiwx` on apps/api's `/v1/siwx`
// (PGlite storage), the EVM injected test wallet signing in Chromium.
let lab: LabStack
let browser: Browser
let context: BrowserContext | undefined
let page: Page
/** The page and console errors of each context the file opened. */
const errorLists: string[][] = []

beforeAll(async () => {
  ;[lab, browser] = await Promise.all([startLabStack({ watch: false }), launchChromium()])
}, 180_000)

afterAll(async () => {
  await browser?.close().catch(() => undefined)
  await lab?.stop()
}, 60_000)

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && page && !page.isClosed()) await failureShot(page, task.name)
})

const siwxUrl = () => `${lab.apiUrl}/v1/siwx`

/** The kit's sign-in slice and view, read in the page. */
function kitState(): Promise<{
  status: string
  hasSession: boolean
  view: string
  open: boolean
  network: string | undefined
}> {
  return page.evaluate(() => {
    const lab = (window as unknown as { __porticoLab: { kit: { getSnapshot(): never } } })
      .__porticoLab
    const s = lab.kit.getSnapshot() as {
      signIn: { status: string; hasSession: boolean }
      router: { view: string }
      modal: { open: boolean }
      activeNetwork: { caipNetworkId: string } | undefined
    }
    return {
      ...s.signIn,
      view: s.router.view,
      open: s.modal.open,
      network: s.activeNetwork?.caipNetworkId,
    }
  })
}

/** The session tokens createServerSiwx keeps in the page's localStorage. */
async function storedTokens(): Promise<string[]> {
  const raw = await page.evaluate(() => localStorage.getItem('portico.siwx.server'))
  return Object.values(JSON.parse(raw ?? '{}') as Record<string, { token: string }>).map(
    (entry) => entry.token,
  )
}

/** What apps/api's `/v1/siwx/session` says about a token. */
async function sessionOf(token: string): Promise<{ status: number; address?: string }> {
  const response = await fetch(`${siwxUrl()}/session`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const body = (await response.json()) as { session?: { address: string } }
  return { status: response.status, ...(body.session ? { address: body.session.address } : {}) }
}

const signView = () => labPage(page).dialog.and(page.locator('[data-view="SIWXSignMessage"]'))

/**
 * The lab with sign-in `mode`, disconnected and with the modal closed: the page as the test
 * before left it when it is that already, else a fresh context (no tokens, no recent wallet), so
 * one failed test does not leave the next one on an open dialog or a half-done connection.
 */
async function disconnectedLab(mode: 'optional' | 'required'): Promise<void> {
  const query = `?signin=${mode}`
  if (
    context &&
    new URL(page.url()).search === query &&
    (await labPage(page).connectButton.getAttribute('data-status')) === 'disconnected' &&
    (await labPage(page).dialog.count()) === 0
  )
    return
  await context?.close()
  const fresh = await newLabContext(browser)
  context = fresh.context
  errorLists.push(fresh.errors)
  page = await context.newPage()
  await page.goto(`${lab.url}${query}`)
}

/** Optional sign-in, connected and signed in on the first devnet (one session token). */
async function signedInOnFirstDevnet(): Promise<void> {
  if (context && new URL(page.url()).search === '?signin=optional') {
    const state = await kitState()
    if (
      state.status === 'signed' &&
      !state.open &&
      state.network === 'eip155:31337' &&
      (await storedTokens()).length === 1
    )
      return
  }
  if (context) await context.close()
  context = undefined
  await disconnectedLab('optional')
  await connectInjected(page)
  await labPage(page).dialog.getByRole('button', { name: 'Sign' }).click()
  await expect.poll(kitState, { timeout: 20_000 }).toMatchObject({ status: 'signed', open: false })
}

describe('optional sign-in', () => {
  it('connect → sign → signed in (the server confirms) → reload stays signed in', async () => {
    await disconnectedLab('optional')
    await connectInjected(page)
    await signView().waitFor()
    await page.getByText('Portico lab wants you to sign in').waitFor()
    await screenshot(page, 'sign-in-prompt')
    await labPage(page).dialog.getByRole('button', { name: 'Sign' }).click()
    await expect
      .poll(kitState, { timeout: 20_000 })
      .toMatchObject({ status: 'signed', open: false })

    const [token] = await storedTokens()
    expect(await sessionOf(token ?? '')).toEqual({
      status: 200,
      address: lab.config.injectedWallet.address,
    })

    await page.reload()
    await labPage(page).connectButton.filter({ hasText: 'ETH' }).waitFor({ timeout: 30_000 })
    await expect.poll(kitState, { timeout: 20_000 }).toMatchObject({ status: 'signed' })
    expect((await kitState()).open).toBe(false)
  })

  it('switching network prompts again; disconnect signs out on the server', async () => {
    await signedInOnFirstDevnet()
    const ui = labPage(page)
    await ui.networkButton.click()
    await ui.dialog.getByRole('button', { name: /Portico Devnet B/ }).click()
    await signView().waitFor({ timeout: 20_000 })
    expect((await kitState()).hasSession).toBe(false)
    await ui.dialog.getByRole('button', { name: 'Sign' }).click()
    await expect
      .poll(kitState, { timeout: 20_000 })
      .toMatchObject({ status: 'signed', open: false })
    const tokens = await storedTokens()
    expect(tokens).toHaveLength(2)
    for (const token of tokens) expect((await sessionOf(token)).status).toBe(200)

    await ui.connectButton.click()
    await ui.dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => ui.connectButton.textContent(), { timeout: 20_000 }).toMatch(/Connect/)
    for (const token of tokens)
      await expect.poll(async () => (await sessionOf(token)).status).toBe(401)
  })

  it('a tampered signature and a replayed message are refused; the modal shows why', async () => {
    await disconnectedLab('optional')
    const ui = labPage(page)
    let firstBody: string | undefined
    // The page's own verify request, altered on its way to apps/api.
    await page.route('**/v1/siwx/verify', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as { signature: Hex }
      const bytes = hexToBytes(body.signature)
      bytes[10] = (bytes[10] ?? 0) ^ 0xff
      await route.continue({ postData: JSON.stringify({ ...body, signature: toHex(bytes) }) })
    })
    await connectInjected(page)
    await signView().waitFor()
    await ui.dialog.getByRole('button', { name: 'Sign' }).click()
    await ui.dialog.getByText('Invalid signature').waitFor({ timeout: 20_000 })
    expect(await kitState()).toMatchObject({ status: 'failed', view: 'Connect', open: true })
    await screenshot(page, 'sign-in-refused')
    await page.unroute('**/v1/siwx/verify')

    // A message that already signed in once, sent again with the next sign-in.
    await page.keyboard.press('Escape')
    await page.route('**/v1/siwx/verify', async (route) => {
      if (!firstBody) {
        firstBody = route.request().postData() ?? ''
        await route.continue()
      } else await route.continue({ postData: firstBody })
    })
    await connectInjected(page)
    await signView().waitFor()
    await ui.dialog.getByRole('button', { name: 'Sign' }).click()
    await expect.poll(kitState, { timeout: 20_000 }).toMatchObject({ status: 'signed' })
    await ui.connectButton.click()
    await ui.dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => ui.connectButton.textContent(), { timeout: 20_000 }).toMatch(/Connect/)
    await connectInjected(page)
    await signView().waitFor()
    await ui.dialog.getByRole('button', { name: 'Sign' }).click()
    await ui.dialog.getByText('Nonce unknown, expired or already used').waitFor({ timeout: 20_000 })
    expect((await kitState()).status).toBe('failed')
    await page.unroute('**/v1/siwx/verify')
    await page.keyboard.press('Escape')
  })
})

describe('required sign-in', () => {
  it('Escape, the overlay and Close do nothing on the prompt; Cancel disconnects', async () => {
    await disconnectedLab('required')
    const ui = labPage(page)
    await connectInjected(page)
    await signView().waitFor()
    await page.keyboard.press('Escape')
    // A corner of the overlay: its centre lies under the dialog, where a forced click could land on
    // the prompt's own buttons (it once pressed Sign).
    await page.getByTestId('portico-overlay').click({ force: true, position: { x: 4, y: 4 } })
    expect(await ui.dialog.getByRole('button', { name: 'Close' }).isDisabled()).toBe(true)
    expect(await kitState()).toMatchObject({ view: 'SIWXSignMessage', open: true })
    await screenshot(page, 'sign-in-required')
    await ui.dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => ui.connectButton.textContent(), { timeout: 20_000 }).toMatch(/Connect/)
    expect((await kitState()).open).toBe(false)
  })
})

describe("attacks on apps/api's verify route (messages crafted here)", () => {
  const signer = () => privateKeyToAccount(lab.devnet.accounts[3]!.privateKey)
  const host = () => new URL(lab.url).host

  async function nonce(): Promise<string> {
    return ((await (await fetch(`${siwxUrl()}/nonce`)).json()) as { nonce: string }).nonce
  }

  async function craft(patch: { domain?: string; uri?: string; expirationTime?: string } = {}) {
    const now = Date.now()
    const message = formatSiwxMessage({
      namespace: 'eip155',
      domain: patch.domain ?? host(),
      address: signer().address,
      statement: 'Sign in to the Portico lab',
      uri: patch.uri ?? new URL(lab.url).origin,
      version: '1',
      chainId: '31337',
      nonce: await nonce(),
      issuedAt: new Date(now - 120_000).toISOString(),
      expirationTime: patch.expirationTime ?? new Date(now + 600_000).toISOString(),
    })
    return { message, signature: await signer().signMessage({ message }) }
  }

  async function verify(body: { message: string; signature: string }) {
    const response = await fetch(`${siwxUrl()}/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, networkId: 'eip155:31337' }),
    })
    const json = (await response.json()) as { token?: string; error?: { message: string } }
    return { status: response.status, token: json.token, error: json.error?.message }
  }

  it('accepts a well-formed message once; its replay is refused', async () => {
    const signed = await craft()
    const first = await verify(signed)
    expect(first.status).toBe(200)
    expect(await sessionOf(first.token ?? '')).toMatchObject({ status: 200 })
    expect(await verify(signed)).toEqual({
      status: 401,
      token: undefined,
      error: 'Nonce unknown, expired or already used',
    })
  })

  it('refuses an expired message, another domain and a tampered signature', async () => {
    const expired = await craft({ expirationTime: new Date(Date.now() - 60_000).toISOString() })
    expect(await verify(expired)).toMatchObject({
      status: 401,
      error: 'Sign-in message has expired',
    })
    const elsewhere = await craft({ domain: 'evil.example', uri: 'https://evil.example' })
    expect(await verify(elsewhere)).toMatchObject({
      status: 403,
      error: 'Sign-in message is for another domain',
    })
    const good = await craft()
    const bytes = hexToBytes(good.signature as Hex)
    bytes[5] = (bytes[5] ?? 0) ^ 0x01
    expect(await verify({ ...good, signature: toHex(bytes) })).toMatchObject({
      status: 401,
      error: 'Invalid signature',
    })
    // The refused nonce was not consumed by the failed check: the honest signature still works.
    expect((await verify(good)).status).toBe(200)
  })

  it('leaves no page errors behind', async () => {
    await context?.close()
    // The refused sign-ins answer 401 on purpose: the browser logs those responses.
    expect(
      errorLists
        .flat()
        .filter((line) => !line.includes('favicon') && !/status of 40[13]/.test(line)),
    ).toEqual([])
  })
})

import { type ApiServer, apiConfigForDevnet, createApiServer } from '@portico/api'
import { type Devnet, startDevnet, testWalletBrowserScript } from '@portico/testing'
import { launchChromium } from '@portico/testing/chromium'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shortAddress } from './app/short-address'
import { type NextServer, startNextServer } from './e2e/next-server'
import { recordPages } from './e2e/page-recorder'
import { ACCOUNT_COOKIE } from './session/saved-session'

let devnet: Devnet
let api: ApiServer
let next: NextServer
let browser: Browser

beforeAll(async () => {
  devnet = await startDevnet()
  api = await createApiServer(apiConfigForDevnet(devnet), { log: () => {} })
  const { url: apiUrl } = await api.listen()
  next = await startNextServer({
    PORTICO_RPC_URLS: devnet.chains.map((chain) => `${chain.chainId}=${chain.rpcUrl}`).join(','),
    PORTICO_API_URL: apiUrl,
  })
  browser = await launchChromium({ headless: true, timeout: 60_000 })
})

afterAll(async () => {
  await browser?.close()
  await next?.stop()
  await api?.close()
  await devnet?.stop()
})

describe('examples/nextjs (next start, anvil, apps/api, Chromium)', () => {
  it('after a reload the server HTML already shows the account: no "Connect" ever painted, no CSP violation', async () => {
    const [chain] = devnet.chains
    const account = devnet.accounts[0]
    if (!account) throw new Error('the devnet has no account')
    const context = await browser.newContext()
    context.setDefaultTimeout(30_000)
    const record = await recordPages(context)
    await context.addInitScript(
      testWalletBrowserScript({
        privateKey: account.privateKey,
        rpcUrls: Object.fromEntries(devnet.chains.map((c) => [c.chainId, c.rpcUrl])),
        chainId: chain.chainId,
      }),
    )
    const page = await context.newPage()
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    // A hydration mismatch is reported as a console error by React in production too.
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(`console: ${message.text()}`)
    })
    page.on('response', (response) => {
      if (response.status() >= 400) pageErrors.push(`${response.status()} ${response.url()}`)
    })

    // First visit: nothing saved, the server draws "Connect Wallet"; the policy is on the response.
    const first = await page.goto(next.url)
    const policy = first?.headers()['content-security-policy'] ?? ''
    expect(policy).toMatch(/default-src 'self'/)
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'(;|$)/)
    expect(policy).not.toContain('unsafe-eval')
    expect(policy).not.toContain('unsafe-inline')
    const button = page.getByTestId('account-button')
    await expect.poll(() => button.textContent()).toBe('Connect Wallet')

    // Connect the injected test wallet through the modal.
    await button.click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Portico Test Wallet/ })
      .click()
    await page.locator('[data-testid="account-button"][data-status="connected"]').waitFor()
    const short = shortAddress(account.address)
    expect(await button.textContent()).toContain(short)
    await page.keyboard.press('Escape')
    const cookies = await context.cookies(next.url)
    expect(cookies.find((cookie) => cookie.name === ACCOUNT_COOKIE)?.value).toBe(account.address)

    // Reload: the document's response body is the server render, before any script ran.
    record.buttonTexts.length = 0
    const reload = await page.reload()
    const html = (await reload?.text()) ?? ''
    const serverButton = html.match(/<button[^>]*data-testid="account-button"[^>]*>(.*?)<\/button>/)
    expect(serverButton?.[1]).toBe(short)
    expect(serverButton?.[0]).toContain('data-status="restoring"')
    expect(html).not.toContain('Connect Wallet')
    await page.locator('[data-testid="account-button"][data-status="connected"]').waitFor()
    expect(await page.getByTestId('address').textContent()).toBe(account.address)

    // Every text the button had since the reload shows the account (the saved one, then the live
    // one with its balance, which under load may already be there at the first record).
    expect(record.buttonTexts.length).toBeGreaterThan(0)
    for (const text of record.buttonTexts) expect(text).toContain(short)
    expect(record.buttonTexts.filter((text) => /connect/i.test(text))).toEqual([])
    expect(record.buttonTexts.at(-1)).toContain(short)
    expect(record.violations).toEqual([])
    expect(pageErrors).toEqual([])
    await context.close()
  })
})

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, type Hex, http, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../browser/launch-chromium.js'
import { type Devnet, startDevnet } from '../devnet/start-devnet.js'
import { testWalletBrowserScript } from './browser-script.js'

let devnet: Devnet
let server: Server
let origin: string
let browser: Browser

beforeAll(async () => {
  ;[devnet, browser] = await Promise.all([startDevnet(), launchChromium()])
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end('<!doctype html><title>dapp</title><p>dapp</p>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
  await devnet?.stop()
})

interface PageWallet {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>
}

async function openDapp(privateKey: Hex, extra: Record<string, unknown> = {}): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript(
    testWalletBrowserScript({
      privateKey,
      rpcUrls: Object.fromEntries(devnet.chains.map((c) => [c.chainId, c.rpcUrl])),
      chainId: devnet.chains[0].chainId,
      info: { name: 'Page Wallet', rdns: 'dev.portico.page' },
      ...extra,
    }),
  )
  await page.goto(origin)
  return page
}

describe('testWalletBrowserScript', () => {
  it('installs window.ethereum, announces through EIP-6963, signs and sends from the page', async () => {
    const account = devnet.accounts[6]!
    const page = await openDapp(account.privateKey)
    try {
      const announced = await page.evaluate(() => {
        const infos: { name: string; rdns: string }[] = []
        window.addEventListener('eip6963:announceProvider', (event) => {
          infos.push((event as CustomEvent).detail.info)
        })
        window.dispatchEvent(new Event('eip6963:requestProvider'))
        return infos
      })
      expect(announced).toEqual([
        expect.objectContaining({ name: 'Page Wallet', rdns: 'dev.portico.page' }),
      ])

      const accounts = await page.evaluate(() =>
        (window as unknown as { ethereum: PageWallet }).ethereum.request({
          method: 'eth_requestAccounts',
        }),
      )
      expect(accounts).toEqual([account.address])

      const signature = (await page.evaluate(
        (address) =>
          (window as unknown as { ethereum: PageWallet }).ethereum.request({
            method: 'personal_sign',
            params: ['0x68656c6c6f2066726f6d20746865207061676521', address],
          }),
        account.address,
      )) as Hex
      expect(
        await verifyMessage({
          address: account.address,
          message: 'hello from the page!',
          signature,
        }),
      ).toBe(true)

      const recipient = '0x000000000000000000000000000000000000d00d'
      const hash = (await page.evaluate(
        ([from, to]) =>
          (window as unknown as { ethereum: PageWallet }).ethereum.request({
            method: 'eth_sendTransaction',
            params: [{ from, to, value: '0x2a' }],
          }),
        [account.address, recipient],
      )) as Hex
      const client = createPublicClient({ transport: http(devnet.chains[0].rpcUrl) })
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 25 })
      expect(receipt.status).toBe('success')
      expect(await client.getBalance({ address: recipient })).toBe(42n)

      // The test controls the wallet through window.__porticoTestWallet.
      const rejected = await page.evaluate(async () => {
        const page = window as unknown as {
          ethereum: PageWallet
          __porticoTestWallet: { setMode(mode: string): void }
        }
        page.__porticoTestWallet.setMode('reject')
        try {
          await page.ethereum.request({ method: 'personal_sign', params: ['0x00'] })
          return null
        } catch (error) {
          return (error as { code: number }).code
        }
      })
      expect(rejected).toBe(4001)

      // Authorization survives a reload, as with a real extension.
      await page.reload()
      const afterReload = await page.evaluate(() =>
        (window as unknown as { ethereum: PageWallet }).ethereum.request({
          method: 'eth_accounts',
        }),
      )
      expect(afterReload).toEqual([account.address])
    } finally {
      await page.context().close()
    }
  }, 60_000)

  it('can skip window.ethereum and only announce', async () => {
    const page = await openDapp(devnet.accounts[7]!.privateKey, { injectWindowEthereum: false })
    try {
      const state = await page.evaluate(() => ({
        ethereum: 'ethereum' in window,
        wallet: typeof (window as unknown as { __porticoTestWallet?: unknown }).__porticoTestWallet,
      }))
      expect(state).toEqual({ ethereum: false, wallet: 'object' })
    } finally {
      await page.context().close()
    }
  }, 30_000)
})

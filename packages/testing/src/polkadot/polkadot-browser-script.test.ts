import '@polkadot/api-augment'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ApiPromise, WsProvider } from '@polkadot/api'
import type { Signer } from '@polkadot/api/types'
import type { Injected } from '@polkadot/extension-inject/types'
import type { SignerPayloadJSON, SignerResult } from '@polkadot/types/types'
import { stringToHex } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { verifyPolkadotMessage } from '@portico/verify/polkadot'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../browser/launch-chromium.js'
import type { PolkadotTestExtensionPageGlobals } from './polkadot-browser-entry.js'
import { polkadotTestExtensionBrowserScript } from './polkadot-browser-script.js'
import { leasePolkadotChain } from './polkadot-chain-lease.js'
import { sendInBlock } from './send-in-block.js'
import type { PolkadotChain } from './start-polkadot-chain.js'

let chain: PolkadotChain
let api: ApiPromise
let server: Server
let origin: string
let browser: Browser

beforeAll(async () => {
  ;[chain, browser] = await Promise.all([leasePolkadotChain(), launchChromium(), cryptoWaitReady()])
  api = await ApiPromise.create({ provider: new WsProvider(chain.wsUrl), noInitWarn: true })
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end('<!doctype html><title>dapp</title><p>dapp</p>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
  await api?.disconnect()
  await chain?.stop()
})

async function openDapp(): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript(polkadotTestExtensionBrowserScript({ dummyExtension: true }))
  await page.goto(origin)
  return page
}

type PageWindow = Window & PolkadotTestExtensionPageGlobals
type DappWindow = PageWindow & { dapp?: Injected }

describe('polkadotTestExtensionBrowserScript', () => {
  it('injects both extensions; enabling one asks that one only; signRaw verifies in Node', async () => {
    const page = await openDapp()
    try {
      const seen = await page.evaluate(async () => {
        const w = window as PageWindow
        const names = Object.keys(w.injectedWeb3 ?? {})
        const injected = await w.injectedWeb3!['portico-test']!.enable!('Page dapp')
        const accounts = await injected.accounts.get()
        const alice = accounts[0]!
        const { signature } = await injected.signer.signRaw!({
          address: alice.address,
          data: '0x48656c6c6f2066726f6d20746865207061676521', // "Hello from the page!"
          type: 'bytes',
        })
        return {
          names,
          accounts: accounts.map(({ name }) => name),
          address: alice.address,
          signature,
          enabled: Object.fromEntries(
            Object.entries(w.__porticoPolkadotExtensions ?? {}).map(([name, ext]) => [
              name,
              ext.enabledOrigins,
            ]),
          ),
        }
      })
      expect(seen.names).toEqual(['portico-test', 'portico-dummy'])
      expect(seen.accounts).toEqual(['Alice', 'Bob', 'Alice (ed25519)', 'Alice (ecdsa)'])
      expect(seen.enabled).toEqual({ 'portico-test': ['Page dapp'], 'portico-dummy': [] })
      expect(
        verifyPolkadotMessage({
          address: seen.address,
          message: 'Hello from the page!',
          signature: seen.signature,
        }),
      ).toBe(true)
      expect(stringToHex('Hello from the page!')).toBe('0x48656c6c6f2066726f6d20746865207061676521')
    } finally {
      await page.context().close()
    }
  })

  it('signs a transfer in the page (signPayload) that lands on the chain; reject mode cancels', async () => {
    const page = await openDapp()
    try {
      // The dapp side runs in Node with @polkadot/api; only the extension's signer is in the page.
      // The page enables once and keeps the extension API, as a dapp does.
      await page.evaluate(async () => {
        const w = window as DappWindow
        w.dapp = await w.injectedWeb3!['portico-test']!.enable!('Page dapp')
      })
      const signer: Signer = {
        signPayload: (payload: SignerPayloadJSON) =>
          page.evaluate(
            (json): Promise<SignerResult> => (window as DappWindow).dapp!.signer.signPayload!(json),
            payload,
          ),
      }
      const bob = chain.accounts[1]!
      const receiver = chain.accounts[4]!.address
      const before = (await api.query.system.account(receiver)).data.free.toBigInt()
      const result = await sendInBlock(
        api.tx.balances.transferKeepAlive(receiver, 7_000_000n),
        bob.address,
        { signer },
      )
      expect(result.success).toBe(true)
      expect((await api.query.system.account(receiver)).data.free.toBigInt()).toBe(
        before + 7_000_000n,
      )

      await page.evaluate(() =>
        (window as PageWindow).__porticoPolkadotExtension!.setMode('reject'),
      )
      await expect(
        sendInBlock(api.tx.balances.transferKeepAlive(receiver, 1n), bob.address, { signer }),
      ).rejects.toThrow('Cancelled')
    } finally {
      await page.context().close()
    }
  }, 60_000)
})
